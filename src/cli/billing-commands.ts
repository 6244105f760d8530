// Operator commands of billing: bank transfers waiting for their money, and confirming one when it arrives.
import { join } from 'node:path'
import type { Db } from '~/db/client'
import type { Clock } from '~/kernel/clock'
import type { Config } from '~/kernel/config'
import { zurichDay } from '~/lib/dates'
import { formatChf, rappenToDecimal } from '~/lib/money'
import { OPERATOR } from '~/modules/audit/model'
import { confirmTransfer, listPendingTransfers } from '~/modules/billing/transfers'
import { type Command, positional } from './args'
import { listing } from './table'

type Ctx = { config: Config; handle: { db: Db }; deps: { db: Db; clock: Clock; chainKey: string } }

export function billingCommands<C extends Ctx>(flushMail: (ctx: C) => Promise<number>): Record<string, Command<C>> {
  return {
    'payments:pending': listing({
      usage: 'payments:pending',
      help: 'List bank transfers waiting for their money (reference, amount, hotel, purpose), oldest first.',
      none: 'No pending bank transfers.',
      rows: (ctx) =>
        listPendingTransfers({ db: ctx.handle.db }).map(({ payment, email, hotel, userStatus }) => ({
          reference: payment.bankReference ?? '',
          'amount CHF': rappenToDecimal(payment.amountRappen),
          purpose: payment.purpose,
          plan: payment.plan,
          email,
          hotel,
          account: userStatus,
          since: zurichDay(new Date(payment.createdAt)),
        })),
    }),
    'payments:confirm': {
      usage: 'payments:confirm <reference>',
      help: 'Confirm that a bank transfer arrived: starts or extends the subscription and e-mails the member.',
      async run(ctx, args) {
        const reference = positional(args, 0, 'the payment reference, e.g. KYG-ABCD-2345')
        const { payment, subscription, email } = confirmTransfer(
          { ...ctx.deps, config: ctx.config },
          { reference, actor: OPERATOR },
        )
        console.log(
          `Transfer ${payment.bankReference} of ${formatChf(payment.amountRappen)} confirmed for ${email} (${payment.purpose}); subscription active until ${zurichDay(new Date(subscription.expiresAt))}.`,
        )
        if (payment.purpose === 'registration')
          console.log(`The hotel can now be approved: bun run cli hotels:approve ${email}`)
        if (await flushMail(ctx))
          console.log(ctx.config.SMTP_URL ? 'E-mail sent.' : `E-mail written to ${join(ctx.config.DATA_DIR, 'mail')}.`)
        return 0
      },
    },
  }
}
