// The free-disk guard as the server wires it (security review 3, finding 3): DATA_DIR's free space is read through a
// port (tests simulate a full disk); when it falls below MIN_FREE_DISK_MB the administrators get one e-mail and the
// alert is audited, and again only once free space came back above the floor and fell again.
import type { DbOrTx } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { createDiskGuard, type DiskState, type FreeDisk } from '~/kernel/disk'
import { serverLL } from '~/kernel/i18n'
import type { Logger } from '~/kernel/log'
import { MB } from '~/kernel/routes'
import { record } from '~/modules/audit/service'
import { listAdmins } from '~/modules/auth/service'
import { enqueue } from '~/modules/mail/service'
import { renderLayout } from '~/modules/mail/templates'

const mb = (bytes: number) => Math.floor(bytes / MB)

export function createDiskAlert(deps: {
  db: DbOrTx
  clock: Clock
  chainKey: string
  config: Pick<Config, 'DATA_DIR' | 'MIN_FREE_DISK_MB' | 'CONTACT_EMAIL'>
  log: Logger
  freeDisk?: FreeDisk
  mailQueued?: () => void
}) {
  const alert = (state: DiskState) => {
    deps.log.warn('free disk space below the floor: uploads are refused', {
      freeMb: mb(state.freeBytes),
      floorMb: mb(state.floorBytes),
    })
    deps.db.transaction((tx) => {
      for (const admin of listAdmins({ db: tx })) {
        const LL = serverLL(admin.locale).security.diskLow
        enqueue(
          { ...deps, db: tx },
          renderLayout({
            locale: admin.locale,
            to: admin.email,
            kind: 'disk-low',
            subject: LL.subject(),
            heading: LL.heading(),
            paragraphs: [LL.body({ free: mb(state.freeBytes), floor: mb(state.floorBytes) })],
            after: [LL.after()],
            contactEmail: deps.config.CONTACT_EMAIL,
          }),
        )
      }
      record(
        { ...deps, db: tx },
        {
          actor: { type: 'system' },
          action: 'storage.disk_low',
          target: { type: 'data_dir', id: 'DATA_DIR' },
          details: { freeMb: mb(state.freeBytes), floorMb: mb(state.floorBytes) },
        },
      )
    })
    deps.mailQueued?.()
  }
  return createDiskGuard({
    dir: deps.config.DATA_DIR,
    floorBytes: deps.config.MIN_FREE_DISK_MB * MB,
    freeDisk: deps.freeDisk,
    onLow: alert,
  })
}
