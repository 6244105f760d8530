// A pending hotel's verification documents (the copy of the representative's ID): the upload on the pending page and
// after a pending sign-in, and the API's messages.
export default {
  title: 'Copy of the representative’s ID',
  intro:
    'Before we approve your hotel, we check who represents it. Upload a photo or scan of the ID card or passport of the person in charge, front and back (PNG, JPG or PDF, at most {mb:number} MB each). Only you and the KnowYourGuest administrators can see it.',
  choose: 'ID card or passport (front and back)',
  browse: 'Choose files',
  formats: 'PNG, JPG or PDF; up to 2 files at a time.',
  chosen: 'Chosen: {names:string}',
  upload: 'Upload',
  uploading: 'Uploading… {percent:number} %',
  uploaded: 'Your ID copy was uploaded. Thank you.',
  yourDocuments: 'Uploaded documents',
  none: 'No document uploaded yet.',
  full: 'You have uploaded the most files we accept. If one is wrong, write to {contact:string}.',
  preview: 'Preview {name:string}',
  download: 'Download {name:string}',
  uid: 'Swiss company number (UID)',
  uidHint: 'For example CHE-123.456.788, as in the commercial register. It helps us verify your hotel sooner.',
  errors: {
    fileTooLarge:
      '{name:string} is too large: an ID copy can be at most {mb:number} MB. Please send a smaller photo or scan.',
    accountFull:
      'Your ID copies together can be at most {mb:number} MB. Please send smaller photos or scans, or write to us if one is wrong.',
    addressSpent: 'Too many ID copies were uploaded from your connection today. Please try again tomorrow.',
    paused: 'Uploading ID copies is paused for a while. Please try again later; your registration is kept.',
    fileType: '{name:string}: an ID copy must be a photo or a scan: PNG, JPG or PDF.',
    tooMany: '{name:string} is one file too many: you can upload at most 2 files at a time and 4 in all.',
    noFile: 'Please choose a file first.',
    pass: 'This upload page has expired. Please sign in again to upload your ID.',
    notPending: 'Your registration has already been decided; documents can no longer be uploaded here.',
    notFound: 'This document does not exist.',
  },
}
