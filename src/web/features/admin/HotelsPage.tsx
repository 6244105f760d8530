import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import { formatAmount } from '~/lib/money'
import { Button } from '../../components/Button'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { AdminPage } from './AdminPage'
import { applicationsQuery } from './api'
import { ApproveDialog, type Decision, RejectDialog } from './HotelDecisionDialogs'
import { MembersSection } from './MembersSection'
import { KeyPager, QueryState, useKeyPages } from './ui'

type Application = NonNullable<ReturnType<typeof useApplications>['data']>['applications'][number]
const useApplications = (after?: string) => {
  const { client } = useAppContext()
  return useQuery(applicationsQuery(client, after))
}

export function HotelsPage() {
  const { LL } = useI18n()
  const t = LL.admin.hotels
  const pages = useKeyPages()
  const query = useApplications(pages.after)
  return (
    <AdminPage id="hotels" title={LL.admin.nav.hotels()} intro={t.intro()}>
      <div className="admin-section">
        <h2 id="applications-title">{t.applications()}</h2>
        <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
          {query.data?.applications.length ? (
            <>
              <p className="admin-muted">{t.waitingCount({ count: query.data.total })}</p>
              <ul className="admin-cards">
                {query.data.applications.map((application) => (
                  <li key={application.id}>
                    <ApplicationCard application={application} />
                  </li>
                ))}
              </ul>
              <KeyPager label={t.applications()} pages={pages} next={query.data.next} busy={query.isFetching} />
            </>
          ) : (
            <p className="admin-muted">{t.noApplications()}</p>
          )}
        </QueryState>
      </div>
      <MembersSection />
    </AdminPage>
  )
}

function ApplicationCard({ application: a }: { application: Application }) {
  const { LL, locale } = useI18n()
  const t = LL.admin.hotels
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null)
  const hotel = a.company?.name || a.email
  const decision: Decision = { id: a.id, hotel, hasDocument: a.documents.length > 0, payment: a.payment }
  const paid = a.payment.status === 'succeeded'
  const paymentText =
    a.payment.status === 'pending'
      ? t.paymentStatus.pending({ reference: a.payment.reference ?? '' })
      : t.paymentStatus[a.payment.status]()
  const headingId = `application-${a.id}`
  return (
    <article className="card admin-card" aria-labelledby={headingId}>
      <header className="admin-card-header">
        <h3 id={headingId}>{hotel}</h3>
        <p className="admin-muted">{t.registeredOn({ date: formatDate(a.createdAt, locale) })}</p>
      </header>
      <dl className="admin-facts">
        <dt>{t.address()}</dt>
        <dd>
          {a.company
            ? `${a.company.street} ${a.company.buildingNo}, ${a.company.zipCode} ${a.company.city}, ${a.company.country}`
            : '—'}
        </dd>
        <dt>{t.classification()}</dt>
        <dd>
          {a.company ? (a.company.stars === 5 ? LL.journey.pricing.tier5() : LL.journey.pricing.tier3()) : '—'} ·{' '}
          {a.company?.association ? t.association() : t.noAssociation()}
        </dd>
        <dt>{t.personInCharge()}</dt>
        <dd>
          {a.fName} {a.lName} · <a href={`mailto:${a.email}`}>{a.email}</a>
          {a.phone ? ` · ${a.phone}` : ''}
        </dd>
        <dt>{t.uid()}</dt>
        <dd>{a.company?.uid ? t.uidChecked({ uid: a.company.uid }) : t.uidMissing()}</dd>
        <dt>{t.declaration()}</dt>
        <dd>
          {a.declaration
            ? t.declarationSigned({
                name: a.declaration.fullName,
                date: formatDate(a.declaration.acceptedAt, locale),
                version: a.declaration.version,
              })
            : t.declarationMissing()}
        </dd>
        <dt>{t.payment()}</dt>
        <dd>
          <span className={`badge ${paid ? 'badge-success' : 'badge-neutral'}`}>{paymentText}</span>
          {a.payment.amountRappen !== null
            ? ` ${LL.admin.common.chf({ amount: formatAmount(a.payment.amountRappen, { locale }) })}`
            : ''}
        </dd>
        <dt>{t.documents()}</dt>
        <dd>
          {a.documents.length ? (
            <ul className="admin-plain-list">
              {a.documents.map((d) => (
                <li key={d.id}>
                  <a
                    href={`/api/admin/documents/${d.id}`}
                    download
                    aria-label={LL.verification.download({ name: d.name })}
                  >
                    {d.name}
                  </a>{' '}
                  ({Math.ceil(d.size / 1024)} KB)
                  {(d.type === 'image/jpeg' || d.type === 'image/png') && (
                    <>
                      {' · '}
                      <a href={`/api/admin/documents/${d.id}?inline=1`} target="_blank" rel="noopener noreferrer">
                        {LL.verification.preview({ name: d.name })}
                      </a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          ) : (
            t.noDocuments()
          )}
        </dd>
      </dl>
      <div className="button-row">
        <Button
          onClick={() => setDeciding('approve')}
          disabled={!paid}
          aria-describedby={paid ? undefined : `${headingId}-unpaid`}
        >
          {t.approve()}
        </Button>
        {/* Outlined, as in the moderation of reports: the two decisions do not look alike (issue 24, item 5). */}
        <Button variant="secondary" onClick={() => setDeciding('reject')}>
          {t.reject()}
        </Button>
      </div>
      {!paid && (
        <p id={`${headingId}-unpaid`} className="field-hint">
          {t.approveNeedsPayment()}
        </p>
      )}
      {deciding === 'approve' && <ApproveDialog decision={decision} onClose={() => setDeciding(null)} />}
      {deciding === 'reject' && <RejectDialog decision={decision} onClose={() => setDeciding(null)} />}
    </article>
  )
}
