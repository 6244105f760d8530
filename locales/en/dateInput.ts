// Dates typed in every form (issue 32 item 14, ADR 295): day.month.year in every language.
export default {
  hint: 'For example {example:string}',
  invalid: 'Enter a date as day.month.year, for example {example:string}.',
}
