// The mail module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export type { MailAttachment, OutgoingMessage } from './model'
export { countQueuedSince, enqueue, listOutbox, SECRET_TOKEN } from './service'
export { accessGrantedMail, applicationRejectedMail, passwordResetMail, renderLayout } from './templates'
