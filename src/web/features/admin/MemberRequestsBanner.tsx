import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { unwrap } from '../../api/treaty'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'

export const MEMBER_REQUESTS_KEY = ['member', 'data-requests'] as const
const KEY = MEMBER_REQUESTS_KEY

/** Shown above the dashboard tabs while a request about the hotel's reports waits for its answer. */
export function MemberRequestsBanner() {
  const { LL } = useI18n()
  const { client } = useAppContext()
  const query = useQuery({
    queryKey: KEY,
    queryFn: () => unwrap(client.api.member['data-requests'].get()),
    staleTime: 60_000,
  })
  const waiting = query.data?.filter((r) => !r.hotelAnsweredAt).length ?? 0
  if (!waiting) return null
  return (
    <div className="notice member-requests-banner" role="status">
      {LL.admin.memberRequests.banner()} <Link to="/dashboard/requests">{LL.admin.memberRequests.open()}</Link>
    </div>
  )
}
