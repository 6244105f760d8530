import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { unwrap } from '../../api/treaty'
import { Button } from '../../components/Button'
import { useAppContext } from '../../context'
import { useI18n } from '../../i18n/useI18n'

/**
 * The page the confirmation link of a request from /your-data opens (ADR 280). The request counts once the person
 * presses the button (a link checker that opens the address confirms nothing). Focus moves to each new state's heading.
 */
export function ConfirmRequestPage({ token }: { token?: string }) {
  const { LL } = useI18n()
  const t = LL.yourData
  const { client } = useAppContext()
  const confirm = useMutation({
    mutationFn: (value: string) => unwrap(client.api['data-requests'].confirm.post({ token: value })),
  })
  const state = !token || confirm.isError ? 'invalid' : confirm.isSuccess ? 'done' : 'ready'
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (state !== 'ready') heading.current?.focus()
  }, [state])
  return (
    <section className="container page auth-page" aria-labelledby="confirm-request-title">
      <div className="card auth-card" data-state={state}>
        <h1 id="confirm-request-title" ref={heading} tabIndex={-1}>
          {t.confirmTitle()}
        </h1>
        {state === 'ready' && (
          <Button
            type="button"
            busy={confirm.isPending}
            busyLabel={t.confirming()}
            onClick={() => token && confirm.mutate(token)}
          >
            {t.confirmButton()}
          </Button>
        )}
        {state === 'done' && (
          <p className="notice notice-success" role="status">
            {confirm.data?.message}
          </p>
        )}
        {state === 'invalid' && (
          <>
            <p className="notice notice-error" role="alert">
              {t.confirmFailed()}
            </p>
            <p>
              <Link to="/your-data">{t.title()}</Link>
            </p>
          </>
        )}
      </div>
    </section>
  )
}
