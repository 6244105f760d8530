import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'
import { adminApi, adminKeys, useAdminAction } from './api'

/**
 * A hotel's daily arrivals limit in the console's hotel dialog (issue 22): what it may add a day and has added today;
 * the administrator raises or lowers it for this hotel, or empties the field to go back to the default. Audited.
 */
export function HotelArrivalsLimit({ companyId }: { companyId: string }) {
  const { LL, locale } = useI18n()
  const t = LL.arrivals.admin
  const { client } = useAppContext()
  const query = useQuery({
    queryKey: adminKeys.arrivalsLimit(companyId),
    queryFn: () => unwrap(adminApi(client).arrivals.limits({ companyId }).get()),
    staleTime: 0,
  })
  const [draft, setDraft] = useState<string | null>(null)
  const save = useAdminAction(
    (c, dailyLimit: number | null) =>
      unwrap(adminApi(c).arrivals.limits({ companyId }).put({ daily_limit: dailyLimit })),
    (out) => t.saved({ limit: out.daily_limit }),
    () => setDraft(null),
  )
  const limit = query.data
  const value = draft ?? (limit && !limit.default ? String(limit.daily_limit) : '')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(value.trim() === '' ? null : Number(value))
  }
  return (
    <form className="admin-inline-form" onSubmit={submit} aria-labelledby="arrivals-limit-title">
      <h3 id="arrivals-limit-title">{t.limitTitle()}</h3>
      {limit && (
        <p className="admin-muted">
          {t.limitState({
            limit: limit.daily_limit.toLocaleString(locale),
            used: limit.used_today.toLocaleString(locale),
          })}{' '}
          {limit.default ? t.isDefault() : t.isRaised()}
        </p>
      )}
      <Field
        label={t.limitLabel()}
        hint={limit ? t.limitHint({ limit: limit.default_limit }) : undefined}
        type="number"
        inputMode="numeric"
        min={0}
        max={100000}
        step={1}
        value={value}
        onChange={(e) => setDraft(e.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={save.isPending || !limit}>
        {t.save()}
      </Button>
    </form>
  )
}
