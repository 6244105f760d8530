import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { now } from '../../clock'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { adminApi, incidentsQuery, useAdminAction } from './api'
import { QueryState, TextArea } from './ui'

type Incident = NonNullable<ReturnType<typeof useIncidents>['data']>[number]
const useIncidents = () => useQuery(incidentsQuery(useAppContext().client))

/** A datetime-local value (the browser's local time) as ISO UTC. */
const localToIso = (value: string) => new Date(value).toISOString()
const nowLocal = () => {
  const d = now()
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset())
  return d.toISOString().slice(0, 16)
}

export function IncidentsPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.incidents
  const query = useIncidents()
  const [form, setForm] = useState({ title: '', description: '', detectedAt: nowLocal() })
  const [error, setError] = useState<string>()
  const create = useAdminAction(
    (client, body: typeof form) =>
      unwrap(adminApi(client).incidents.post({ ...body, detectedAt: localToIso(body.detectedAt) })),
    (out) => t.recorded({ date: formatDateTime(out.deadline, locale) }),
    () => setForm({ title: '', description: '', detectedAt: nowLocal() }),
  )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.title.trim()) return setError(LL.validation.required())
    setError(undefined)
    create.mutate(form)
  }
  return (
    <AdminPage id="incidents" title={LL.admin.nav.incidents()} intro={t.intro()}>
      <div className="card admin-section">
        <h2 id="new-incident">{t.new()}</h2>
        <form noValidate onSubmit={submit}>
          <Field
            label={t.titleField()}
            required
            value={form.title}
            error={error}
            onChange={(e) => setForm({ ...form, title: e.target.value })}
          />
          <TextArea
            label={t.description()}
            value={form.description}
            onChange={(e) => setForm({ ...form, description: e.target.value })}
          />
          <Field
            label={t.detectedAt()}
            type="datetime-local"
            required
            value={form.detectedAt}
            onChange={(e) => setForm({ ...form, detectedAt: e.target.value })}
          />
          <Button type="submit" busy={create.isPending}>
            {t.new()}
          </Button>
        </form>
      </div>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.length ? (
          <ul className="admin-cards">
            {query.data.map((incident) => (
              <li key={incident.id}>
                <IncidentCard incident={incident} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-muted">{t.none()}</p>
        )}
      </QueryState>
    </AdminPage>
  )
}

function IncidentCard({ incident: i }: { incident: Incident }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.incidents
  const [text, setText] = useState('')
  const [notified, setNotified] = useState(false)
  const [closing, setClosing] = useState(false)
  const add = useAdminAction(
    (client, body: { text: string; authorityNotified: boolean; close: boolean }) =>
      unwrap(adminApi(client).incidents({ id: i.id }).actions.post(body)),
    () => t.actionAdded(),
    () => {
      setText('')
      setNotified(false)
      setClosing(false)
    },
  )
  const headingId = `incident-${i.id}`
  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <header className="admin-card-header">
        <h3 id={headingId}>{i.title}</h3>
        <p className="admin-muted">{t.detected({ date: formatDateTime(i.detectedAt, locale) })}</p>
      </header>
      {i.description ? <p className="admin-prewrap">{i.description}</p> : null}
      <p>
        {i.authorityNotifiedAt ? (
          <span className="badge badge-success">
            {t.notified({ date: formatDateTime(i.authorityNotifiedAt, locale) })}
          </span>
        ) : (
          <>
            <strong>{t.deadline({ date: formatDateTime(i.deadline, locale) })}</strong>{' '}
            <span className={`badge ${i.overdue ? 'badge-danger' : 'badge-warning'}`}>
              {i.overdue ? t.deadlinePassed() : t.hoursLeft({ hours: Math.max(0, i.hoursLeft) })}
            </span>
          </>
        )}
        {i.closedAt ? (
          <span className="badge badge-neutral"> {t.closedOn({ date: formatDateTime(i.closedAt, locale) })}</span>
        ) : null}
      </p>
      <h4>{t.actions()}</h4>
      {i.actions.length ? (
        <ol className="admin-plain-list">
          {i.actions.map((a) => (
            <li key={a.at}>
              <span className="admin-muted">{formatDateTime(a.at, locale)}</span> · {a.text}
            </li>
          ))}
        </ol>
      ) : (
        <p className="admin-muted">{t.noActions()}</p>
      )}
      {!i.closedAt && (
        <form
          className="admin-incident-form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (text.trim()) add.mutate({ text: text.trim(), authorityNotified: notified, close: closing })
          }}
        >
          <TextArea label={t.actionText()} rows={2} value={text} onChange={(e) => setText(e.target.value)} />
          <label className="checkbox">
            <input type="checkbox" checked={notified} onChange={(e) => setNotified(e.target.checked)} />{' '}
            {t.authorityNotified()}
          </label>
          <label className="checkbox">
            <input type="checkbox" checked={closing} onChange={(e) => setClosing(e.target.checked)} />{' '}
            {t.closeIncident()}
          </label>
          <Button type="submit" variant="secondary" busy={add.isPending}>
            {t.addAction()}
          </Button>
        </form>
      )}
    </article>
  )
}
