// bun scripts/images.ts: renders the illustrations of the public pages (scripts/images/*.svg) into AVIF and WebP
// at each width listed in src/web/features/public/images.ts, plus the Open Graph JPEG. The outputs are committed
// under public/images, so the app and CI never need sharp at run time.
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { IMAGES, OG_IMAGE } from '~/web/features/public/images'

const ROOT = join(import.meta.dir, '..')
const source = (name: string) => readFileSync(join(ROOT, 'scripts/images', `${name}.svg`))
const out = (file: string) => join(ROOT, 'public/images', file)
const kb = (file: string) => `${(statSync(file).size / 1024).toFixed(1)} KB`

for (const image of Object.values(IMAGES)) {
  for (const width of image.widths) {
    const height = Math.round((image.height * width) / image.width)
    // Render the vector at the target size (density scales the SVG's own 72 dpi), then encode.
    const density = Math.max(72, (72 * width) / image.width)
    const base = sharp(source(image.name), { density }).resize(width, height)
    const avif = out(`${image.name}-${width}.avif`)
    const webp = out(`${image.name}-${width}.webp`)
    await base.clone().avif({ quality: 60, effort: 6 }).toFile(avif)
    await base.clone().webp({ quality: 82, effort: 6 }).toFile(webp)
    console.log(`${image.name} ${width}×${height}: avif ${kb(avif)}, webp ${kb(webp)}`)
  }
}
const og = out(`${OG_IMAGE.name}.jpg`)
await sharp(source(OG_IMAGE.name))
  .resize(OG_IMAGE.width, OG_IMAGE.height)
  .jpeg({ quality: 85, mozjpeg: true })
  .toFile(og)
console.log(`${OG_IMAGE.name}: jpeg ${kb(og)}`)

// Icons from public/favicon.svg: a 48 px PNG answered at /favicon.ico (browsers and crawlers ask for it) and the
// 180 px home-screen icon, on white with a margin as iOS expects.
const favicon = readFileSync(join(ROOT, 'public/favicon.svg'))
await sharp(favicon, { density: 72 * 1.5 })
  .resize(48, 48)
  .png({ compressionLevel: 9 })
  .toFile(join(ROOT, 'public/favicon-48.png'))
await sharp(favicon, { density: 72 * 4.5 })
  .resize(140, 140)
  .extend({ top: 20, bottom: 20, left: 20, right: 20, background: '#ffffff' })
  .flatten({ background: '#ffffff' })
  .png({ compressionLevel: 9 })
  .toFile(join(ROOT, 'public/apple-touch-icon.png'))
console.log(
  `favicon-48.png ${kb(join(ROOT, 'public/favicon-48.png'))}, apple-touch-icon.png ${kb(join(ROOT, 'public/apple-touch-icon.png'))}`,
)
