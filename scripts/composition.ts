// The composition rules of docs/architecture.md as a check (ADR 341): each module declares what it needs, and the
// composition root hands it that and nothing more. Every file is read with TypeScript's own parser.
// `bun test scripts/composition.test.ts` runs it; `bun scripts/composition.ts` prints what breaks and the figures.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Glob } from 'bun'
import ts from 'typescript'

const ROOT = join(import.meta.dir, '..')
/** The composition roots' files, where the whole bag of dependencies (`deps: AppDeps`, `deps: JobDeps`) lives. */
export const ROOT_FILES = ['src/server/app.ts', 'src/server/modules.ts', 'src/server/jobs.ts']
/** The composition roots, which hold the whole configuration and hand each part what it reads. */
const CONFIG_ROOTS = new Set(['src/server/app.ts', 'src/server/modules.ts', 'src/server/jobs.ts', 'src/server/main.ts'])
/** The roots' own wiring, which takes the root's bag to build each module's needs (or jobs) from it. */
const ROOT_FUNCTIONS = new Set(['wireModules', 'allJobs'])
/** createApp stays a short, readable root: the request edges, the files, the modules, the pages. */
export const CREATE_APP_MAX_LINES = 40

const parse = (fileName: string, text: string) =>
  ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS)

function walk(node: ts.Node, visit: (node: ts.Node) => void) {
  visit(node)
  ts.forEachChild(node, (child) => walk(child, visit))
}

/** Whether `Config` (the whole validated configuration of src/kernel/config.ts) is imported by this file. */
function importsWholeConfig(source: ts.SourceFile): boolean {
  return source.statements.some(
    (s) =>
      ts.isImportDeclaration(s) &&
      ts.isStringLiteral(s.moduleSpecifier) &&
      s.moduleSpecifier.text === '~/kernel/config' &&
      s.importClause?.namedBindings !== undefined &&
      ts.isNamedImports(s.importClause.namedBindings) &&
      s.importClause.namedBindings.elements.some((e) => (e.propertyName ?? e.name).text === 'Config'),
  )
}

/**
 * A module file that names the whole configuration type anywhere but as the first argument of `Pick<Config, …>`:
 * every module reads only the settings it names (a module given the whole configuration reads 60 names it may not need).
 */
export function wholeConfigUses(fileName: string, text: string): string[] {
  const source = parse(fileName, text)
  if (!importsWholeConfig(source)) return []
  const found: string[] = []
  walk(source, (node) => {
    if (!ts.isTypeReferenceNode(node) || !ts.isIdentifier(node.typeName) || node.typeName.text !== 'Config') return
    const parent = node.parent
    const pickedFrom =
      ts.isTypeReferenceNode(parent) &&
      ts.isIdentifier(parent.typeName) &&
      parent.typeName.text === 'Pick' &&
      parent.typeArguments?.[0] === node
    if (!pickedFrom) found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
  })
  return found
}

/**
 * An exported module plugin (`export function …Plugin(`) whose first parameter is not typed by a `…Needs` type: a
 * module's routes declare what they need under one name the root can see.
 */
export function pluginsWithoutNeeds(fileName: string, text: string): string[] {
  const source = parse(fileName, text)
  const found: string[] = []
  for (const s of source.statements) {
    if (!ts.isFunctionDeclaration(s) || !s.name?.text.endsWith('Plugin')) continue
    if (!s.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue
    const type = s.parameters[0]?.type
    const named = type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) ? type.typeName.text : ''
    if (!named.endsWith('Needs')) found.push(`${fileName}: ${s.name.text}`)
  }
  return found
}

/**
 * Where a composition root hands on its whole bag: the identifier `deps` used other than as `deps.name`, a
 * destructuring `const { … } = deps` or the parameter itself (passed as an argument, spread, returned, stored).
 */
export function wholeBagHandOns(fileName: string, text: string): string[] {
  const source = parse(fileName, text)
  const found: string[] = []
  walk(source, (node) => {
    if (!ts.isIdentifier(node) || node.text !== 'deps') return
    const parent = node.parent
    const allowed =
      (ts.isPropertyAccessExpression(parent) && parent.expression === node) ||
      (ts.isParameter(parent) && parent.name === node) ||
      (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isObjectBindingPattern(parent.name)) ||
      (ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && ROOT_FUNCTIONS.has(parent.expression.text))
    if (!allowed) found.push(`${fileName}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`)
  })
  return found
}

/** The number of lines of `function createApp` in a file's text (0 when there is none). */
export function createAppLines(text: string): number {
  const source = parse('app.ts', text)
  const fn = source.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === 'createApp')
  if (!fn) return 0
  const line = (pos: number) => source.getLineAndCharacterOfPosition(pos).line
  return line(fn.getEnd()) - line(fn.getStart()) + 1
}

const read = (root: string, file: string) =>
  existsSync(join(root, file)) ? readFileSync(join(root, file), 'utf8') : ''
const sourceFiles = (root: string, pattern: string) =>
  [...new Glob(pattern).scanSync({ cwd: root })].filter((f) => !/\.test\.ts$|\/testing\.ts$/.test(f)).sort()

/** Every broken composition rule of the tree at `root`, one line each. */
export function compositionViolations(root = ROOT): string[] {
  const out: string[] = []
  for (const file of sourceFiles(root, 'src/modules/**/*.ts')) {
    const text = read(root, file)
    for (const at of wholeConfigUses(file, text)) out.push(`whole config: ${at}`)
    for (const at of pluginsWithoutNeeds(file, text)) out.push(`plugin without needs: ${at}`)
  }
  // The server's helpers (request edges, pages, hooks, disk alert) read only what they name, like the modules.
  for (const file of sourceFiles(root, 'src/server/*.ts').filter((f) => !CONFIG_ROOTS.has(f)))
    for (const at of wholeConfigUses(file, read(root, file))) out.push(`whole config: ${at}`)
  for (const file of ROOT_FILES) for (const at of wholeBagHandOns(file, read(root, file))) out.push(`whole bag: ${at}`)
  const lines = createAppLines(read(root, 'src/server/app.ts'))
  if (lines > CREATE_APP_MAX_LINES) out.push(`createApp: ${lines} lines (at most ${CREATE_APP_MAX_LINES})`)
  return out
}

if (import.meta.main) {
  const root = process.argv[2] ?? ROOT
  for (const line of compositionViolations(root)) console.log(line)
  console.log(`createApp: ${createAppLines(read(root, 'src/server/app.ts'))} lines`)
}
