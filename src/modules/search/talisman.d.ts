// talisman ships no type declarations; these are the three functions the search module uses.
declare module 'talisman/phonetics/german/cologne' {
  export default function cologne(name: string): string
}
declare module 'talisman/phonetics/double-metaphone' {
  export default function doubleMetaphone(name: string): [string, string]
}
declare module 'talisman/metrics/jaro-winkler' {
  export default function jaroWinkler(a: string, b: string): number
}
