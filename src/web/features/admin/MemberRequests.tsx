import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '~/lib/dates'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { toast } from '../../components/toast'
import { useAppContext } from '../../context'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { MemberPaidClaim } from './MemberPaidClaim'
import { MEMBER_REQUESTS_KEY as KEY } from './MemberRequestsBanner'
import { QueryState, TextArea } from './ui'

/** The member area's list of requests forwarded to the hotel. */
export function MemberRequestsPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.memberRequests
  const { client } = useAppContext()
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => unwrap(client.api.member['data-requests'].get()),
    staleTime: 0,
  })
  return (
    <section aria-labelledby="member-requests-title">
      <h1 id="member-requests-title">{t.title()}</h1>
      <p className="admin-intro">{t.intro()}</p>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {query.data?.length ? (
          <ul className="admin-cards">
            {query.data.map((r) => (
              <li key={r.id} className="card">
                <h2 className="member-request-title">
                  <Link to="/dashboard/requests/$id" params={{ id: r.id }}>
                    {LL.admin.requests.kinds[r.kind]()} · {r.requesterName}
                  </Link>
                </h2>
                <p className="admin-muted">
                  {t.received({ date: formatDate(r.receivedOn, locale) })} ·{' '}
                  {t.due({ date: formatDate(r.dueOn, locale) })}
                </p>
                {r.hotelAnsweredAt ? <p>{t.answeredOn({ date: formatDate(r.hotelAnsweredAt, locale) })}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="admin-muted">{t.none()}</p>
        )}
      </QueryState>
    </section>
  )
}

/** One request: what the person asks, the reports concerned, and the hotel's answer. */
export function MemberRequestPage() {
  const { LL, locale } = useI18n()
  const t = LL.admin.memberRequests
  const { id } = useParams({ from: '/dashboard/requests/$id' })
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const [answer, setAnswer] = useState('')
  const [error, setError] = useState<string>()
  const query = useQuery({
    queryKey: [...KEY, id],
    queryFn: () => unwrap(client.api.member['data-requests']({ id }).get()),
    staleTime: 0,
  })
  const send = useMutation({
    mutationFn: (text: string) => unwrap(client.api.member['data-requests']({ id }).answer.post({ answer: text })),
    onSuccess: () => {
      toast.success(t.sent())
      void queryClient.invalidateQueries({ queryKey: KEY })
    },
    onError: (e: Error) => toast.error(errorText(LL, e, LL.account.unexpected())),
  })
  const navigate = useNavigate()
  const r = query.data
  // A paid guest's request the hotel has not answered yet: the guest's words, the proof and the settlement (ADR 305).
  const claim = r?.paid && !r.hotelAnsweredAt ? r.paid : null
  return (
    <section aria-labelledby="member-request-title">
      <p>
        <Link to="/dashboard/requests">{t.back()}</Link>
      </p>
      <QueryState isPending={query.isPending} error={query.error} refetch={query.refetch}>
        {r && (
          <>
            <h1 id="member-request-title">
              {LL.admin.requests.kinds[r.kind]()} · {r.requesterName}
            </h1>
            <p className="admin-muted">
              {t.received({ date: formatDate(r.receivedOn, locale) })} · {t.due({ date: formatDate(r.dueOn, locale) })}
            </p>
            {claim ? (
              <MemberPaidClaim
                requestId={r.id}
                claim={claim}
                guestName={r.requesterName}
                statement={r.details}
                onSettled={() => {
                  void queryClient.invalidateQueries({ queryKey: KEY })
                  void navigate({ to: '/dashboard/requests' })
                }}
              />
            ) : r.details ? (
              <p className="admin-prewrap">{r.details}</p>
            ) : null}
            {r.reportIds.length && !claim ? (
              <ul className="admin-plain-list">
                {r.reportIds.map((reportId) => (
                  <li key={reportId}>
                    <Link to="/dashboard/reports">{reportId}</Link>
                  </li>
                ))}
              </ul>
            ) : null}
            {r.hotelAnsweredAt ? (
              <div className="notice notice-success">
                <p>{t.answeredOn({ date: formatDate(r.hotelAnsweredAt, locale) })}</p>
                <p className="admin-prewrap">{r.hotelAnswer}</p>
              </div>
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault()
                  if (!answer.trim()) return setError(LL.validation.required())
                  setError(undefined)
                  send.mutate(answer.trim())
                }}
              >
                {claim ? <h2>{LL.yourData.hotel.answerTitle()}</h2> : null}
                <TextArea
                  label={t.answer()}
                  hint={claim ? LL.yourData.hotel.answerHint() : t.answerHint()}
                  required
                  rows={6}
                  maxLength={4000}
                  value={answer}
                  error={error}
                  onChange={(e) => setAnswer(e.target.value)}
                />
                <Button type="submit" busy={send.isPending}>
                  {t.send()}
                </Button>
              </form>
            )}
          </>
        )}
      </QueryState>
    </section>
  )
}
