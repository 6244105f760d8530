// The FAQ page (/faq): 15 questions. Numbers come from src/lib/constants.ts as parameters.
export default {
  metaTitle: 'Frequently asked questions | KnowYourGuest',
  metaDescription:
    'Who may join KnowYourGuest, what a guest report may contain, how reports are checked, how long data is kept and what a reported person can do.',
  title: 'Frequently asked questions',
  intro: 'Everything a hotel needs to know before joining. Select a question to read the answer.',
  moreTitle: 'Another question?',
  moreText: 'Write to us at {email:string}. We answer in English, French, German or Italian.',
  items: {
    about: {
      question: 'What is KnowYourGuest?',
      answer:
        'KnowYourGuest is a members-only platform on which verified hotels, mainly in Switzerland, warn each other about problematic guests: people who left without paying, damaged property, behaved aggressively or seriously broke the house rules. Members search for a guest before arrival and publish reports about incidents they experienced.',
    },
    whoCanJoin: {
      question: 'Who may join?',
      answer:
        'Hotels only. Each hotel registers as a company with its category, “up to 3 stars” or “4 or 5 stars”, and states whether it belongs to a Swiss hotel association, which gives a reduced price. Our team checks every hotel by hand before granting access. Reported guests and the public have no access.',
    },
    howToJoin: {
      question: 'How do we join?',
      answer:
        'Registration takes three steps: the person in charge, the company, then the subscription. The account is activated once the subscription fee is paid and the signed compliance declaration has been received, and after our team has verified the hotel. You then receive an email with your access details.',
    },
    subscription: {
      question: 'How do the subscription and its renewal work?',
      answer:
        'The subscription runs for one year and renews automatically for {subscriptionMonths:number} months at a time. To end it, send written notice at least {noticeDays:number} days before the end of the current term. Fees already paid are not refunded on early termination. Your profile shows the expiry date and lets you renew by card or bank transfer.',
    },
    reportContent: {
      question: 'What may a report contain?',
      answer:
        "A report identifies the guest and describes what happened. It may contain the guest's name, date and place of birth, email address, phone number and identity document number, together with the dates of the stay and a factual description of the incident.",
    },
    evidence: {
      question: 'Why does every report need evidence?',
      answer:
        'A report without proof is only an opinion. Each report must therefore come with verifiable evidence, such as an unpaid invoice, photos of the damage or a police report. Files are stored securely and shown only to the hotel that submitted them and to our administrators.',
    },
    validation: {
      question: 'Who checks a report before other hotels see it?',
      answer:
        'An administrator reviews every report and its evidence before publication. A report is published only when it is approved; otherwise it is rejected with a note explaining why. Other hotels never see reports that are pending or rejected.',
    },
    editing: {
      question: 'Who can change or delete a report?',
      answer:
        'Only the hotel that created a report can edit or delete it. An edited report goes back to review before it is published again. No other member can change it.',
    },
    search: {
      question: 'How does the guest search work?',
      answer:
        'Enter what you know about the guest, for example name and date of birth, email, phone or document number. Results are grouped into exact matches, close matches and reports from your own hotel. Document numbers of other hotels are never displayed.',
    },
    logging: {
      question: 'Are searches and changes recorded?',
      answer:
        'Yes. All actions are logged: every search, every report viewed, created, edited or deleted, and every administrative decision. The log is protected against tampering, which allows misuse to be detected and proven.',
    },
    sharedAccount: {
      question: 'Can several employees use the same account?',
      answer:
        'No. Accounts are personal and non-transferable. Instead, the hotel’s owner (the person in charge who registered it) invites each employee from the profile: everyone gets a personal staff account to search, write reports and see the hotel’s reports, requests and arrivals. The owner manages the team, billing and the hotel’s data and answers for what the staff do with their accounts. Shared use of an account leads to exclusion for at least {exclusionYears:number} years and a flat penalty of {penalty:string}.',
    },
    retention: {
      question: 'How long are reports kept?',
      answer:
        'A report is kept for at most {retentionYears:number} years and then deleted automatically. Only while a dispute about the report is ongoing can this period be extended. The coming guests a hotel adds under Arrivals are not reports: only that hotel sees them, they are checked against the reports and deleted automatically one day after check-out; our log keeps only how many were added and scrambled codes of identifiers, never the guests themselves.',
    },
    hosting: {
      question: 'Where is the data stored?',
      answer:
        'All data is hosted in Switzerland and Swiss law applies. Data is never sold, rented or used for advertising.',
    },
    reportedPerson: {
      question: 'What can a person who has been reported do?',
      answer:
        'A reported person is informed when the report is published, by e-mail or by a letter from the hotel, with a personal reference. Reported people have no access to the platform, but they keep their rights: on the page /your-data they ask to see, correct, dispute or delete their data, with a copy of an identity document. We check the identity before saying anything and answer within 30 days; the ID copy is deleted when the request is closed, at most after 90 days. A guest who paid asks there for removal with a proof of payment: the reporting hotel has 7 days to mark the report settled or answer, then we decide. A settled report leaves the platform at once and the guest is told. A complaint can be sent to {email:string} and then to the Federal Data Protection and Information Commissioner, the Swiss data protection authority.',
    },
    languages: {
      question: 'In which languages is the platform available?',
      answer:
        'In English, French, German and Italian; English is the default. Choose your language at the top of every page. For the legal texts, only the French version is legally binding.',
    },
  },
}
