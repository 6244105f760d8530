import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { brotliCompressSync, constants as zlib } from 'node:zlib'
import type { BunPlugin } from 'bun'
import { dictionaries } from '~/kernel/dictionaries'
import { LOCALES, type Locale } from '~/lib/constants'
import { withFallback } from '~/lib/translator'
import { routeChunksUrl } from '~/web/route-chunks'

const ROOT = join(import.meta.dir, '../..')
export const CLIENT_DIR = join(ROOT, 'dist/client')
export const ASSETS_DIR = join(CLIENT_DIR, 'assets')
export const MANIFEST_FILE = join(CLIENT_DIR, 'manifest.json')
const SOURCES = ['src/web', 'src/lib', 'locales'].map((dir) => join(ROOT, dir))

export type ClientManifest = {
  entry: string
  /** Chunks the entry imports statically: preloaded on every page. */
  entryPreloads: string[]
  /** Route id (createLazyRoute('<id>')) -> the chunks of that lazy route that the entry does not already load. */
  routes: Record<string, string[]>
  /** The one script of the pages the browser does not hydrate (src/web/static-pages.ts, ADR 114). */
  staticScript: string
  css: string[]
  locales: Record<Locale, string>
  builtAt: string
}

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/** True when there is no client build, or a source file changed after it. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(MANIFEST_FILE)) return true
  const builtAt = statSync(MANIFEST_FILE).mtimeMs
  return SOURCES.some((dir) => existsSync(dir) && newestMtime(dir) > builtAt)
}

const contentHash = (text: string) => new Bun.CryptoHasher('sha256').update(text).digest('hex').slice(0, 10)

/**
 * Bundles the browser app (split, minified, content-hashed), writes locale dictionaries and the manifest.
 * `clientDir` and `plugins` let the budget test build a variant elsewhere; the server uses dist/client.
 */
export async function buildClient(
  options: { clientDir?: string; plugins?: BunPlugin[] } = {},
): Promise<ClientManifest> {
  // Written beside the folder, then swapped in: a server of another process serving the folder never finds it empty
  // or half-written while a build runs (a test process that found the bundle stale rebuilt it under the others, ADR 353).
  const clientDir = options.clientDir ?? CLIENT_DIR
  const next = `${clientDir}.next-${process.pid}-${crypto.randomUUID().slice(0, 8)}`
  try {
    const manifest = await writeClient(next, options.plugins)
    const old = `${next}.old`
    try {
      renameSync(clientDir, old)
    } catch {
      // No build yet, or another process has just moved it: nothing to keep aside.
    }
    try {
      renameSync(next, clientDir)
    } catch {
      // Another build was swapped in between the two renames: as fresh as this one, it stays.
    }
    rmSync(old, { recursive: true, force: true })
    return manifest
  } finally {
    rmSync(next, { recursive: true, force: true })
  }
}

async function writeClient(clientDir: string, plugins: BunPlugin[] = []): Promise<ClientManifest> {
  const assetsDir = join(clientDir, 'assets')
  mkdirSync(assetsDir, { recursive: true })
  const result = await Bun.build({
    entrypoints: [join(ROOT, 'src/web/entry-client.tsx')],
    outdir: assetsDir,
    plugins: [...plugins, oneEagerChunk()],
    target: 'browser',
    format: 'esm',
    splitting: true,
    // The bundler's helper that requests a dynamic import's chunks together is a map of every chunk in the entry
    // (1.5 KB gzip on every page); the routes' map is written beside the entry instead (ADR 148).
    modulePreload: false,
    // KYG_KEEP_NAMES=1 keeps function names in the bundle, for reading a CPU profile (docs/performance.md).
    minify: process.env.KYG_KEEP_NAMES ? { whitespace: true, syntax: true, identifiers: false } : true,
    naming: { entry: '[name]-[hash].[ext]', chunk: 'chunk-[hash].[ext]', asset: '[name]-[hash].[ext]' },
    publicPath: '/assets/',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
  })
  if (!result.success) {
    throw new AggregateError(result.logs, `Client build failed:\n${result.logs.map(String).join('\n')}`)
  }
  // The static pages' script: its own build, one file with nothing shared with the app's chunks.
  const enhance = await Bun.build({
    entrypoints: [join(ROOT, 'src/web/static-page.ts')],
    outdir: assetsDir,
    plugins,
    target: 'browser',
    format: 'esm',
    minify: true,
    naming: { entry: '[name]-[hash].[ext]' },
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const staticOutput = enhance.outputs.find((o) => o.kind === 'entry-point')
  if (!enhance.success || !staticOutput) {
    throw new AggregateError(enhance.logs, `Static page script build failed:\n${enhance.logs.map(String).join('\n')}`)
  }
  const url = (path: string) => `/assets/${relative(assetsDir, path)}`
  const entry = result.outputs.find((o) => o.kind === 'entry-point' && o.path.endsWith('.js'))
  if (!entry) throw new Error('Client build produced no entry script')
  const css = result.outputs.filter((o) => o.path.endsWith('.css')).map((o) => url(o.path))
  const chunks = routeChunks(result.metafile as unknown as Metafile, `./${relative(assetsDir, entry.path)}`)

  // The lazy routes' chunks for client navigations (src/web/route-chunks.ts, ADR 148), named after the entry.
  writeFileSync(routeChunksUrl(entry.path), JSON.stringify(chunks.routes))

  const locales = {} as Record<Locale, string>
  for (const locale of LOCALES) {
    const json = JSON.stringify(withFallback(dictionaries.en, dictionaries[locale]))
    const name = `locale-${locale}-${contentHash(json)}.json`
    writeFileSync(join(assetsDir, name), json)
    locales[locale] = `/assets/${name}`
  }
  precompress(assetsDir)
  const manifest: ClientManifest = {
    entry: url(entry.path),
    ...chunks,
    staticScript: url(staticOutput.path),
    css,
    locales,
    builtAt: new Date().toISOString(),
  }
  writeFileSync(join(clientDir, 'manifest.json'), JSON.stringify(manifest, null, 2))
  // What each output file holds (input bytes per source file), for finding what weighs on a route (ADR 140).
  writeFileSync(join(clientDir, 'metafile.json'), JSON.stringify(result.metafile))
  return manifest
}

const resolves = (specifier: string, from: string) => {
  try {
    return Bun.resolveSync(specifier, from)
  } catch {
    return undefined
  }
}

const HYDRATE = join(ROOT, 'src/web/hydrate.tsx')

/** Every file of ours that some file of ours loads with `import('…')`: the bundler's dynamic entry points. */
function dynamicImportTargets(): string[] {
  const targets = new Set<string>()
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [, specifier] of readFileSync(path, 'utf8').matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
          // A specifier in a comment (routeTree.ts shows `import('./routes/x.lazy')`) may resolve to nothing.
          const target = resolves(specifier as string, dirname(path))
          if (target?.startsWith(join(ROOT, 'src/web'))) targets.add(target)
        }
      }
    }
  }
  walk(join(ROOT, 'src/web'))
  return [...targets].sort()
}

/**
 * One shared file for everything the entry loads (ADR 140). Bun, like esbuild, puts each module in the chunk of the
 * set of entry points (the entry and every `import()` target) that reach it, so the eager app came out as 23 files:
 * a module the entry and some lazy screens import lands apart from one the entry and other screens import. Each
 * dynamic entry point gets one more line, a re-export of `hydrate` (the whole eager app): then every eager module is
 * reached from every entry point and they share one chunk. The lazy chunks load after the entry anyway, so this adds
 * nothing to any page; it saves the separate compression and requests of ~20 small files.
 */
function oneEagerChunk(): BunPlugin {
  const targets = dynamicImportTargets()
  const escapeRegex = (path: string) => path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
  return {
    name: 'one-eager-chunk',
    setup(build) {
      if (!targets.length) return
      build.onLoad({ filter: new RegExp(`^(${targets.map(escapeRegex).join('|')})$`) }, async ({ path }) => ({
        contents: `${await Bun.file(path).text()}\nexport { hydrate as __kygHydrate } from ${JSON.stringify(HYDRATE)}\n`,
        loader: path.endsWith('.tsx') ? 'tsx' : 'ts',
      }))
    },
  }
}

type Metafile = {
  outputs: Record<string, { entryPoint?: string; imports?: { path: string; kind: string }[] }>
}

/**
 * From the bundler's metafile: the chunks the entry loads statically, and for each lazy route file
 * (`routes/x.lazy.tsx`, which declares `createLazyRoute('<id>')`) the chunks it adds. The server preloads both for
 * the current route; the budget check adds them up.
 */
function routeChunks(metafile: Metafile | string, entryOutput: string) {
  const meta: Metafile = typeof metafile === 'string' ? JSON.parse(metafile) : metafile
  const url = (output: string) => `/assets/${output.replace(/^\.\//, '')}`
  const closure = (start: string, into = new Set<string>()) => {
    if (into.has(start)) return into
    into.add(start)
    for (const i of meta.outputs[start]?.imports ?? []) if (i.kind === 'import-statement') closure(i.path, into)
    return into
  }
  const fromEntry = closure(entryOutput)
  const routes: Record<string, string[]> = {}
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint?.endsWith('.lazy.tsx')) continue
    const source = readFileSync(join(ROOT, info.entryPoint), 'utf8')
    // One lazy route per file: the chunks are the file's, so a second route in it would go unmeasured and unpreloaded
    // (the arrivals' alerts and one arrival did until ADR 314), and would load the first route's screen as well.
    const ids = [...source.matchAll(/createLazyRoute\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] as string)
    if (ids.length !== 1)
      throw new Error(`${info.entryPoint} must declare exactly one createLazyRoute('<route id>'), not ${ids.length}`)
    const id = ids[0] as string
    routes[id] = [...closure(output)].filter((o) => !fromEntry.has(o)).map(url)
  }
  return { entryPreloads: [...fromEntry].filter((o) => o !== entryOutput).map(url), routes }
}

/** Writes .br and .gz beside each text asset so the server never compresses at request time. */
function precompress(dir: string) {
  for (const name of readdirSync(dir)) {
    if (!/\.(js|css|json|svg)$/.test(name)) continue
    const bytes = readFileSync(join(dir, name))
    if (bytes.length < 1024) continue
    writeFileSync(join(dir, `${name}.gz`), Bun.gzipSync(bytes, { level: 9 }))
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }))
  }
}
