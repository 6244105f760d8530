import * as v from 'valibot'

/** A message as the outbox stores it: rendered already, in the recipient's language. */
export const outgoingMessage = v.object({
  to: v.pipe(v.string(), v.email()),
  subject: v.pipe(v.string(), v.minLength(1)),
  html: v.string(),
  text: v.string(),
  /** What the message is (password-reset, access-granted, …); shown to operators instead of the content. */
  kind: v.pipe(v.string(), v.minLength(1)),
})
export type OutgoingMessage = v.InferOutput<typeof outgoingMessage>
