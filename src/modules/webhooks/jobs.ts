import type { JobDefinition } from '~/kernel/scheduler'
import { type DeliverDeps, deliverWebhooks, purgeOldDeliveries } from './deliver'

export const webhookJobs = (deps: DeliverDeps): JobDefinition[] => [
  {
    id: 'webhooks.deliver',
    schedule: '*/5 * * * * *',
    description: 'Sends the due webhook deliveries (signed), with retries for 24 hours.',
    quiet: true,
    maxBatches: 10,
    run: async ({ batchSize }) => {
      const limit = Math.min(batchSize, 50)
      const counts = await deliverWebhooks(deps, { limit })
      return { counts, more: counts.delivered + counts.retry + counts.failed >= limit }
    },
  },
  {
    id: 'webhooks.retention',
    schedule: '0 50 3 * * *',
    description: 'Deletes webhook delivery log entries older than 30 days.',
    run: ({ now, batchSize }) => {
      const { deliveries, more } = purgeOldDeliveries(deps, now, batchSize)
      return { counts: { deliveries }, more }
    },
  },
]
