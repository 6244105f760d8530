import { COUNTRIES, countryByName } from '~/lib/countries'
import { formatDate } from '~/lib/dates'
import { formatChf } from '~/lib/money'
import { countryOptions } from '../../components/CountrySelect'
import { useI18n } from '../../i18n/useI18n'
import type { AttachmentInfo, Report } from './api'
import { attachmentPreviewUrl, attachmentUrl } from './api-screens'
import { kindOfType } from './EvidenceFiles'
import { formatBytes } from './evidence-item'

/** Every field of a report, as the administrator checks it. */
export function ReportFields({ report }: { report: Report }) {
  const { LL, locale } = useI18n()
  const t = LL.reports
  const none = t.admin.none()
  const date = (iso: string) => (iso ? formatDate(iso, locale) : none)
  const country = (name: string) => {
    if (!name) return none
    if (name === 'Other') return LL.countrySelect.other()
    const code = countryByName(name)?.code
    return countryOptions(locale, COUNTRIES).find((o) => o.code === code)?.label ?? name
  }
  const address = [
    [report.street_name, report.building_no].filter(Boolean).join(' '),
    report.apartment_no,
    [report.zip_code, report.city].filter(Boolean).join(' '),
    report.country && country(report.country),
  ]
    .filter(Boolean)
    .join(', ')
  const rows: [string, string][] = [
    [t.firstName(), report.first_name],
    [t.lastName(), report.last_name],
    [t.birthDate(), date(report.birth_date)],
    [t.birthPlace(), report.birth_place || none],
    [t.nationality(), country(report.nationality)],
    [t.phone(), report.phone || none],
    [t.email(), report.email || none],
    [t.addressSection(), address || none],
    [t.documentType(), report.document_type ? t.documentTypes[report.document_type]() : none],
    [t.documentNumber(), report.document_number || none],
    [t.checkIn(), date(report.check_in)],
    [t.checkOut(), date(report.check_out)],
    [t.category(), t.categories[report.category]?.() ?? report.category],
    [t.admin.amount(), report.amount_owed == null ? none : formatChf(report.amount_owed, { locale })],
  ]
  return (
    <>
      <dl className="report-all-fields">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="report-message-title">{t.message()}</h3>
      <p className="report-message">{report.message}</p>
    </>
  )
}

/** Files stored before their metadata could be removed (HEIC, and videos before ADR 187) keep location and camera data. */
const metadataKept = (a: AttachmentInfo) => a.metadataRemoved === false && kindOfType(a.type) !== 'pdf'

/** The evidence in the page: images and video shown, PDFs opened in a new tab, HEIC offered for download. */
export function Evidence({ report }: { report: Report }) {
  const { LL } = useI18n()
  const t = LL.reports.admin
  return (
    <ul className="evidence-gallery">
      {report.attachments.map((a) => {
        const kind = kindOfType(a.type)
        const shown = kind === 'video' || /^image\/(png|jpeg)$/.test(a.type)
        return (
          <li key={a.id} className="evidence-shown">
            {kind === 'video' ? (
              // biome-ignore lint/a11y/useMediaCaption: evidence recordings (camera footage, phone videos) have no captions to offer
              <video controls preload="metadata" src={attachmentUrl(report.id, a.id, true)} aria-label={a.name} />
            ) : shown ? (
              <a href={attachmentUrl(report.id, a.id, true)} target="_blank" rel="noopener">
                <img src={attachmentPreviewUrl(report.id, a.id)} alt={a.name} loading="lazy" />
              </a>
            ) : null}
            <p className="evidence-caption">
              {kind === 'pdf' ? (
                <a href={attachmentUrl(report.id, a.id, true)} target="_blank" rel="noopener">
                  {t.openPdf({ name: a.name })}
                </a>
              ) : (
                <a href={attachmentUrl(report.id, a.id)} download={a.name}>
                  {t.download({ name: a.name })}
                </a>
              )}{' '}
              <span className="evidence-meta">{formatBytes(a.size)}</span>
            </p>
            {metadataKept(a) && (
              <p className="evidence-warning">
                <span className="badge badge-warning">{t.metadataKept()}</span>{' '}
                <span className="evidence-meta">{t.metadataKeptHint()}</span>
              </p>
            )}
          </li>
        )
      })}
    </ul>
  )
}
