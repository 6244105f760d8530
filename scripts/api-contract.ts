// The web half of the API contract as a check (ADR 160): the web app talks JSON only through the one typed client
// (Eden over the server's `App`, src/web/api/treaty.ts) and uploads only through the one upload helper
// (src/web/api/upload.ts). In src/web it fails on
//   - an untyped call: `fetch`, `XMLHttpRequest`, `sendBeacon` or `EventSource` outside src/web/api/ (files that fetch
//     static assets are named below with the reason), or a call such as `api.post<T>('/path')` that types an answer
//     by hand;
//   - `as never` (a cast that silences the compiler instead of typing the call);
//   - a hand-written copy of a server type: an object type whose properties (three or more) are all properties of one
//     object type a module exports and cover most of it. Name the server's type instead (a type-only import of the
//     module's model.ts or public.ts, or `Answer<…>` of the typed client).
// `bun test scripts/api-contract.test.ts` runs it; `bun scripts/api-contract.ts` prints what breaks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Glob } from 'bun'
import ts from 'typescript'

const ROOT = join(import.meta.dir, '..')

/** Where the web may call the network itself: the one client, the one upload helper, and static files. */
const NETWORK_FILES: Record<string, string> = {
  'src/web/api/client.ts': 'the Fetcher under the typed client',
  'src/web/api/upload.ts': 'the one upload helper (XMLHttpRequest reports upload progress)',
  'src/web/hydrate.tsx': 'the locale dictionary, a static file (no API call)',
  'src/web/route-chunks.ts': 'the route-chunk map, a static file (no API call)',
}
const NETWORK_CALLS = new Set(['fetch', 'sendBeacon'])
const NETWORK_CLASSES = new Set(['XMLHttpRequest', 'EventSource', 'WebSocket'])

/** A copy must have this many properties, all the server type's, and cover this share of it. */
const MIN_COPIED_KEYS = 3
const MIN_COVERED = 0.75

export type SourceFile = { path: string; text: string }
/** An object type a module exports: its name, file and property names. */
export type ServerType = { name: string; path: string; keys: string[] }

const parse = ({ path, text }: SourceFile) =>
  ts.createSourceFile(
    path,
    text,
    ts.ScriptTarget.Latest,
    true,
    path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )

const propertyName = (name: ts.PropertyName | undefined) =>
  name && (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) ? name.text : undefined

function keysOf(members: ts.NodeArray<ts.TypeElement>): string[] {
  const keys: string[] = []
  for (const member of members) {
    if (!ts.isPropertySignature(member)) continue
    const key = propertyName(member.name)
    if (key) keys.push(key)
  }
  return keys
}

const exported = (node: ts.Node) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword)

/** The object types the modules export (`export type X = { … }` and `export interface X { … }`). */
export function serverTypes(files: SourceFile[]): ServerType[] {
  const found: ServerType[] = []
  for (const file of files) {
    for (const statement of parse(file).statements) {
      if (!exported(statement)) continue
      if (ts.isTypeAliasDeclaration(statement) && ts.isTypeLiteralNode(statement.type))
        found.push({ name: statement.name.text, path: file.path, keys: keysOf(statement.type.members) })
      else if (ts.isInterfaceDeclaration(statement))
        found.push({ name: statement.name.text, path: file.path, keys: keysOf(statement.members) })
    }
  }
  return found.filter((t) => t.keys.length >= MIN_COPIED_KEYS)
}

const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

/** The text a string or template literal starts with (`/user/update/${id}` gives '/user/update/'). */
function literalStart(node: ts.Expression | undefined): string | undefined {
  if (!node) return undefined
  if (ts.isStringLiteralLike(node)) return node.text
  if (ts.isTemplateExpression(node)) return node.head.text
  return undefined
}

/** The server type an object type of the web copies, if any. */
function copiedType(keys: string[], types: ServerType[]): ServerType | undefined {
  if (keys.length < MIN_COPIED_KEYS) return undefined
  return types.find((t) => {
    const own = new Set(t.keys)
    return keys.every((k) => own.has(k)) && keys.length / own.size >= MIN_COVERED
  })
}

/** Every broken rule in the web's files, one line each (`path:line what`). */
export function contractViolations(webFiles: SourceFile[], types: ServerType[]): string[] {
  const out: string[] = []
  for (const file of webFiles) {
    const source = parse(file)
    const test = /\.test\.tsx?$/.test(file.path)
    const at = (node: ts.Node, what: string) => out.push(`${file.path}:${lineOf(source, node)} ${what}`)
    const visit = (node: ts.Node) => {
      if (ts.isAsExpression(node) && node.type.kind === ts.SyntaxKind.NeverKeyword) at(node, '`as never`')
      if (!test && ts.isCallExpression(node)) {
        const callee = node.expression
        const name = ts.isIdentifier(callee)
          ? callee.text
          : ts.isPropertyAccessExpression(callee)
            ? callee.name.text
            : undefined
        if (name && NETWORK_CALLS.has(name) && !(file.path in NETWORK_FILES))
          at(node, `untyped call: ${name}() outside the typed client and the upload helper`)
        const path = literalStart(node.arguments[0])
        if (node.typeArguments?.length && path?.startsWith('/'))
          at(node, `untyped call: an answer typed by hand for '${path}' (use the typed client)`)
      }
      if (
        !test &&
        ts.isNewExpression(node) &&
        ts.isIdentifier(node.expression) &&
        NETWORK_CLASSES.has(node.expression.text) &&
        !(file.path in NETWORK_FILES)
      )
        at(node, `untyped call: new ${node.expression.text}() outside the typed client and the upload helper`)
      if (!test && (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node))) {
        const copied = copiedType(keysOf(node.members), types)
        if (copied) at(node, `hand-written copy of the server's ${copied.name} (${copied.path}): import it instead`)
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return out.sort()
}

const read = (pattern: string): SourceFile[] =>
  [...new Glob(pattern).scanSync({ cwd: ROOT })].sort().map((path) => ({
    path,
    text: readFileSync(join(ROOT, path), 'utf8'),
  }))

/** The check over the repository: the web's files against the types the modules export. */
export function checkRepository(): string[] {
  const modules = read('src/modules/**/*.ts').filter((f) => !/\.test\.ts$|\/testing\.ts$/.test(f.path))
  return contractViolations(read('src/web/**/*.{ts,tsx}'), serverTypes(modules))
}

if (import.meta.main) {
  const problems = checkRepository()
  for (const line of problems) console.log(line)
  if (problems.length) process.exit(1)
}
