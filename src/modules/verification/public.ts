// The verification module's front door (ADR 170): what other modules may use. Only the server and the CLI reach further.
export { adminDocumentResponse, boundedRequest } from './index'
export { type DocumentView, documentView, inlineQuery } from './model'
export { documentsOf, issueDocumentPass, unusableDocumentPass } from './service'
