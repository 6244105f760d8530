// Schema-driven requests for /api/v1 (issue 33's acceptance, ADR 290): from the served OpenAPI document alone, each
// operation's documented example made valid and then broken one rule at a time — every property of its body schema
// given a wrong type, a string over its maxLength, a value outside its enum, pattern or format, a required property
// left out, an unknown one added — plus its query and path parameters, its headers, other methods, and seeded random
// combinations of those. A test sends them and holds every answer to the document (./testing.ts).

type Json = Record<string, unknown>
type Schema = Json & {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  maxLength?: number
  minLength?: number
  minimum?: number
  maximum?: number
  pattern?: string
  format?: string
}
type Parameter = { name: string; in: string; required?: boolean; schema: Schema; $ref?: string }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> }
}
export type FuzzDocument = Json & { paths: Record<string, Record<string, Operation>>; components: Json }

export type FuzzRequest = {
  /** What was broken, for the report of a failure. */
  what: string
  method: string
  /** Path and query, as sent. */
  url: string
  headers: Record<string, string>
  body?: string
}

/** Values a valid request takes where the document has no example: an existing reference, webhook id, day. */
export type FuzzContext = {
  pathValues: Record<string, string>
  queryValues: Record<string, string>
  /** Valid bodies by `METHOD /path/{template}`, in place of the document's example (its dates may be past). */
  bodies?: Record<string, unknown>
}

/** A small seeded generator (mulberry32): the same seed gives the same requests, so a failure can be replayed. */
function seeded(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
const clone = <T>(value: T): T => structuredClone(value)

function resolve(document: FuzzDocument, schema: Schema): Schema {
  if (!schema.$ref) return schema
  const path = schema.$ref.replace(/^#\//, '').split('/')
  return resolve(document, path.reduce<unknown>((at, key) => (at as Json)[key], document) as Schema)
}

/** Values that break `schema` (or that it may take at its edges): each is sent once in the property's place. */
function breakers(schema: Schema): unknown[] {
  const out: unknown[] = [null, 12, true, [], {}, '', ' ', '\u0000', '<script>', 'é'.repeat(300)]
  if (schema.type === 'string' || schema.type === undefined) out.push(42)
  if (schema.maxLength !== undefined) out.push('a'.repeat(schema.maxLength + 1), 'a'.repeat(schema.maxLength))
  if (schema.enum) out.push(`${String(schema.enum[0])}x`, String(schema.enum[0]).toLowerCase())
  if (schema.format === 'date') out.push('2026-02-30', '27.11.2026', '2026-1-1', '9999-12-31', '0000-01-01')
  if (schema.format === 'email') out.push('not-an-email', 'a@b', `${'a'.repeat(250)}@example.org`)
  if (schema.pattern) out.push('../..', '%00', 'a\nb', '🙂')
  if (schema.type === 'integer' || schema.type === 'number')
    out.push(-1, 0, 1.5, 1e21, (schema.maximum ?? 1000) + 1, '1')
  if (schema.type === 'array')
    out.push(
      [null],
      [{}],
      Array.from({ length: 3 }, () => 'x'),
    )
  return out
}

/** Every way to break the body `value` of schema `schema`, one property at a time, with a name for each. */
function bodyMutations(document: FuzzDocument, schema: Schema, value: unknown, at = ''): [string, unknown][] {
  const s = resolve(document, schema)
  const out: [string, unknown][] = []
  if (s.type === 'object' && s.properties && value && typeof value === 'object' && !Array.isArray(value)) {
    const object = value as Json
    out.push([`${at}+unknown`, { ...object, unknown_field: 'x' }])
    for (const name of s.required ?? []) {
      const { [name]: _, ...rest } = object
      out.push([`${at}-${name}`, rest])
    }
    for (const [name, property] of Object.entries(s.properties)) {
      for (const bad of breakers(resolve(document, property)))
        out.push([`${at}.${name}=${short(bad)}`, { ...object, [name]: bad }])
      if (object[name] !== undefined)
        for (const [what, inner] of bodyMutations(document, property, object[name], `${at}.${name}`))
          out.push([what, { ...object, [name]: inner }])
    }
  }
  if (s.type === 'array' && s.items && Array.isArray(value) && value.length > 0) {
    out.push([`${at}[]`, []], [`${at}[dup]`, [...value, ...value]])
    for (const [what, inner] of bodyMutations(document, s.items, value[0], `${at}[0]`))
      out.push([what, [inner, ...value.slice(1)]])
  }
  return out
}

const short = (value: unknown) => JSON.stringify(value)?.slice(0, 24) ?? String(value)

function parametersOf(document: FuzzDocument, op: Operation): Parameter[] {
  return (op.parameters ?? []).map((p) => (p.$ref ? (resolve(document, p as Schema) as unknown as Parameter) : p))
}

/**
 * The requests for every operation of `document`: its valid request, then each broken one. `auth` is sent unless a
 * request is about the key itself; `random` more requests combine two to four mutations, drawn with `seed`.
 */
export function fuzzRequests(
  document: FuzzDocument,
  context: FuzzContext,
  auth: Record<string, string>,
  { seed = 33, random = 200 }: { seed?: number; random?: number } = {},
): FuzzRequest[] {
  const out: FuzzRequest[] = []
  const rng = seeded(seed)
  const json = { 'content-type': 'application/json' }
  for (const [template, item] of Object.entries(document.paths)) {
    for (const method of METHODS.filter((m) => !item[m.toLowerCase()]))
      out.push({ what: `${method} not taken`, method, url: fill(template, context.pathValues), headers: auth })
    for (const [lower, op] of Object.entries(item)) {
      const method = lower.toUpperCase()
      const params = parametersOf(document, op)
      const path = fill(template, context.pathValues)
      const query = new URLSearchParams()
      for (const p of params.filter((p) => p.in === 'query'))
        if (context.queryValues[p.name]) query.set(p.name, context.queryValues[p.name] as string)
      const url = (q: URLSearchParams, p = path) => (q.size ? `${p}?${q}` : p)
      const content = op.requestBody?.content['application/json']
      const body = context.bodies?.[`${method} ${template}`] ?? content?.example
      const send = (what: string, over: Partial<FuzzRequest>) =>
        out.push({
          what: `${method} ${template} ${what}`,
          method,
          url: url(query),
          headers: { ...auth, ...(body !== undefined ? json : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
          ...over,
        })
      send('valid', {})
      // Headers: no key, a wrong key, a wrong media type, language and idempotency key at and past their limits.
      send('no key', { headers: body !== undefined ? json : {} })
      send('wrong key', { headers: { ...json, authorization: 'Bearer kyg_nope' } })
      send('basic auth', { headers: { ...json, authorization: 'Basic a3lnOmtleQ==' } })
      send('accept-language', { headers: { ...auth, ...json, 'accept-language': `${'x'.repeat(300)},*;q=0` } })
      if (body !== undefined) {
        send('text/plain', { headers: { ...auth, 'content-type': 'text/plain' } })
        send('no content-type', { headers: auth })
        send('not json', { body: '{"reservations": [' })
        for (const whole of ['[]', '"x"', '12', 'null', '{}', '{"__proto__":{"x":1}}'])
          send(`body ${whole}`, { body: whole })
        for (const [what, mutated] of bodyMutations(document, content?.schema ?? {}, body))
          send(`body ${what}`, { body: JSON.stringify(mutated) })
      } else if (method !== 'GET') send('unexpected body', { headers: { ...auth, ...json }, body: '{"x":1}' })
      for (const p of params.filter((p) => p.in === 'header' && p.name === 'Idempotency-Key'))
        for (const key of ['', 'k'.repeat(201), 'ok-key\u00e9'])
          send(`Idempotency-Key ${short(key)}`, { headers: { ...auth, ...json, [p.name]: key } })
      for (const p of params.filter((p) => p.in === 'query')) {
        for (const bad of [...breakers(p.schema), 'a'.repeat(5000)].filter((b) => typeof b !== 'object'))
          send(`query ${p.name}=${short(bad)}`, { url: url(withParam(query, p.name, String(bad))) })
        send(`query ${p.name} twice`, { url: `${url(query)}${query.size ? '&' : '?'}${p.name}=1&${p.name}=2` })
      }
      if (params.some((p) => p.in === 'query')) send('query unknown', { url: url(withParam(query, 'nope', '1')) })
      for (const p of params.filter((p) => p.in === 'path'))
        for (const bad of ['x'.repeat(65), '%2F..%2F', '%00', '%C3%A9%F0%9F%99%82', ' ', '..'])
          send(`path ${p.name}=${bad.slice(0, 12)}`, {
            url: url(query, fill(template, { ...context.pathValues, [p.name]: bad }, false)),
          })
      // Seeded combinations: a few mutations of the body at once.
      const mutations = content ? bodyMutations(document, content.schema, body) : []
      for (let i = 0; mutations.length > 0 && i < random / 6; i++) {
        let value = clone(body)
        const names: string[] = []
        for (let k = 0; k < 2 + Math.floor(rng.next() * 3); k++) {
          const inner = bodyMutations(document, content?.schema ?? {}, value)
          if (inner.length === 0) break
          const [what, next] = rng.pick(inner)
          names.push(what)
          value = next
        }
        send(`random ${names.join(' ')}`, { body: JSON.stringify(value) })
      }
    }
  }
  return out
}

function fill(template: string, values: Record<string, string>, encode = true) {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? 'x'
    return encode ? encodeURIComponent(value) : value
  })
}

function withParam(query: URLSearchParams, name: string, value: string) {
  const copy = new URLSearchParams(query)
  copy.set(name, value)
  return copy
}
