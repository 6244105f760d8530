import type { BaseTranslation } from '../i18n-types'

// The public page /your-data (issue 34, section 2; ADR 280): a person asks to see, correct, dispute or delete what
// KnowYourGuest may hold about them. The words never say whether someone is listed.
const yourData = {
  title: 'Your data at KnowYourGuest',
  metaDescription:
    'Ask to see, correct, dispute or delete what KnowYourGuest may hold about you. We answer within 30 days.',
  intro:
    'KnowYourGuest is a warning list that verified Swiss hotels share about unpaid bills, damage and clearly unacceptable conduct. Anyone may ask what it holds about them, and have it corrected, disputed or deleted. We answer within 30 days.',
  howTitle: 'How it works',
  how1: 'Fill in the form and attach a copy of an identity document, so that we answer only you.',
  how2: 'We send you an e-mail with a link: your request counts once you open it (within 48 hours).',
  how3: 'A person at KnowYourGuest checks your identity, then answers by e-mail within 30 days. We say nothing about any listing before that check.',
  how4: 'Your ID copy is deleted when your request is closed, and after 90 days at the latest.',
  footerLink: 'Your data',
  privacyLink: 'How we handle personal data',
  formTitle: 'Your request',
  required: 'Fields marked * are required.',
  name: 'Your full name',
  nameHint: 'As on your identity document.',
  birthDate: 'Date of birth',
  email: 'E-mail address for our answer',
  emailHint: 'We send the confirmation link and our answer to this address.',
  reference: 'Reference from our notice (if you have one)',
  referenceHint: 'It looks like KYG-7QK4-M2XD and is in the e-mail or letter you received.',
  kind: 'What do you ask?',
  kinds: {
    access: 'See what is held about me',
    correction: 'Correct something that is wrong',
    objection: 'Dispute a report about me',
    deletion: 'Delete what is held about me',
  },
  paid: 'I have paid the bill (or made good the damage) and attach a proof of payment',
  paidHint: 'The hotel that reported you is asked first: it has 7 days to remove the report or answer.',
  proof: 'Proof of payment',
  proofHint: 'A receipt, a bank statement or the hotel’s confirmation: PNG, JPG or PDF, at most {mb:number} MB each.',
  details: 'Your message',
  detailsRequired: 'Your message',
  detailsHint: 'What is wrong, or why you dispute it. At most 4000 characters.',
  idDocument: 'Copy of your identity document',
  idDocumentHint:
    'A photo or scan of your ID card or passport (front and back): PNG, JPG or PDF, at most {mb:number} MB each. You may black out the photo and the document number.',
  chosen: 'Chosen: {names:string}',
  submit: 'Send my request',
  sending: 'Sending… {percent:number} %',
  sentTitle: 'Please check your e-mail',
  received:
    'Thank you. If the address you gave is right, you will receive an e-mail with a link in a few minutes. Your request counts once you open that link (within 48 hours).',
  another: 'Send another request',
  confirmTitle: 'Confirm your request',
  confirming: 'Confirming your request…',
  confirmed:
    'Your request is confirmed. We have sent you an acknowledgement by e-mail and will answer within 30 days, after checking your identity.',
  confirmFailed: 'This link is not valid (any more). Links work once, for 48 hours. You can send your request again.',
  confirmButton: 'Confirm my request',
  letterMailed: 'The letter was e-mailed to the requester.',
  console: {
    files: 'Identity document and proof of payment',
    noFiles: 'The copies were deleted (the request is closed or older than 90 days).',
    download: 'Download {name:string}',
    mailLetter: 'E-mail the {type:string} to the requester',
    purposes: { id_document: 'ID copy', proof_of_payment: 'Proof of payment' },
  },
  // A paid guest's request at the reporting hotel (issue 34, section 3; ADR 305).
  hotel: {
    title: 'The guest says the bill was paid',
    intro:
      'The guest asked for the removal of your report and sent a proof of payment. Mark the report settled if the bill is paid, or answer why it is not settled. Without either by {date:string}, KnowYourGuest takes the request over.',
    statement: 'The guest’s words',
    noStatement: 'The guest wrote nothing more.',
    proofs: 'Proof of payment',
    settle: 'Mark the report settled',
    answerTitle: 'Not settled? Answer why',
    answerHint: 'For example: the transfer has not arrived. Your answer goes to KnowYourGuest, who answers the guest.',
    mail: {
      subject: 'A guest says the bill of your report was paid',
      heading: 'A guest asks for the removal of your report',
      body: '{guest:string} says the bill of your report was paid and sent a proof of payment. Please look at it in your member area: mark the report settled, or answer why it is not settled.',
      until: 'You have until {date:string}; then KnowYourGuest takes the request over.',
      action: 'Open the request',
    },
  },
  mail: {
    confirmSubject: 'Please confirm your request to KnowYourGuest',
    confirmHeading: 'Confirm your request',
    confirmBody:
      'We received a request on the page “Your data at KnowYourGuest” with this e-mail address: {kind:string}. It counts once you confirm it with the button below.',
    confirmHours:
      'The link works once, for {hours:number} hours. Without confirmation the request and its files are deleted.',
    confirmAction: 'Confirm my request',
    notYou: 'If you did not send this request, ignore this e-mail: nothing happens and everything is deleted.',
    acknowledgementSubject: 'Your request to KnowYourGuest: acknowledgement',
    answerSubject: 'Your request to KnowYourGuest: our answer',
  },
  errors: {
    name: 'Enter your full name.',
    birthDate: 'Enter your date of birth, for example 24.03.1985.',
    reference: 'A reference looks like KYG-7QK4-M2XD. Check it, or leave the field empty.',
    kind: 'Choose what you ask.',
    details: 'Tell us what is wrong or why you dispute it.',
    paidKind: 'A proof of payment goes with a request for deletion.',
    invisible: 'This field holds invisible control characters. Please type it again.',
    paused:
      'Requests with an ID copy cannot be received just now. Please try again in a few hours, or write to us by e-mail or by post.',
    idDocument: 'Attach a copy of your identity document.',
    proof: 'Attach your proof of payment.',
    proofNotPaid: 'A proof of payment is only needed when you say you have paid.',
    tooManyFiles: '{name:string} is one file too many: at most 2 files each for the ID copy and the proof.',
    fileType: '{name:string}: a copy must be a photo or a scan: PNG, JPG or PDF.',
    fileTooLarge:
      '{name:string} is too large: a file can be at most {mb:number} MB. Please send a smaller photo or scan.',
    addressSpent: 'Too many requests were sent to this e-mail address today. Please try again tomorrow.',
    link: 'This link is not valid (any more). Links work once, for 48 hours. You can send your request again.',
    fileNotFound: 'This file does not exist (any more).',
    noAddress: 'Only a request from the your-data page has a confirmed e-mail address to send letters to.',
  },
} satisfies BaseTranslation

export default yourData
