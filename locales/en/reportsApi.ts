// Messages of the reports API (field rules of the report form, evidence files, moderation) and the decision emails.
// The server answers them in the member's language; the report forms show the same keys.
export default {
  errors: {
    fileNameBidi:
      'This file name contains invisible direction characters that can disguise its real ending. Please rename the file.',
    fileHeic:
      '{name:string}: HEIC photos are not accepted because their location data cannot be removed. Please send the photo as JPEG (on an iPhone: Settings › Camera › Formats › Most Compatible).',
    imageTooManyPixels: '{name:string} has more than 50 million pixels. Please send a smaller copy of the picture.',
    tooManyReports: 'You have created the most reports allowed in one hour. Please wait an hour and try again.',
    evidenceBudget:
      'You have uploaded the most evidence allowed in one day ({mb:number} MB). Please try again tomorrow.',
    name: 'Use letters only; spaces, hyphens and apostrophes are allowed.',
    date: 'Please enter a valid date (YYYY-MM-DD).',
    birthDateFuture: 'The birth date cannot be in the future.',
    checkOutBeforeCheckIn: 'The check-out date cannot be before the check-in date.',
    checkOutFuture: 'The check-out date cannot be in the future.',
    category: 'Please choose a category from the list.',
    documentType: 'Please choose passport, ID card or driving license.',
    documentNumber: 'Use letters, numbers, spaces, hyphens and slashes only.',
    amount: 'Please enter an amount in CHF, for example 1250 or 1250.50.',
    declaration: 'Please confirm that the information is accurate.',
    messageTooLong: 'The message may be at most 5000 characters long.',
    notesRequired: 'Please write a note explaining why the report is rejected.',
    lookupMin: 'Type at least 3 letters of the last name.',
    attachmentRequired: 'Please attach at least one file as evidence.',
    tooManyFiles: 'A report can have at most 10 files; {name:string} was not added.',
    fileType: '{name:string}: this file type is not accepted. Please attach PNG, JPG, PDF, MP4 or MOV files.',
    fileTypeMismatch:
      '{name:string}: the file name’s ending does not match its content (for example a PDF named .mp4). Please rename the file or attach the right one.',
    fileTooLargeDocument: '{name:string} is too large: images and PDF files can be at most 20 MB each.',
    fileTooLargeVideo: '{name:string} is too large: videos can be at most 200 MB each.',
    fileEmpty: '{name:string} is empty.',
    fileName: 'This file name is not accepted. Please rename the file (at most 255 characters, no slashes).',
    fileUnreadable: '{name:string} could not be read. Please attach another copy.',
    uploadInterrupted: 'The upload was interrupted. Please send the report again.',
    malformedPart:
      'A file name or form field could not be read. Please rename the file without special characters and send it again.',
    notMultipart: 'Send the report as a form with its files (multipart/form-data).',
    tooManyFields: 'The form has too many fields.',
    notFound: 'This report does not exist or has been deleted.',
    staleVersion: 'This report was changed in the meantime. Please reload it and make your changes again.',
    versionRequired: 'The version of the report you edited is missing.',
    unknownAttachment: 'One of the files to remove does not belong to this report.',
    alreadyDecided: 'This report has already been decided. Reload the list to see its current status.',
    notDecided: 'This report is still waiting for a decision. Approve or reject it first.',
    decisionUnchanged: 'The report already has this status.',
    changeNotesRequired: 'Please write a note for the hotel explaining why the decision changes.',
    tooManyLookups: 'Too many searches in a short time. Please wait a minute and try again.',
  },
  mail: {
    changed: {
      approved: {
        subject: 'Your report is now approved',
        heading: 'Your report is now approved',
        body: 'An administrator reviewed the decision on your report for the stay from {checkIn:string} to {checkOut:string} again and approved it. Other member hotels can now find it.',
      },
      rejected: {
        subject: 'Your report is no longer approved',
        heading: 'Your report is no longer approved',
        body: 'An administrator reviewed the decision on your report for the stay from {checkIn:string} to {checkOut:string} again and withdrew it. Other hotels can no longer see it.',
      },
    },
    approved: {
      subject: 'Your report was approved',
      heading: 'Your report was approved',
      body: 'An administrator checked your report for the stay from {checkIn:string} to {checkOut:string} and approved it. Other member hotels can now find it.',
      notes: 'Note from the administrator: {notes:string}',
      action: 'Open your reports',
    },
    rejected: {
      subject: 'Your report was not approved',
      heading: 'Your report was not approved',
      body: 'An administrator checked your report for the stay from {checkIn:string} to {checkOut:string} and did not approve it. Other hotels cannot see it.',
      notes: 'Reason given by the administrator: {notes:string}',
      after: 'You can edit the report and send it again for approval.',
      action: 'Open your reports',
    },
  },
}
