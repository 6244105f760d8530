// Where browser tests keep their screenshots (ADR 231). With KYG_SCREENS=1 they refresh the pictures in docs/screens
// that the docs show; otherwise they go to one temp directory, overwritten by each run (the names are the same every
// run, so it never grows), and a test run leaves the working tree clean. Either way every screenshot is taken: a page
// that cannot be captured still fails its test.
import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const DOCS_SCREENS = join(import.meta.dir, '../../docs/screens')

/** The directory screenshots go to. */
function screensDir(): string {
  const dir = process.env.KYG_SCREENS === '1' ? DOCS_SCREENS : join(tmpdir(), 'kyg-screens')
  mkdirSync(dir, { recursive: true })
  return dir
}

/** The path of a screenshot named `name` (e.g. `team-de-390.png`). */
export const screenPath = (name: string) => join(screensDir(), name)
