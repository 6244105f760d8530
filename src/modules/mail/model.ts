import * as v from 'valibot'

/** A message as the outbox stores it: rendered already, in the recipient's language. */
const outgoingMessage = v.object({
  to: v.pipe(v.string(), v.email()),
  subject: v.pipe(v.string(), v.minLength(1)),
  html: v.string(),
  text: v.string(),
  /** What the message is (password-reset, access-granted, …); shown to operators instead of the content. */
  kind: v.pipe(v.string(), v.minLength(1)),
  /** Files sent with the message (the QR-bill PDF of a bank transfer), base64 in the outbox. */
  attachments: v.optional(
    v.array(
      v.object({
        filename: v.pipe(v.string(), v.minLength(1)),
        contentType: v.pipe(v.string(), v.minLength(1)),
        contentBase64: v.string(),
      }),
    ),
  ),
})
export type MailAttachment = NonNullable<OutgoingMessage['attachments']>[number]
export type OutgoingMessage = v.InferOutput<typeof outgoingMessage>
