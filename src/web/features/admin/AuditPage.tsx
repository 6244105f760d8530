import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { formatDateTime } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { DateField } from '../../components/DateField'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { type AuditFilter, actionsQuery, adminApi, adminKeys, auditPage } from './api'
import { actionLabel, actorLabel } from './audit-labels'
import { DataTable, QueryState, Select } from './ui'

const EMPTY: AuditFilter = { actor: '', action: '', targetType: '', targetId: '', from: '', to: '' }
const clean = (f: AuditFilter) => Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as AuditFilter

export function AuditPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.audit
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  // An action in the address (the overview's search-burst tile) is the first filter.
  const initialAction = (useSearch({ strict: false }) as { action?: string }).action ?? ''
  const [draft, setDraft] = useState<AuditFilter>({ ...EMPTY, action: initialAction })
  const [filter, setFilter] = useState<AuditFilter>(initialAction ? { action: initialAction } : {})
  const [openSeq, setOpenSeq] = useState<number | null>(null)
  const actions = useQuery(actionsQuery(client))
  const entries = useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) => auditPage(client, filter, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
    staleTime: 0,
  })
  const verify = useMutation({
    mutationFn: () => unwrap(adminApi(client).audit.verify.post({})),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    onError: (error: Error) => toast.error(errorText(LL, error, LL.account.unexpected())),
  })
  const exportHref = `/api/admin/audit/export?${new URLSearchParams(clean(filter) as Record<string, string>)}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setFilter(clean(draft))
  }
  const rows = entries.data?.pages.flatMap((p) => p.entries) ?? []
  const set = (key: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: e.target.value })
  return (
    <AdminPage
      id="audit"
      title={LL.admin.nav.audit()}
      intro={t.intro()}
      actions={
        <>
          <Button variant="secondary" busy={verify.isPending} busyLabel={t.verifying()} onClick={() => verify.mutate()}>
            {t.verify()}
          </Button>
          <a
            className="btn btn-secondary"
            href={exportHref}
            download
            onClick={() => setTimeout(() => void queryClient.invalidateQueries({ queryKey: adminKeys.all }), 1500)}
          >
            {t.export()}
          </a>
        </>
      }
    >
      <div role="status" aria-live="polite">
        {verify.data ? (
          <p className={`notice ${verify.data.ok ? 'notice-success' : 'notice-error'}`} data-testid="chain-result">
            {verify.data.ok
              ? t.chainOk({ count: verify.data.entries })
              : t.chainBroken({ seq: verify.data.brokenAtSeq })}
          </p>
        ) : null}
      </div>
      <form className="admin-filters admin-filters-wide" onSubmit={submit} aria-label={t.filters()}>
        <Field label={t.actor()} hint={t.actorHint()} value={draft.actor} onChange={set('actor')} />
        <Select
          label={t.action()}
          value={draft.action}
          onChange={set('action')}
          options={[
            { value: '', label: t.allActions() },
            ...(actions.data ?? []).map((a) => ({ value: a, label: actionLabel(LL, a) })),
          ]}
        />
        <Field label={t.targetType()} value={draft.targetType} onChange={set('targetType')} />
        <Field label={t.targetId()} value={draft.targetId} onChange={set('targetId')} />
        <DateField label={t.from()} value={draft.from ?? ''} onValue={(from) => setDraft({ ...draft, from })} />
        <DateField label={t.to()} value={draft.to ?? ''} onValue={(to) => setDraft({ ...draft, to })} />
        <div className="admin-filters-actions">
          <Button type="submit">{t.apply()}</Button>
          <Button
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY)
              setFilter({})
            }}
          >
            {t.reset()}
          </Button>
        </div>
      </form>
      <QueryState isPending={entries.isPending} error={entries.error} refetch={entries.refetch}>
        {rows.length ? (
          <>
            <DataTable caption={LL.admin.nav.audit()}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.seq()}</th>
                  <th scope="col">{t.columns.actor()}</th>
                  <th scope="col">{t.columns.action()}</th>
                  <th scope="col">{LL.auditTrail.hotel()}</th>
                  <th scope="col">{t.columns.at()}</th>
                  <th scope="col">{t.columns.target()}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((e) => (
                  <tr key={e.seq}>
                    <th scope="row">
                      <button type="button" className="link-button" onClick={() => setOpenSeq(e.seq)}>
                        {e.seq}
                      </button>
                    </th>
                    <td data-label={t.columns.actor()} data-testid="audit-actor">
                      {actorLabel(LL, e)}
                    </td>
                    <td data-label={t.columns.action()} data-testid="audit-action">
                      <span>{actionLabel(LL, e.action)}</span>
                      <br />
                      <span className="admin-code admin-muted admin-break">{e.action}</span>
                    </td>
                    <td data-label={LL.auditTrail.hotel()} data-testid="audit-hotel">
                      {e.hotelName ?? ''}
                    </td>
                    <td data-label={t.columns.at()}>{formatDateTime(e.at, locale)}</td>
                    <td className="admin-code" data-label={t.columns.target()}>
                      {e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </DataTable>
            {entries.hasNextPage && (
              <div className="button-row admin-pager">
                <Button variant="secondary" busy={entries.isFetchingNextPage} onClick={() => entries.fetchNextPage()}>
                  {LL.admin.common.loadMore()}
                </Button>
              </div>
            )}
          </>
        ) : (
          <p className="admin-muted">{t.noEntries()}</p>
        )}
      </QueryState>
      {openSeq !== null && <EntryDialog seq={openSeq} onClose={() => setOpenSeq(null)} />}
    </AdminPage>
  )
}

function EntryDialog({ seq, onClose }: { seq: number; onClose: () => void }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.audit
  const { client } = useAppContext()
  const query = useQuery({
    queryKey: ['admin', 'audit', 'entry', seq],
    queryFn: () =>
      unwrap(
        adminApi(client)
          .audit({ seq: String(seq) })
          .get(),
      ),
  })
  const e = query.data
  return (
    <Modal open title={t.entryTitle({ seq })} onClose={onClose} closeLabel={LL.admin.common.close()}>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {e && (
          <dl className="admin-facts">
            <dt>{t.columns.at()}</dt>
            <dd>{formatDateTime(e.at, locale)}</dd>
            <dt>{t.columns.actor()}</dt>
            <dd>
              {actorLabel(LL, e)} {e.actorEmail && e.actorName ? `(${e.actorEmail})` : ''}{' '}
              <span className="admin-code">{e.actorId ?? ''}</span>
            </dd>
            <dt>{LL.auditTrail.hotel()}</dt>
            <dd>
              {e.hotelName ?? LL.admin.common.none()} <span className="admin-code">{e.hotelId ?? ''}</span>
            </dd>
            <dt>{t.columns.action()}</dt>
            <dd>
              {actionLabel(LL, e.action)} <span className="admin-code">{e.action}</span>
            </dd>
            <dt>{t.columns.target()}</dt>
            <dd className="admin-code">
              {e.targetType ? `${e.targetType} ${e.targetId ?? ''}` : LL.admin.common.none()}
            </dd>
            <dt>{t.detailsLabel()}</dt>
            <dd>
              <pre className="admin-pre">{JSON.stringify(e.details, null, 2)}</pre>
            </dd>
            <dt>{t.ip()}</dt>
            <dd>{e.ip ?? LL.admin.common.none()}</dd>
            <dt>{t.hash()}</dt>
            <dd className="admin-code admin-break">{e.hash}</dd>
            <dt>{t.prevHash()}</dt>
            <dd className="admin-code admin-break">{e.prevHash}</dd>
          </dl>
        )}
      </QueryState>
    </Modal>
  )
}
