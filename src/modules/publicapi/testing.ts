// Test helpers for /api/v1 (issue 33): hold every answer to the served OpenAPI document, as an integrator's tools do.
// An answer's status must be one its operation documents, and its JSON body must match that status's schema (Ajv,
// JSON Schema 2020-12 as OpenAPI 3.1 says, with the formats the document uses).
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020'
import addFormats from 'ajv-formats'

type Json = Record<string, unknown>
type Response = { content?: Record<string, { schema: Json }> }
export type ApiDocument = Json & {
  paths: Record<string, Record<string, { responses: Record<string, Response> }>>
  components: Json
}

/** What an answer broke, empty when it kept to the document. */
export type AnswerCheck = (method: string, url: string, status: number, body: string) => string[]

/** The operation a request is for: its path template (`/api/v1/arrivals/{reservation_ref}`) matched segment by segment. */
function templateOf(document: ApiDocument, pathname: string): string | undefined {
  // The server takes an address with a trailing slash as the one without (`/api/v1/arrivals/` is the list).
  const parts = (pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname).split('/')
  return Object.keys(document.paths).find((template) => {
    const wanted = template.split('/')
    return wanted.length === parts.length && wanted.every((w, i) => (w.startsWith('{') ? parts[i] : w === parts[i]))
  })
}

/**
 * A checker of answers against `document`. A path or method the document does not have is the guide's 404 or 405
 * (only those two statuses); anything else must be a documented status with a body its schema takes.
 */
export function answerChecker(document: ApiDocument): AnswerCheck {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ $id: 'kyg', components: document.components })
  const compiled = new Map<string, ValidateFunction>()
  const validatorOf = (schema: Json) => {
    const key = JSON.stringify(schema)
    let validate = compiled.get(key)
    if (!validate) {
      // The document's references (#/components/…) are resolved inside the schema registered as `kyg`.
      const rebased = JSON.parse(key.replaceAll('"#/components/', '"kyg#/components/')) as Json
      validate = ajv.compile(rebased)
      compiled.set(key, validate)
    }
    return validate
  }
  return (method, url, status, body) => {
    const where = `${method} ${new URL(url, 'http://x').pathname} → ${status}`
    const template = templateOf(document, new URL(url, 'http://x').pathname)
    const operation = template ? document.paths[template]?.[method.toLowerCase()] : undefined
    if (!operation) {
      // Not an operation: the guide's 404 (no such address) or 405 (another method), in the Error shape.
      if (status !== 404 && status !== 405) return [`${where}: not an operation, yet not 404 or 405`]
      return method === 'HEAD' ? [] : checkBody(where, body, validatorOf, { $ref: '#/components/schemas/Error' })
    }
    const response = operation.responses[String(status)]
    if (!response) return [`${where}: status not documented`]
    const schema = response.content?.['application/json']?.schema
    return schema && method !== 'HEAD' ? checkBody(where, body, validatorOf, schema) : []
  }
}

function checkBody(
  where: string,
  body: string,
  validatorOf: (schema: Json) => ValidateFunction,
  schema: Json,
): string[] {
  let value: unknown
  try {
    value = JSON.parse(body)
  } catch {
    return [`${where}: the body is not JSON: ${body.slice(0, 80)}`]
  }
  const validate = validatorOf(schema)
  if (validate(value)) return []
  return [`${where}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${body.slice(0, 200)}`]
}
