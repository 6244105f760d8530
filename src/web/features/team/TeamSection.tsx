import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import * as v from 'valibot'
import { LOCALES, type Locale } from '~/lib/constants'
import { formatDateTime } from '~/lib/dates'
import { email, firstName, lastName } from '~/lib/fields'
import { translateKey } from '~/lib/translate-key'
import { TEAM_KEY, type TeamPerson, teamApi, teamQueryOptions } from '../../api/team'
import { Button } from '../../components/Button'
import { Field } from '../../components/Field'
import { Modal } from '../../components/Modal'
import { schemaResolver } from '../../components/schema-resolver'
import { toast } from '../../components/toast'
import { useForm } from '../../components/use-form'
import { errorText } from '../../i18n/errorText'
import { useI18n } from '../../i18n/useI18n'
import { useAppContext } from '../auth/useSession'
import { HandOver } from './HandOver'

const inviteSchema = v.object({ f_name: firstName, l_name: lastName, email, locale: v.picklist(LOCALES) })
type InviteValues = v.InferInput<typeof inviteSchema>

/**
 * The owner's team on the profile (issue 21, ADR 200): the hotel's people with Remove (a confirming dialog; the person
 * is signed out at once), the open invitations with Withdraw, and the invitation form (name, e-mail, the invitee's
 * language). The server decides everything again; this shows its answers.
 */
export function TeamSection({ selfId }: { selfId: string }) {
  const { LL, locale } = useI18n()
  const t = LL.team.section
  const { client } = useAppContext()
  const queryClient = useQueryClient()
  const team = useQuery(teamQueryOptions(client))
  const [removing, setRemoving] = useState<TeamPerson | null>(null)
  const languageId = useId()
  const refresh = () => queryClient.invalidateQueries({ queryKey: TEAM_KEY })
  const onError = (error: unknown) => toast.error(errorText(LL, error, t.failed()))
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteValues>({
    resolver: schemaResolver(inviteSchema),
    defaultValues: { f_name: '', l_name: '', email: '', locale },
  })
  const invite = useMutation({
    mutationFn: (values: InviteValues) => teamApi(client).invite({ ...values, locale: values.locale as Locale }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      reset({ f_name: '', l_name: '', email: '', locale })
      await refresh()
    },
    onError,
  })
  const withdraw = useMutation({
    mutationFn: (id: string) => teamApi(client).withdraw(id),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refresh()
    },
    onError,
  })
  const remove = useMutation({
    mutationFn: (id: string) => teamApi(client).remove(id),
    onSuccess: async (answer) => {
      setRemoving(null)
      toast.success(answer.message)
      await refresh()
    },
    onError,
  })
  const data = team.data
  if (!data) return null
  const count = data.people.length + data.invitations.length
  const full = count >= data.limit
  const name = (p: { f_name: string; l_name: string }) => `${p.f_name} ${p.l_name}`.trim()

  return (
    <section className="team" aria-labelledby="team-title">
      <h2 id="team-title">{t.title()}</h2>
      <p>{t.intro()}</p>
      <p className="team-count">{t.count({ count, limit: data.limit })}</p>
      <ul className="team-list" aria-labelledby="team-title">
        {data.people.map((person) => (
          <li key={person.id} className="team-person">
            <div>
              <strong>{name(person)}</strong>
              {person.id === selfId && <span> ({t.you()})</span>}
              <br />
              <span className="team-email">{person.email}</span>
            </div>
            <span className="badge">
              {person.team_role === 'owner' ? t.owner() : t.staff()}
              {person.status === 'suspended' && ` · ${t.suspended()}`}
            </span>
            {person.team_role === 'staff' && (
              <Button
                variant="secondary"
                size="sm"
                aria-haspopup="dialog"
                aria-label={`${t.remove()}: ${name(person)}`}
                onClick={() => setRemoving(person)}
              >
                {t.remove()}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {data.invitations.length > 0 && (
        <>
          <h3 id="team-invitations-title">{t.invitationsTitle()}</h3>
          <ul className="team-list" aria-labelledby="team-invitations-title">
            {data.invitations.map((invitation) => (
              <li key={invitation.id} className="team-person">
                <div>
                  <strong>{name(invitation)}</strong>
                  <br />
                  <span className="team-email">{invitation.email}</span>
                  <br />
                  <span className="team-email">
                    {t.invitedUntil({ date: formatDateTime(invitation.expires_at, locale) })}
                  </span>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${t.withdraw()}: ${name(invitation)}`}
                  busy={withdraw.isPending && withdraw.variables === invitation.id}
                  onClick={() => withdraw.mutate(invitation.id)}
                >
                  {t.withdraw()}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3 id="team-invite-title">{t.inviteTitle()}</h3>
      {full ? (
        <p className="notice">{t.full({ limit: data.limit })}</p>
      ) : (
        <form
          className="team-invite"
          aria-labelledby="team-invite-title"
          noValidate
          aria-busy={invite.isPending || undefined}
          onSubmit={handleSubmit((values) => invite.mutate(values))}
        >
          <Field
            label={t.firstName()}
            autoComplete="off"
            required
            error={translateKey(LL, errors.f_name?.message) || undefined}
            {...register('f_name')}
          />
          <Field
            label={t.lastName()}
            autoComplete="off"
            required
            error={translateKey(LL, errors.l_name?.message) || undefined}
            {...register('l_name')}
          />
          <Field
            label={t.email()}
            type="email"
            autoComplete="off"
            required
            error={translateKey(LL, errors.email?.message) || undefined}
            {...register('email')}
          />
          <div className="field">
            <label htmlFor={languageId} className="field-label">
              {t.language()}
            </label>
            <div className="field-control">
              <select id={languageId} {...register('locale')}>
                {LOCALES.map((code) => (
                  <option key={code} value={code}>
                    {LL.shell.languages[code]()}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <Button type="submit" busy={invite.isPending} busyLabel={t.invite()}>
            {t.invite()}
          </Button>
        </form>
      )}
      <HandOver people={data.people} />
      <Modal
        open={removing !== null}
        title={removing ? t.removeTitle({ name: name(removing) }) : ''}
        onClose={() => !remove.isPending && setRemoving(null)}
        closeLabel={t.cancel()}
        footer={
          <>
            <Button variant="secondary" onClick={() => setRemoving(null)} disabled={remove.isPending}>
              {t.cancel()}
            </Button>
            <Button
              variant="danger"
              busy={remove.isPending}
              busyLabel={t.removeConfirm()}
              onClick={() => removing && remove.mutate(removing.id)}
            >
              {t.removeConfirm()}
            </Button>
          </>
        }
      >
        <p>{removing ? t.removeBody({ name: name(removing) }) : ''}</p>
      </Modal>
    </section>
  )
}
