import { useI18n } from '../i18n/useI18n'

/** Said plainly on a screen whose feature has not landed yet. `embedded` when it sits inside another page's layout. */
export function ComingSoon({ title, text, embedded }: { title: string; text?: string; embedded?: boolean }) {
  const { LL } = useI18n()
  return (
    <section className={embedded ? 'coming-soon' : 'container page'} aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      <p className="notice">{text ?? LL.shell.comingSoon()}</p>
    </section>
  )
}
