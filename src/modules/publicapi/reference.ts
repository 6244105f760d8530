// The API reference page, rendered by the server from the OpenAPI document: plain HTML and CSS, no script and no
// third-party font or file (the site's CSP and privacy rule), so it works wherever the API does.
import type { OpenApiDocument } from './openapi'

type Schema = {
  type?: string | string[]
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
  maxLength?: number
  minLength?: number
  maxItems?: number
  minItems?: number
  pattern?: string
  format?: string
  description?: string
}
type Operation = {
  summary?: string
  description?: string
  tags?: string[]
  'x-scope'?: string
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[]
  requestBody?: { content?: Record<string, { schema?: Schema; example?: unknown }> }
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema; example?: unknown }> }>
}

/** The document with its `$ref`s replaced by what they point at (its schemas nest a few levels, never in a cycle). */
function inlined(node: unknown, document: object, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((n) => inlined(n, document, depth))
  if (!node || typeof node !== 'object' || depth > 12) return node
  const ref = (node as { $ref?: unknown }).$ref
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((at, key) => (at as Record<string, unknown> | undefined)?.[key], document)
    return inlined(target, document, depth + 1)
  }
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, inlined(v, document, depth + 1)]))
}
const exampleHtml = (example: unknown) =>
  example === undefined ? '' : `<pre><code>${esc(JSON.stringify(example, null, 2))}</code></pre>`

export const esc = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function typeOf(schema: Schema): string {
  if (schema.enum) return schema.enum.map((e) => JSON.stringify(e)).join(' | ')
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return variants.map(typeOf).join(' or ')
  if (schema.type === 'array' && schema.items) return `array of ${typeOf(schema.items)}`
  return [schema.type ?? 'any'].flat().join(' | ')
}

function rules(schema: Schema): string {
  const out: string[] = []
  if (schema.minLength !== undefined) out.push(`min ${schema.minLength} chars`)
  if (schema.maxLength !== undefined) out.push(`max ${schema.maxLength} chars`)
  if (schema.minItems !== undefined) out.push(`min ${schema.minItems} items`)
  if (schema.maxItems !== undefined) out.push(`max ${schema.maxItems} items`)
  if (schema.format) out.push(schema.format)
  if (schema.pattern) out.push(`pattern ${schema.pattern}`)
  return out.join(', ')
}

/** A schema as a table of its fields (nested objects and arrays of objects indented), or its type alone. */
function schemaHtml(schema: Schema | undefined, depth = 0): string {
  if (!schema) return ''
  const objectOf = (s: Schema): Schema | undefined =>
    s.properties ? s : s.items?.properties ? s.items : (s.anyOf ?? s.oneOf)?.find((v) => v.properties)
  const object = objectOf(schema)
  if (!object?.properties || depth > 4) return `<p><code>${esc(typeOf(schema))}</code></p>`
  const rows = Object.entries(object.properties).map(([name, field]) => {
    const nested = objectOf(field) && depth < 4 ? schemaHtml(field, depth + 1) : ''
    const required = object.required?.includes(name) ? 'required' : 'optional'
    return `<tr><td><code>${esc(name)}</code></td><td><code>${esc(typeOf(field))}</code></td><td>${required}</td><td>${esc(rules(field))}${field.description ? ` ${esc(field.description)}` : ''}${nested}</td></tr>`
  })
  return `<table><thead><tr><th>Field</th><th>Type</th><th></th><th>Rules</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
}

function operationHtml(method: string, path: string, op: Operation): string {
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')
  const params = op.parameters?.length
    ? `<h4>Parameters</h4><table><tbody>${op.parameters
        .map(
          (p) =>
            `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.in)}</td><td><code>${esc(typeOf(p.schema ?? {}))}</code></td><td>${p.required ? 'required' : 'optional'}</td></tr>`,
        )
        .join('')}</tbody></table>`
    : ''
  const body = op.requestBody?.content?.['application/json']?.schema
  const responses = Object.entries(op.responses ?? {})
    .map(([status, r]) => {
      const schema = Object.values(r.content ?? {})[0]?.schema
      const example = Object.values(r.content ?? {})[0]?.example
      return `<details><summary><code>${esc(status)}</code> ${esc(r.description ?? '')}</summary>${schemaHtml(schema)}${exampleHtml(example)}</details>`
    })
    .join('')
  return `<section id="${esc(id)}" aria-labelledby="${esc(id)}-h"><h3 id="${esc(id)}-h"><span class="method">${esc(method.toUpperCase())}</span> <code>${esc(path)}</code></h3>
<p>${esc(op.summary ?? '')}${op['x-scope'] ? ` · scope <code>${esc(op['x-scope'])}</code>` : ''}</p>${op.description ? `<p>${esc(op.description)}</p>` : ''}
${params}${body ? `<h4>Request body (JSON)</h4>${schemaHtml(body)}${exampleHtml(op.requestBody?.content?.['application/json']?.example)}` : ''}<h4>Responses</h4>${responses}</section>`
}

export const PAGE_STYLE = `body{font-family:system-ui,sans-serif;color:#16202c;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5}
h1,h2{color:#0f2a44}code{font-family:ui-monospace,monospace;background:#f1f4f8;padding:0 .2em;border-radius:3px}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #c9d2dc;padding:.3rem .5rem;text-align:left;vertical-align:top}
.method{display:inline-block;min-width:4.5rem;color:#fff;background:#0f4c81;border-radius:4px;padding:0 .4rem;font-size:.9em}
section{border-top:1px solid #c9d2dc;padding-top:.5rem;margin-top:1.5rem}a{color:#0f4c81}summary{cursor:pointer}`

/** The whole page: the document's description, the authentication, then every operation with its schemas. */
export function referencePage(document: OpenApiDocument): string {
  const paths = inlined(document.paths, document) as Record<string, Record<string, Operation>>
  const operations = Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => operationHtml(method, path, op)),
  )
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(document.info.title)} ${esc(document.info.version)}</title><style>${PAGE_STYLE}</style></head>
<body><header><h1>${esc(document.info.title)} <small>${esc(document.info.version)}</small></h1></header><main>
<p>${esc(document.info.description)}</p>
<p>Machine-readable: <a href="/api/v1/openapi.json">OpenAPI 3.1 document</a>. How to integrate (keys, scopes, limits, errors, idempotency, pagination, webhooks and their signatures, versioning): <a href="/api/v1/guide">the API guide</a>.</p>
<h2>Operations</h2>${operations.join('\n')}</main></body></html>`
}
