import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { ASSETS_DIR, type ClientManifest, MANIFEST_FILE } from './build-client'

const PUBLIC_DIR = join(import.meta.dir, '../../public')
const FLAGS_DIR = join(dirname(require.resolve('flag-icons/package.json')), 'flags/1x1')
const IMMUTABLE = 'public, max-age=31536000, immutable'
const DAY = 'public, max-age=86400'
const SAFE_NAME = /^[A-Za-z0-9][\w.-]*$/

export function readManifest(): ClientManifest {
  if (!existsSync(MANIFEST_FILE)) throw new Error('The client bundle is missing: run `bun run build`.')
  return JSON.parse(readFileSync(MANIFEST_FILE, 'utf8')) as ClientManifest
}

async function fileResponse(path: string, cacheControl: string, acceptEncoding = ''): Promise<Response | null> {
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!acceptEncoding.includes(encoding)) continue
    const compressed = Bun.file(path + ext)
    if (await compressed.exists()) {
      return new Response(compressed, {
        headers: {
          'content-type': Bun.file(path).type,
          'content-encoding': encoding,
          'cache-control': cacheControl,
          vary: 'accept-encoding',
        },
      })
    }
  }
  const file = Bun.file(path)
  if (!(await file.exists())) return null
  return new Response(file, { headers: { 'content-type': file.type, 'cache-control': cacheControl } })
}

/** Hashed client files: immutable for a year. Only plain file names, never a path. */
export function serveAsset(name: string, acceptEncoding?: string | null) {
  if (!SAFE_NAME.test(name) || name.endsWith('.gz') || name.endsWith('.br')) return Promise.resolve(null)
  return fileResponse(join(ASSETS_DIR, name), IMMUTABLE, acceptEncoding ?? '')
}

/** A 20×20 flag by lower-case two-letter code, served by the app; unknown codes get the local placeholder. */
export async function serveFlag(file: string) {
  const code = /^([a-z]{2})\.svg$/.exec(file)?.[1]
  const found = code ? await fileResponse(join(FLAGS_DIR, `${code}.svg`), DAY) : null
  return found ?? (await fileResponse(join(PUBLIC_DIR, 'images/flag-placeholder.svg'), DAY))!
}

/** Files of public/ (images, fonts, favicon), cached for a day. */
export function servePublic(relativePath: string, acceptEncoding?: string | null) {
  const parts = relativePath.split('/')
  if (parts.length > 2 || !parts.every((part) => SAFE_NAME.test(part))) return Promise.resolve(null)
  return fileResponse(join(PUBLIC_DIR, ...parts), DAY, acceptEncoding ?? '')
}
