// Control and direction characters nobody types into a form (C0 and C1 controls, DEL, U+202A–U+202E, U+2066–U+2069,
// U+200E/U+200F, U+061C): in the operator's terminal an ESC sequence moves the cursor, rewrites or hides lines of a
// listing or sets the clipboard; a new line forges a row; direction controls disguise what a name says.

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g

/** Whether `text` holds such a character; a free text (`lines`) may hold tabs and new lines. */
export function hasInvisible(text: string, { lines = false } = {}): boolean {
  for (const [c] of text.matchAll(INVISIBLE)) if (!(lines && (c === '\n' || c === '\r' || c === '\t'))) return true
  return false
}

/** `text` for a terminal: each such character written as its code (`\u001b`), but those in `keep` (say, '\n'). */
export const showInvisible = (text: string, keep = '') =>
  text.replace(INVISIBLE, (c) => (keep.includes(c) ? c : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`))
