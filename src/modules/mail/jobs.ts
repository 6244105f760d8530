import type { JobDefinition } from '~/kernel/scheduler'
import { deliverPending, type MailDeps } from './service'

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
]
