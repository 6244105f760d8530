// The country selector (spec screen 14; select defaults of section 9).
export default {
  placeholder: 'Select...',
  loading: 'Loading...',
  noOptions: 'No options',
  other: 'Other',
}
