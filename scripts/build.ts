// bun run build: the browser bundle (split, minified, content-hashed) and its manifest under dist/client.
import { buildClient } from '~/server/build-client'

const started = performance.now()
const manifest = await buildClient()
console.log(`client bundle built in ${Math.round(performance.now() - started)} ms: ${manifest.entry}`)
