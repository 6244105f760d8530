import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '~/lib/dates'
import {
  type Delivery,
  deliveriesQueryOptions,
  integrationsApi,
  WEBHOOKS_KEY,
  type Webhook,
  webhooksQueryOptions,
} from '../../api/integrations'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { Confirm, ShownOnce } from './dialogs'

/**
 * The owner's webhooks (issue 23, ADR 211): register an address (its signing secret shown once, with a copy button),
 * each webhook's delivery log, a test event, and delete after a confirmation.
 */
export function WebhooksSection() {
  const { LL } = useI18n()
  const t = LL.webhooks.settings
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const hooks = useQuery(webhooksQueryOptions(client))
  const [url, setUrl] = useState('')
  const [problem, setProblem] = useState<string>()
  const [secret, setSecret] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Webhook | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY })
  const onError = (error: unknown) => toast.error(errorText(LL, error, LL.errors.internal()))
  const add = useMutation({
    mutationFn: () => integrationsApi(client).addWebhook(url.trim()),
    onSuccess: async (answer) => {
      setSecret(answer.secret)
      setUrl('')
      toast.success(t.addedToast())
      await refresh()
    },
    onError: (error) => setProblem(errorText(LL, error, LL.errors.internal())),
  })
  const remove = useMutation({
    mutationFn: (hook: Webhook) => integrationsApi(client).removeWebhook(hook.id),
    onSuccess: async () => {
      setRemoving(null)
      toast.success(t.removedToast())
      await refresh()
    },
    onError,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = url.trim() ? undefined : LL.webhooks.errors.urlRequired()
    setProblem(missing)
    if (!missing) add.mutate()
  }
  if (!hooks.data) return null
  const list = hooks.data.webhooks

  return (
    <section className="team integrations" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{t.title()}</h2>
      <p>{t.intro()}</p>
      <form className="integrations-form" noValidate aria-busy={add.isPending || undefined} onSubmit={submit}>
        <Field
          label={t.url()}
          type="url"
          inputMode="url"
          placeholder={t.urlPlaceholder()}
          autoComplete="off"
          required
          maxLength={500}
          value={url}
          error={problem}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button type="submit" busy={add.isPending} busyLabel={t.add()}>
          {t.add()}
        </Button>
      </form>
      <h3 id="webhooks-list-title">{t.listTitle()}</h3>
      {list.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="team-list" aria-labelledby="webhooks-list-title">
          {list.map((hook) => (
            <WebhookItem key={hook.id} hook={hook} onRemove={() => setRemoving(hook)} />
          ))}
        </ul>
      )}
      <ShownOnce
        value={secret}
        title={t.createdTitle()}
        text={t.createdText()}
        copyLabel={t.copy()}
        doneLabel={t.done()}
        testId="new-webhook-secret"
        onClose={() => setSecret(null)}
      />
      <Confirm
        open={removing !== null}
        title={t.remove()}
        text={removing ? t.removeConfirm({ url: removing.url }) : ''}
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate(removing)}
      />
    </section>
  )
}

/** One webhook: its address, the secret's first characters, the test button and its delivery log. */
function WebhookItem({ hook, onRemove }: { hook: Webhook; onRemove: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.webhooks.settings
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const log = useQuery(deliveriesQueryOptions(client, hook.id))
  const test = useMutation({
    mutationFn: () => integrationsApi(client).testWebhook(hook.id),
    onSuccess: async (delivery) => {
      if (delivery.status === 'delivered') toast.success(t.testDelivered({ status: delivery.lastStatus ?? 200 }))
      else toast.error(t.testFailed({ error: delivery.lastError ?? '' }))
      await queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(client, hook.id).queryKey })
    },
    onError: (error) => toast.error(errorText(LL, error, LL.errors.internal())),
  })
  const statusText = (d: Delivery) =>
    d.status === 'delivered' ? t.statusDelivered() : d.status === 'failed' ? t.statusFailed() : t.statusPending()
  const deliveries = log.data?.deliveries ?? []
  const logId = `webhook-log-${hook.id}`
  return (
    <li className="team-person integrations-webhook">
      <div>
        <strong className="integrations-url">{hook.url}</strong>
        <br />
        <span className="team-email">
          {t.secret()}: <code>{hook.secretPrefix}…</code> · {formatDateTime(hook.createdAt, locale)}
        </span>
      </div>
      <Button variant="secondary" size="sm" busy={test.isPending} busyLabel={t.test()} onClick={() => test.mutate()}>
        {t.test()}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        aria-label={`${t.remove()}: ${hook.url}`}
        onClick={onRemove}
      >
        {t.remove()}
      </Button>
      <div className="integrations-log">
        <h4 id={logId}>{t.log()}</h4>
        {deliveries.length === 0 ? (
          <p className="team-email">{t.logEmpty()}</p>
        ) : (
          <ul className="integrations-deliveries" aria-labelledby={logId}>
            {deliveries.slice(0, 10).map((d) => (
              <li key={d.id}>
                <span>
                  <code>{d.event}</code> · <strong>{statusText(d)}</strong> · {t.attempts()}: {d.attempts}
                </span>
                <span className="team-email">
                  {t.time()}: {formatDateTime(d.lastAttemptAt ?? d.createdAt, locale)}
                  {d.nextAttemptAt && ` · ${t.nextAttempt({ time: formatDateTime(d.nextAttemptAt, locale) })}`}
                </span>
                {(d.lastStatus || d.lastError || d.responseExcerpt) && (
                  <span className="team-email integrations-answer">
                    {t.answer()}:{' '}
                    {[d.lastStatus && `HTTP ${d.lastStatus}`, d.lastError, d.responseExcerpt]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  )
}
