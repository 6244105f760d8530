import * as v from 'valibot'
import type { FieldErrors, Resolver } from './use-form'

/**
 * A valibot schema as the rules of a form (`useForm`): the first refusal of each field, by its top-level name (a
 * check forwarded to a field counts as that field's). Each field's pipe stops at its first refusal, so "required"
 * is said before "too short".
 */
export function schemaResolver<S extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: S,
): Resolver<v.InferInput<S>, v.InferOutput<S>> {
  return async (values) => {
    const result = await v.safeParseAsync(schema, values, { abortPipeEarly: true })
    if (result.success) return { values: result.output }
    const errors: FieldErrors<v.InferInput<S>> = {}
    for (const issue of result.issues) {
      const name = issue.path?.[0]?.key as keyof v.InferInput<S> | undefined
      if (name !== undefined && !errors[name]) errors[name] = { message: issue.message }
    }
    return { errors }
  }
}
