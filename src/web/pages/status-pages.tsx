import type { ErrorComponentProps } from '@tanstack/react-router'
import { ButtonLink } from '../components/Button'
import { useI18n } from '../i18n/useI18n'

/** The translated 404 page (the server answers it with status 404). */
export function NotFoundPage() {
  const { LL } = useI18n()
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1 id="status-title">{LL.shell.notFound.title()}</h1>
      <p>{LL.shell.notFound.text()}</p>
      <ButtonLink to="/">{LL.shell.notFound.back()}</ButtonLink>
    </section>
  )
}

/** The translated error page (the server answers it with status 500). No technical detail reaches the visitor. */
export function ErrorPage({ reset }: Partial<ErrorComponentProps>) {
  const { LL } = useI18n()
  return (
    <section className="container status-page" aria-labelledby="status-title">
      <p className="status-code" aria-hidden="true">
        500
      </p>
      <h1 id="status-title">{LL.shell.error.title()}</h1>
      <p>{LL.shell.error.text()}</p>
      <div className="button-row">
        {reset && (
          <button type="button" className="btn btn-secondary" onClick={reset}>
            {LL.shell.error.retry()}
          </button>
        )}
        <ButtonLink to="/">{LL.shell.error.back()}</ButtonLink>
      </div>
    </section>
  )
}
