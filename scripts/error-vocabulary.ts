// One error vocabulary (ADR 161): every message an `AppError` carries is a dictionary key, translated when the
// error is answered, and every such key has a text in EN, FR, DE and IT. The compiler already refuses a sentence
// (the message parameter is a `TranslationKey`); this check reads the code as written and resolves each message it
// can see in the four dictionaries as they are written (no fallback to English):
//   - the message argument of `new AppError(code, message)`, `notFound(message)`, `forbidden(message)`,
//     `unauthenticated(message)`, `conflict(message)` and `validation(field, message)`, through string literals,
//     `a ? 'x' : 'y'`, and constants (`MESSAGES.stripeOff`, `ARRIVAL_MSG.name`) declared as object literals;
//   - every other string literal of the server code that is a key of the English dictionary (the messages passed
//     through a helper: a rate limit's, a search limit's, a default parameter).
// `bun test scripts/error-vocabulary.test.ts` runs it; `bun scripts/error-vocabulary.ts` prints what breaks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Glob } from 'bun'
import ts from 'typescript'
import { dictionaries } from '~/kernel/dictionaries'
import type { Locale } from '~/lib/constants'

const ROOT = join(import.meta.dir, '..')
const LOCALES: Locale[] = ['en', 'fr', 'de', 'it']

export type SourceFile = { path: string; text: string }
/** One message the code gives an error: the key when it could be read, or the expression's text when not. */
export type ErrorMessage = { at: string; key: string | null; text: string }

/** The calls whose argument at this position is an error message. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  AppError: 1,
  notFound: 0,
  forbidden: 0,
  unauthenticated: 0,
  conflict: 0,
  validation: 1,
}

const KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/

const parse = ({ path, text }: SourceFile) =>
  ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)

const propertyName = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined

/** Unwraps `x as const`, `(x)` and `x satisfies T`. */
function bare(node: ts.Expression): ts.Expression {
  let n = node
  while (ts.isAsExpression(n) || ts.isParenthesizedExpression(n) || ts.isSatisfiesExpression(n)) n = n.expression
  return n
}

/** `const NAME = 'key'` and `const NAME = { prop: 'key', … }` across the files, as `NAME` and `NAME.prop`. */
export function constantsOf(files: SourceFile[]): Map<string, string> {
  const constants = new Map<string, string>()
  for (const file of files) {
    for (const statement of parse(file).statements) {
      if (!ts.isVariableStatement(statement)) continue
      for (const d of statement.declarationList.declarations) {
        if (!ts.isIdentifier(d.name) || !d.initializer) continue
        const value = bare(d.initializer)
        if (ts.isStringLiteral(value)) constants.set(d.name.text, value.text)
        if (!ts.isObjectLiteralExpression(value)) continue
        for (const p of value.properties) {
          const name = ts.isPropertyAssignment(p) ? propertyName(p.name) : undefined
          const init = ts.isPropertyAssignment(p) ? bare(p.initializer) : undefined
          if (name && init && ts.isStringLiteralLike(init)) constants.set(`${d.name.text}.${name}`, init.text)
        }
      }
    }
  }
  return constants
}

/** The keys an expression may give: its literals and constants; null for what cannot be read (a parameter). */
function keysOf(node: ts.Expression, constants: Map<string, string>): (string | null)[] {
  const n = bare(node)
  if (ts.isStringLiteralLike(n)) return [n.text]
  if (ts.isConditionalExpression(n)) return [...keysOf(n.whenTrue, constants), ...keysOf(n.whenFalse, constants)]
  if (ts.isIdentifier(n) || ts.isPropertyAccessExpression(n)) return [constants.get(n.getText()) ?? null]
  return [null]
}

/** Every message given to an `AppError` or its helpers in the files. */
export function errorMessages(files: SourceFile[], constants = constantsOf(files)): ErrorMessage[] {
  const found: ErrorMessage[] = []
  for (const file of files) {
    const source = parse(file)
    const visit = (node: ts.Node) => {
      if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && ts.isIdentifier(node.expression)) {
        const position = MESSAGE_ARGUMENT[node.expression.text]
        const argument = position === undefined ? undefined : node.arguments?.[position]
        if (argument) {
          const line = source.getLineAndCharacterOfPosition(argument.getStart(source)).line + 1
          for (const key of keysOf(argument, constants))
            found.push({ at: `${file.path}:${line}`, key, text: argument.getText(source) })
        }
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** Every string literal of the files that names a text of the English dictionary. */
export function dictionaryKeysNamed(files: SourceFile[]): ErrorMessage[] {
  const found: ErrorMessage[] = []
  for (const file of files) {
    const source = parse(file)
    const visit = (node: ts.Node) => {
      if (ts.isStringLiteralLike(node) && KEY.test(node.text) && textOf('en', node.text) !== undefined) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1
        found.push({ at: `${file.path}:${line}`, key: node.text, text: node.getText(source) })
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return found
}

/** A key's text in one dictionary as written, or undefined when the key names no text there. */
export function textOf(locale: Locale, key: string): string | undefined {
  let node: unknown = dictionaries[locale]
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part]
  return typeof node === 'string' && node.trim() ? node : undefined
}

/** What breaks the rule: a message that is no key, or a key without its text in one of the four languages. */
export function vocabularyProblems(messages: ErrorMessage[]): string[] {
  const problems = new Set<string>()
  for (const m of messages) {
    if (m.key === null) continue
    if (!KEY.test(m.key)) {
      problems.add(`${m.at} the message ${m.text} is not a dictionary key`)
      continue
    }
    const missing = LOCALES.filter((locale) => textOf(locale, m.key as string) === undefined)
    if (missing.length) problems.add(`${m.at} '${m.key}' has no text in ${missing.join(', ').toUpperCase()}`)
  }
  return [...problems].sort()
}

const read = (pattern: string): SourceFile[] =>
  [...new Glob(pattern).scanSync({ cwd: ROOT })]
    .filter((path) => !/\.test\.tsx?$/.test(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }))

/** The server's code: the modules, the kernel, the server and the operator's CLI (its AppErrors print in English). */
export const serverFiles = () =>
  ['src/modules', 'src/kernel', 'src/server', 'src/cli', 'src/lib'].flatMap((dir) => read(`${dir}/**/*.ts`))

/** The check over the repository; `messages` is how many error messages it read (so it cannot pass on nothing). */
export function checkRepository(): { problems: string[]; messages: number; unread: ErrorMessage[] } {
  const files = serverFiles()
  const messages = errorMessages(files)
  return {
    problems: vocabularyProblems([...messages, ...dictionaryKeysNamed(files)]),
    messages: messages.filter((m) => m.key !== null).length,
    unread: messages.filter((m) => m.key === null),
  }
}

if (import.meta.main) {
  const { problems, messages, unread } = checkRepository()
  for (const line of problems) console.log(line)
  console.log(`${messages} error messages read; ${unread.length} passed through a variable (typed TranslationKey)`)
  if (problems.length) process.exit(1)
}
