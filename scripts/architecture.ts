// The import rules of docs/architecture.md as a check (ADR 170): every import of every file under src/ is read with
// TypeScript's own parser (static imports, `export … from`, dynamic `import()`, `import('…')` types), resolved to a
// file, and judged. `bun test scripts/architecture.test.ts` runs it; `bun scripts/architecture.ts` prints what breaks.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { Glob } from 'bun'
import ts from 'typescript'

/** One import: from a file to a file (paths relative to the repository, `/`-separated). */
export type Edge = { from: string; to: string; typeOnly: boolean }

const ROOT = join(import.meta.dir, '..')
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx']

/** The file an import names, or undefined for a package (or anything that is not a TypeScript file of ours). */
function resolveImport(root: string, from: string, specifier: string): string | undefined {
  let base: string
  if (specifier.startsWith('~/')) base = `src/${specifier.slice(2)}`
  else if (specifier.startsWith('~locales/')) base = `locales/${specifier.slice('~locales/'.length)}`
  else if (specifier.startsWith('.')) base = join(dirname(from), specifier)
  else return undefined
  if (/\.(ts|tsx)$/.test(base) && existsSync(join(root, base))) return base
  for (const ext of EXTENSIONS) if (existsSync(join(root, base + ext))) return base + ext
  return undefined
}

/** Whether an `import … from` brings in only types (erased at run time, so it cannot make a circle of modules loading). */
function importIsTypeOnly(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause
  if (!clause) return false
  if (clause.isTypeOnly) return true
  const named = clause.namedBindings
  return !clause.name && named && ts.isNamedImports(named) && named.elements.length > 0
    ? named.elements.every((element) => element.isTypeOnly)
    : false
}

function exportIsTypeOnly(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true
  const clause = node.exportClause
  return clause && ts.isNamedExports(clause) && clause.elements.length > 0
    ? clause.elements.every((element) => element.isTypeOnly)
    : false
}

/** Every import written in one source text, as (specifier, type-only) pairs. */
export function importsOf(fileName: string, text: string): { specifier: string; typeOnly: boolean }[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const found: { specifier: string; typeOnly: boolean }[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: importIsTypeOnly(node) })
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push({ specifier: node.moduleSpecifier.text, typeOnly: exportIsTypeOnly(node) })
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    )
      found.push({ specifier: node.arguments[0].text, typeOnly: false })
    else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    )
      found.push({ specifier: node.argument.literal.text, typeOnly: true })
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The import graph of every TypeScript file under src/. */
export function importGraph(root = ROOT): Edge[] {
  const edges: Edge[] = []
  for (const file of new Glob('src/**/*.{ts,tsx}').scanSync({ cwd: root })) {
    const from = relative(root, join(root, file)).replaceAll('\\', '/')
    for (const { specifier, typeOnly } of importsOf(from, readFileSync(join(root, from), 'utf8'))) {
      const to = resolveImport(root, from, specifier)
      if (to) edges.push({ from, to, typeOnly })
    }
  }
  return edges
}

type Place = { area: string; module?: string; file: string; test: boolean }

/** Where a file sits: its area under src/ (modules, kernel, lib, db, web, server, cli), its module, whether a test. */
export function placeOf(path: string): Place {
  const parts = path.split('/')
  const area = parts[0] === 'src' ? (parts[1] ?? '') : (parts[0] ?? '')
  const module = area === 'modules' ? parts[2] : undefined
  const file = parts.at(-1) ?? ''
  const test = /\.test\.tsx?$/.test(file) || file === 'testing.ts' || file === 'testing.tsx'
  return { area, module, file: module ? parts.slice(3).join('/') : file, test }
}

/** Areas that compose modules and may use any of their files (they wire adapters, jobs and hooks). */
const COMPOSITION_ROOTS = new Set(['server', 'cli'])
/** Modules that call no other module (docs/architecture.md: a job that must mail goes through a port the server wires). */
const LEAF_MODULES = new Set(['audit', 'mail'])
/** What each area may not import at all (tests aside: they build whole apps). */
const FORBIDDEN: Record<string, string[]> = {
  lib: ['kernel', 'db', 'modules', 'server', 'cli', 'web'],
  kernel: ['modules', 'server', 'cli', 'web'],
  db: ['server', 'cli', 'web'],
  modules: ['server', 'cli', 'web'],
}

/** Whether an import reaches past another module's front door (its public.ts). */
function frontDoorBreak(from: Place, to: Place, typeOnly: boolean): boolean {
  if (!to.module || from.module === to.module || COMPOSITION_ROOTS.has(from.area)) return false
  if (to.file === 'public.ts') return false
  // The web may name the API's request and response types (erased from the bundle).
  if (from.area === 'web' && to.file === 'model.ts' && typeOnly) return false
  // Tables: another module's schema for a foreign key, db/schema.ts gathering them, a test counting rows.
  if (to.file === 'schema.ts' && (from.file === 'schema.ts' || from.area === 'db' || from.test)) return false
  if (to.file === 'testing.ts' && from.test) return false
  return true
}

/** The strongly connected groups (more than one file, or a file importing itself) of a directed graph (Tarjan). */
export function circles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const found: string[][] = []
  const visit = (node: string) => {
    index.set(node, counter)
    low.set(node, counter)
    counter++
    stack.push(node)
    onStack.add(node)
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) !== index.get(node)) return
    const group: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      group.push(member)
    } while (member !== node)
    if (group.length > 1 || graph.get(node)?.has(node)) found.push(group.sort())
  }
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node)
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!))
}

function addEdge(graph: Map<string, Set<string>>, from: string, to: string) {
  const targets = graph.get(from) ?? new Set<string>()
  targets.add(to)
  graph.set(from, targets)
}

/** Every broken rule of an import graph, one line each, sorted. */
export function violations(edges: Edge[]): string[] {
  const out = new Set<string>()
  const files = new Map<string, Set<string>>()
  const modules = new Map<string, Set<string>>()
  for (const edge of edges) {
    const from = placeOf(edge.from)
    const to = placeOf(edge.to)
    const line = `${edge.from} -> ${edge.to}`
    if (frontDoorBreak(from, to, edge.typeOnly)) out.add(`front door: ${line}`)
    if (!from.test && FORBIDDEN[from.area]?.includes(to.area)) out.add(`layer: ${line}`)
    if (
      !from.test &&
      from.area === 'web' &&
      !edge.typeOnly &&
      ['modules', 'server', 'cli', 'db', 'kernel'].includes(to.area)
    )
      out.add(`web imports server code: ${line}`)
    if (!from.test && from.module && to.module && from.module !== to.module && !to.test) {
      if (LEAF_MODULES.has(from.module)) out.add(`leaf module: ${line}`)
      addEdge(modules, from.module, to.module)
    }
    if (!edge.typeOnly) addEdge(files, edge.from, edge.to)
  }
  for (const group of circles(files)) out.add(`circle: ${group.join(' ')}`)
  for (const group of circles(modules)) out.add(`module circle: ${group.join(' ')}`)
  return [...out].sort()
}

if (import.meta.main) for (const line of violations(importGraph())) console.log(line)
