// The API guide served by the app itself (issue 33, item 7): docs/api.md rendered to HTML at its first request (Bun's
// own Markdown renderer), in the reference page's plain style, with no script and no third-party request.
import { join } from 'node:path'
import { esc, PAGE_STYLE } from './reference'

const GUIDE_FILE = join(import.meta.dir, '../../../docs/api.md')

const slug = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .toLowerCase()
    .replace(/&[a-z#0-9]+;/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/** The guide as a page: headings get ids (links to #pagination, #webhooks …) and a table of contents. */
export async function guidePage(): Promise<string> {
  const body = Bun.markdown
    .html(await Bun.file(GUIDE_FILE).text())
    .replace(
      /<h([23])>(.*?)<\/h\1>/g,
      (_, level: string, text: string) => `<h${level} id="${slug(text)}">${text}</h${level}>`,
    )
  const contents = [...body.matchAll(/<h2 id="([^"]+)">(.*?)<\/h2>/g)]
    .map(([, id, text]) => `<li><a href="#${esc(id)}">${text}</a></li>`)
    .join('')
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>KnowYourGuest API guide</title><style>${PAGE_STYLE}pre{background:#f1f4f8;padding:.5rem;overflow-x:auto}pre code{background:none}</style></head>
<body><nav aria-label="API documentation"><a href="/api/v1/reference">API reference</a> · <a href="/api/v1/openapi.json">OpenAPI document</a></nav><main>
<nav aria-label="Contents"><ul>${contents}</ul></nav>
${body}</main></body></html>`
}
