// Dates typed in every form (issue 32 item 14, ADR 295): day.month.year in every language.
export default {
  hint: 'For example 31.12.2026',
  birthHint: 'For example 24.03.1985',
  invalid: 'Enter a date as day.month.year, for example 31.12.2026.',
}
