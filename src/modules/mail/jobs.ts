import type { JobDefinition } from '~/kernel/scheduler'
import { deliverPending, type MailDeps, purgeOldEnvelopes } from './service'

export const mailJobs = (deps: MailDeps): JobDefinition[] => [
  {
    id: 'mail.deliver',
    schedule: '*/5 * * * * *',
    description: 'Sends the due e-mails of the outbox, with retries; sent bodies are emptied.',
    quiet: true,
    maxBatches: 10,
    run: async ({ batchSize }) => {
      const { sent, failed, withheld } = await deliverPending(deps, { limit: Math.min(batchSize, 50) })
      return { counts: { sent, failed, withheld }, more: sent + failed + withheld >= Math.min(batchSize, 50) }
    },
  },
  {
    id: 'mail.retention',
    schedule: '0 55 3 * * *',
    description:
      'Deletes the envelopes of e-mails sent, withdrawn or withheld more than 30 days ago, and mail files as old.',
    run: ({ now, batchSize }) => {
      const { envelopes, files, more } = purgeOldEnvelopes(deps, now, batchSize)
      return { counts: { envelopes, files }, more }
    },
  },
]
