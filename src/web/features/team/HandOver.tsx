import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useId, useState } from 'react'
import { CURRENT_USER_KEY } from '../../api/account'
import { ApiError } from '../../api/client'
import { TEAM_KEY, type TeamPerson, teamApi } from '../../api/team'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { toast } from '../../components/toast'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'

/**
 * Handing the hotel to an active staff member (issue 21, ADR 201), confirmed with the owner's password. The server
 * checks every rule again; once it is done the page shows the person's profile as staff.
 */
export function HandOver({ people }: { people: TeamPerson[] }) {
  const { LL } = useI18n()
  const t = LL.handOver.section
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const selectId = useId()
  const candidates = people.filter((p) => p.team_role === 'staff' && p.status === 'approved')
  const [personId, setPersonId] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ person?: string; password?: string }>({})
  const handOver = useMutation({
    mutationFn: () => teamApi(client).handOver({ person_id: personId, current_password: password }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY })
      queryClient.removeQueries({ queryKey: TEAM_KEY })
    },
    onError: (error) => {
      const message = errorText(LL, error, LL.team.section.failed())
      if (error instanceof ApiError && error.field === 'current_password') setErrors({ password: message })
      else toast.error(message)
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = {
      person: personId ? undefined : LL.validation.required(),
      password: password ? undefined : LL.validation.required(),
    }
    setErrors(found)
    if (!found.person && !found.password) handOver.mutate()
  }
  return (
    <>
      <h3 id="team-hand-over-title">{t.title()}</h3>
      <p>{t.intro()}</p>
      {candidates.length === 0 ? (
        <p className="notice">{t.none()}</p>
      ) : (
        <form
          className="team-invite"
          aria-labelledby="team-hand-over-title"
          noValidate
          aria-busy={handOver.isPending || undefined}
          onSubmit={submit}
        >
          <div className={errors.person ? 'field field-invalid' : 'field'}>
            <label htmlFor={selectId} className="field-label">
              {t.person()}
            </label>
            <div className="field-control">
              <select
                id={selectId}
                value={personId}
                aria-invalid={errors.person ? true : undefined}
                aria-describedby={errors.person ? `${selectId}-error` : undefined}
                onChange={(e) => setPersonId(e.target.value)}
              >
                <option value="">{t.choose()}</option>
                {candidates.map((p) => (
                  <option key={p.id} value={p.id}>
                    {`${p.f_name} ${p.l_name}`.trim()}
                  </option>
                ))}
              </select>
            </div>
            {errors.person && (
              <p id={`${selectId}-error`} className="field-error">
                {errors.person}
              </p>
            )}
          </div>
          <Field
            label={t.password()}
            hint={t.passwordHint()}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            error={errors.password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Button type="submit" variant="danger" busy={handOver.isPending} busyLabel={t.submit()}>
            {t.submit()}
          </Button>
        </form>
      )}
    </>
  )
}
