// bun run container:check — builds the image with podman from a local Debian base (no registry image can be pulled
// here), starts it with a volume, waits for /healthz, creates an admin with the CLI inside it, stops it with SIGTERM,
// starts it again and signs in as that admin (the data survived); then starts it with a restic repository on a
// mounted folder and a copy every 15 s and waits (at most 6 minutes) for an off-site copy to appear (issue 35). Needs root, podman, runc and debootstrap
// (STACK-NOTES.md; if a run complains about RLIMIT_NOFILE, put `[containers]` / `default_ulimits = []` in
// /etc/containers/containers.conf). Not part of `bun run test`.
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const ROOTFS = process.env.KYG_ROOTFS ?? '/tmp/kyg-rootfs'
const BASE = 'localhost/kyg-base:bookworm'
const IMAGE = 'localhost/kyg:check'
const NAME = 'kyg-check'
const VOLUME = 'kyg-check-data'
const PORT = Number(process.env.KYG_CHECK_PORT ?? 3987)
const RUNTIME = ['--runtime', '/usr/sbin/runc']

function sh(cmd: string[], { allowFail = false, quiet = false } = {}) {
  if (!quiet) console.log(`$ ${cmd.join(' ')}`)
  const p = Bun.spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' })
  const out = p.stdout.toString() + p.stderr.toString()
  if (p.exitCode !== 0 && !allowFail) {
    console.error(out)
    throw new Error(`failed (${p.exitCode}): ${cmd.join(' ')}`)
  }
  return { code: p.exitCode, out }
}

const step = (text: string) => console.log(`\n== ${text}`)
let failures = 0
function check(ok: boolean, text: string) {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${text}`)
  if (!ok) failures++
}

async function waitHealthy(timeoutMs = 90_000): Promise<boolean> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/healthz`)
      if (res.ok) return true
    } catch {}
    await Bun.sleep(500)
  }
  return false
}

const podman = (...args: string[]) => ['podman', ...args]
/** Starts the image detached on the host's network with the data volume; `extra` adds environment and mounts. */
const runDetached = (...extra: string[]) =>
  sh(
    podman(
      'run',
      ...RUNTIME,
      '-d',
      '--name',
      NAME,
      '--network',
      'host',
      '-e',
      `PORT=${PORT}`,
      '-e',
      'HOST=127.0.0.1',
      '-v',
      `${VOLUME}:/data`,
      ...extra,
      IMAGE,
    ),
  )
const cleanup = () => {
  sh(podman('rm', '-f', NAME), { allowFail: true, quiet: true })
  sh(podman('volume', 'rm', '-f', VOLUME), { allowFail: true, quiet: true })
}

step('base image from Debian packages (debootstrap) with this machine’s bun')
if (sh(podman('image', 'exists', BASE), { allowFail: true, quiet: true }).code !== 0) {
  if (!existsSync(`${ROOTFS}/bin`)) sh(['debootstrap', '--variant=minbase', 'bookworm', ROOTFS])
  sh(['install', '-D', '-m', '0755', process.execPath, `${ROOTFS}/usr/local/bin/bun`])
  // The certificate authorities this machine trusts (a TLS-inspecting proxy may sit between it and the registry).
  const ca = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt'
  if (existsSync(ca)) sh(['install', '-D', '-m', '0644', ca, `${ROOTFS}/etc/ssl/certs/ca-certificates.crt`])
  const env = '--change=ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt'
  sh(['sh', '-c', `tar -C ${ROOTFS} -c . | podman import '${env}' - ${BASE}`])
}

step('build (multi-stage, base image as a build argument)')
const started = Date.now()
sh(podman('build', '--isolation', 'chroot', '--format', 'docker', '--build-arg', `BASE=${BASE}`, '-t', IMAGE, '.'))
console.log(`built in ${Math.round((Date.now() - started) / 1000)} s`)
const inspect = JSON.parse(sh(podman('image', 'inspect', IMAGE), { quiet: true }).out)[0]
const cfg = inspect.Config ?? {}
check(cfg.User === '10001:10001', `runs as a non-root user (${cfg.User})`)
check(Object.keys(cfg.Volumes ?? {}).includes('/data'), 'DATA_DIR /data is a volume')
check(
  JSON.stringify(inspect.Healthcheck ?? inspect.HealthCheck ?? cfg.Healthcheck ?? {}).includes('healthz'),
  'HEALTHCHECK calls /healthz',
)
console.log(`image size: ${Math.round(inspect.Size / 1e6)} MB`)

cleanup()
try {
  step('start with a volume')
  sh(podman('volume', 'create', VOLUME))
  runDetached()
  check(await waitHealthy(), `GET /healthz answers 200 on port ${PORT}`)
  check(sh(podman('healthcheck', 'run', NAME), { allowFail: true }).code === 0, 'the image’s HEALTHCHECK passes')

  step('first admin with the CLI inside the container')
  const created = sh(podman('exec', NAME, 'bun', 'run', 'cli', 'admin:create', 'ops@example.ch'), { allowFail: true })
  const password = /Password \(shown only once[^)]*\): (\S+)/.exec(created.out)?.[1]
  check(created.code === 0 && !!password, 'admin:create inside the container')

  step('SIGTERM')
  sh(podman('stop', '-t', '20', NAME))
  const state = JSON.parse(sh(podman('inspect', NAME), { quiet: true }).out)[0].State
  const logs = sh(podman('logs', NAME), { quiet: true }).out
  check(state.ExitCode === 0, `exits 0 on SIGTERM (exit code ${state.ExitCode})`)
  check(logs.includes('"signal":"SIGTERM"') && logs.includes('"msg":"stopped"'), 'logs the graceful shutdown')

  step('start again: the data is still there')
  sh(podman('start', NAME))
  check(await waitHealthy(), 'healthy again after restart')
  const login = await fetch(`http://127.0.0.1:${PORT}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'ops@example.ch', password }),
  })
  check(login.status === 200, `the admin created before the restart signs in (${login.status})`)
  sh(podman('stop', '-t', '20', NAME))

  step('off-site copies: a restic repository on a mounted folder, a copy every 15 s')
  check(
    sh(podman('run', ...RUNTIME, '--rm', IMAGE, 'restic', 'version'), { allowFail: true }).code === 0,
    'the image ships restic',
  )
  const mounted = mkdtempSync(join(tmpdir(), 'kyg-check-repo-'))
  // The app's user (uid 10001) writes the repository; the password file is readable by it and mounted read-only.
  chownSync(mounted, 10001, 10001)
  const passwordFile = join(mounted, '..', `${NAME}-restic-pass`)
  const resticPassword = `check-${crypto.randomUUID()}`
  writeFileSync(passwordFile, resticPassword, { mode: 0o444 })
  sh(podman('rm', '-f', NAME), { allowFail: true, quiet: true })
  runDetached(
    '-e',
    'BACKUP_REPOSITORY=/repo',
    '-e',
    'BACKUP_PASSWORD_FILE=/run/restic-pass',
    '-e',
    'BACKUP_INTERVAL_MINUTES=0.25',
    '-v',
    `${mounted}:/repo`,
    '-v',
    `${passwordFile}:/run/restic-pass:ro`,
  )
  check(await waitHealthy(), 'healthy with BACKUP_REPOSITORY set')
  const until = Date.now() + 6 * 60_000
  const snapshots = () => {
    const p = Bun.spawnSync(['restic', '-r', mounted, 'snapshots', '--json'], {
      env: { ...process.env, RESTIC_PASSWORD_FILE: passwordFile },
      stdout: 'pipe',
      stderr: 'pipe',
    })
    try {
      return p.exitCode === 0 ? (JSON.parse(p.stdout.toString()) as unknown[]).length : 0
    } catch {
      return 0
    }
  }
  let copies = snapshots()
  while (Date.now() < until && copies === 0) {
    await Bun.sleep(2000)
    copies = snapshots()
  }
  check(
    copies > 0,
    `an off-site copy appeared in the mounted repository (${copies} after ${Math.round((Date.now() - until + 6 * 60_000) / 1000)} s)`,
  )
  const listed = sh(podman('exec', NAME, 'bun', 'run', 'cli', 'jobs:list'), { allowFail: true, quiet: true }).out
  check(listed.includes('Off-site copies: last copy'), 'jobs:list inside the container shows the last copy')
  const logs2 = sh(podman('logs', NAME), { quiet: true }).out
  check(
    !logs2.includes(resticPassword) && !listed.includes(resticPassword),
    'the repository password is in neither the log nor jobs:list',
  )
  sh(podman('stop', '-t', '20', NAME))
  rmSync(passwordFile, { force: true })
  rmSync(mounted, { recursive: true, force: true })
} finally {
  cleanup()
}

console.log(failures === 0 ? '\ncontainer check passed' : `\ncontainer check FAILED (${failures})`)
process.exit(failures === 0 ? 0 : 1)
