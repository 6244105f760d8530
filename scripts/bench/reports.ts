// bun run bench:reports: report creations per second with one 2 MB JPEG (the whole path: multipart parse, type
// detection, metadata removal, store, insert, audit) and the server's peak RSS growth while one 200 MB video
// uploads (goal: under 64 MB, the upload streams to disk). A benchmark, not a test: it prints a table and exits.
import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openDatabase } from '~/db/client'
import { signIn } from '~/modules/auth/testing'
import { createActiveMember, noisyJpeg, reportParts, videoBytes } from '~/modules/reports/testing'
import { serverDeps, startTestServer } from '../../tests/support/server'

const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 5) * 1000
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 2)
const MB = 1024 * 1024
const VIDEO_BYTES = 200 * MB - 64 * 1024

// One member creates reports for the whole run: the per-person and per-hotel quotas (security review 3, finding 3) are
// raised, so the bench measures the upload path rather than the limits.
const server = await startTestServer({
  LOG_LEVEL: 'error',
  REPORTS_PER_HOUR_PER_USER: '1000000',
  REPORTS_PER_HOUR_PER_HOTEL: '1000000',
  EVIDENCE_MB_PER_DAY_PER_USER: '1000000',
  EVIDENCE_MB_PER_DAY_PER_HOTEL: '1000000',
})
const videoPath = join(tmpdir(), `kyg-bench-${process.pid}.mp4`)

/** The server's resident memory in bytes (Linux /proc). */
async function rss(): Promise<number> {
  const status = await Bun.file(`/proc/${server.pid}/status`).text()
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024
}

function form(file: Blob, name: string) {
  const body = new FormData()
  for (const [key, value] of Object.entries(reportParts())) body.append(key, value)
  body.append('attachments', file, name)
  return body
}

try {
  const db = openDatabase(join(server.dataDir, 'knowyourguest.sqlite'))
  const member = await createActiveMember(serverDeps(server, db))
  db.close()
  const request = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init)
  const { bearer } = await signIn(request, member.user.email, member.password)
  const post = async (body: FormData) => {
    const res = await fetch(`${server.url}/api/reports`, { method: 'POST', headers: bearer, body })
    await res.arrayBuffer()
    return res.status
  }

  // 1. One 200 MB video, streamed from a file on this side; the server's RSS sampled every 10 ms meanwhile.
  const header = videoBytes('isom', 4096)
  const writer = Bun.file(videoPath).writer()
  writer.write(header)
  const chunk = new Uint8Array(MB)
  for (let written = header.length; written < VIDEO_BYTES; written += chunk.length) {
    writer.write(chunk.subarray(0, Math.min(chunk.length, VIDEO_BYTES - written)))
  }
  await writer.end()
  const jpeg = await noisyJpeg(2 * MB)
  // Warm-up: the code paths are loaded before the baseline is taken.
  for (let i = 0; i < 3; i++) await post(form(new Blob([jpeg]), 'warm.jpg'))
  Bun.gc(true)
  await Bun.sleep(200)
  const baseline = await rss()
  let peak = baseline
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await rss())
      await Bun.sleep(10)
    }
  })()
  const videoStart = performance.now()
  const videoStatus = await post(form(Bun.file(videoPath), 'lobby.mp4'))
  const videoSeconds = (performance.now() - videoStart) / 1000
  sampling = false
  await sampler

  // 2. Creations per second with one 2 MB JPEG each, CONNECTIONS at a time.
  let created = 0
  let failed = 0
  const end = performance.now() + DURATION_MS
  const worker = async () => {
    while (performance.now() < end) {
      if ((await post(form(new Blob([jpeg]), 'door.jpg'))) === 201) created++
      else failed++
    }
  }
  const started = performance.now()
  await Promise.all(Array.from({ length: CONNECTIONS }, worker))
  const seconds = (performance.now() - started) / 1000

  const growth = (peak - baseline) / MB
  console.log(
    `\nReports: ${CONNECTIONS} connections, ${DURATION_MS / 1000} s of 2 MB JPEG reports; one ${Math.round(VIDEO_BYTES / MB)} MB video\n`,
  )
  console.log('| measure                                    |            value | goal     |')
  console.log('|--------------------------------------------|-----------------:|----------|')
  console.log(
    `| report creations/s (2 MB JPEG, end to end) | ${(created / seconds).toFixed(1).padStart(16)} |          |`,
  )
  console.log(`| creations (failed)                         | ${`${created} (${failed})`.padStart(16)} |          |`)
  console.log(
    `| 200 MB video upload: status, seconds       | ${`${videoStatus}, ${videoSeconds.toFixed(1)} s`.padStart(16)} |          |`,
  )
  console.log(
    `| server RSS before the video                | ${`${(baseline / MB).toFixed(1)} MB`.padStart(16)} |          |`,
  )
  console.log(`| peak RSS growth during the video upload    | ${`${growth.toFixed(1)} MB`.padStart(16)} | < 64 MB  |`)
  console.log(
    `\n${growth < 64 ? 'PASS' : 'OVER GOAL'}: peak RSS growth ${growth.toFixed(1)} MB during a ${Math.round(VIDEO_BYTES / MB)} MB upload`,
  )
} finally {
  rmSync(videoPath, { force: true })
  await server.stop()
}
