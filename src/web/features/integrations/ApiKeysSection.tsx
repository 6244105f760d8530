import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { API_SCOPES } from '~/lib/api-scopes'
import { formatDateTime } from '~/lib/dates'
import type { ApiScope } from '~/modules/apikeys/public'
import { API_KEYS_KEY, type ApiKey, apiKeysQueryOptions, integrationsApi } from '../../api/integrations'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { Confirm, ShownOnce } from './dialogs'

/**
 * The owner's API keys (issue 23, ADR 215): create a named key with scopes (shown once, with a copy button), the list
 * with the last use, and revoke after a confirmation. The server decides everything again; this shows its answers.
 */
export function ApiKeysSection() {
  const { LL, locale } = useI18n()
  const t = LL.api.settings
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const keys = useQuery(apiKeysQueryOptions(client))
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiScope[]>([])
  const [mode, setMode] = useState<'live' | 'test'>('live')
  const [problems, setProblems] = useState<{ name?: string; scopes?: string }>({})
  const [shown, setShown] = useState<{ key: string } | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_KEY })
  const onError = (error: unknown) => toast.error(errorText(LL, error, LL.errors.internal()))
  const create = useMutation({
    mutationFn: () => integrationsApi(client).createKey({ name: name.trim(), scopes, mode }),
    onSuccess: async (answer) => {
      setShown({ key: answer.key })
      setName('')
      setScopes([])
      setMode('live')
      await refresh()
    },
    onError,
  })
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => integrationsApi(client).revokeKey(key.id),
    onSuccess: async (answer) => {
      setRevoking(null)
      toast.success(t.revokedToast({ name: answer.name }))
      await refresh()
    },
    onError,
  })
  const scopeLabel: Record<ApiScope, string> = {
    'arrivals:write': t.scopeArrivalsWrite(),
    'arrivals:read': t.scopeArrivalsRead(),
    search: t.scopeSearch(),
    'webhooks:manage': t.scopeWebhooksManage(),
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      name: name.trim() ? undefined : LL.api.errors.nameRequired(),
      scopes: scopes.length ? undefined : LL.api.errors.scopeRequired(),
    }
    setProblems(found)
    if (!found.name && !found.scopes) create.mutate()
  }
  const toggle = (scope: ApiScope, on: boolean) =>
    setScopes((current) => (on ? [...current, scope] : current.filter((s) => s !== scope)))
  // As the team (TeamSection): shown once its data is here, in the browser, so the form is never dead server HTML.
  if (!keys.data) return null
  const list = keys.data.keys

  return (
    <section className="team integrations" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">{t.title()}</h2>
      <p>
        {t.intro()} <a href="/api/v1/guide">{t.guide()}</a> · <a href="/api/v1/reference">{t.docs()}</a>
      </p>
      <form className="integrations-form" noValidate aria-busy={create.isPending || undefined} onSubmit={submit}>
        <Field
          label={t.name()}
          placeholder={t.namePlaceholder()}
          autoComplete="off"
          required
          maxLength={60}
          value={name}
          error={problems.name}
          onChange={(event) => setName(event.target.value)}
        />
        <fieldset className="integrations-scopes">
          <legend className="field-label">{t.mode()}</legend>
          {(['live', 'test'] as const).map((value) => (
            <label key={value} className="checkbox">
              <input
                type="radio"
                name="api-key-mode"
                value={value}
                checked={mode === value}
                onChange={() => setMode(value)}
              />{' '}
              {value === 'live' ? t.modeLive() : t.modeTest()}
            </label>
          ))}
        </fieldset>
        <fieldset className="integrations-scopes" aria-describedby={problems.scopes ? 'api-scopes-error' : undefined}>
          <legend className="field-label">{t.scopes()}</legend>
          {API_SCOPES.map((scope) => (
            <label key={scope} className="checkbox">
              <input
                type="checkbox"
                checked={scopes.includes(scope)}
                onChange={(event) => toggle(scope, event.target.checked)}
              />{' '}
              {scopeLabel[scope]}
            </label>
          ))}
          {problems.scopes && (
            <p id="api-scopes-error" className="field-error" role="alert">
              {problems.scopes}
            </p>
          )}
        </fieldset>
        <Button type="submit" busy={create.isPending} busyLabel={t.create()}>
          {t.create()}
        </Button>
      </form>
      <h3 id="api-keys-list-title">{t.listTitle()}</h3>
      {list.length === 0 ? (
        <p>{t.empty()}</p>
      ) : (
        <ul className="team-list" aria-labelledby="api-keys-list-title">
          {list.map((key) => (
            <li key={key.id} className="team-person">
              <div>
                <strong>{key.name}</strong> <code>{key.prefix}…</code>
                <br />
                <span className="team-email">{key.scopes.join(', ')}</span>
                <br />
                <span className="team-email">
                  {t.created()}: {formatDateTime(key.createdAt, locale)} · {t.lastUsed()}:{' '}
                  {key.lastUsedAt ? formatDateTime(key.lastUsedAt, locale) : t.never()}
                </span>
              </div>
              <span className="badge">
                {key.mode === 'test' ? t.testBadge() : t.liveBadge()} · {key.revokedAt ? t.revoked() : t.active()}
              </span>
              {!key.revokedAt && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-haspopup="dialog"
                  aria-label={`${t.revoke()}: ${key.name}`}
                  onClick={() => setRevoking(key)}
                >
                  {t.revoke()}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <ShownOnce
        value={shown?.key ?? null}
        title={t.createdTitle()}
        text={t.createdText()}
        copyLabel={t.copy()}
        doneLabel={t.done()}
        testId="new-api-key"
        onClose={() => setShown(null)}
      />
      <Confirm
        open={revoking !== null}
        title={t.revoke()}
        text={revoking ? t.revokeConfirm({ name: revoking.name }) : ''}
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </section>
  )
}
