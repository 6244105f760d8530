import { useI18n } from '../i18n/useI18n'

/** Said plainly on a screen whose feature has not landed yet. */
export function ComingSoon({ title }: { title: string }) {
  const { LL } = useI18n()
  return (
    <section className="container page" aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice">{LL.shell.comingSoon()}</p>
    </section>
  )
}
