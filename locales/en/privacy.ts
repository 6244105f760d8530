// The privacy policy (/privacy-policy): 10 sections in the order of spec screen 13. Figures are parameters.
export default {
  metaTitle: 'Privacy policy | KnowYourGuest',
  metaDescription:
    'Which personal data KnowYourGuest processes, why, for how long and which rights you have. Data hosted in Switzerland, never sold.',
  title: 'Privacy policy',
  effective: 'Effective {date:string}',
  intro:
    'KnowYourGuest is a members-only platform on which verified hotels share information about guests who caused serious problems. This policy explains which personal data we process, why, for how long and which rights you have. It applies to member hotels and to the people they report.',
  contents: 'Contents',
  sections: {
    controller: {
      title: 'Data controller',
      p1: 'The controller for the processing described here is {operator:string}, {operatorAddress:string}, Switzerland (company number {operatorUid:string}), which runs KnowYourGuest. Each member hotel is itself responsible for the reports it publishes and for answering requests from the guests it reports.',
      p2: 'For any question about this policy or your data, write to {email:string}.',
    },
    collected: {
      title: 'Data we collect',
      p1: 'We process only the data needed to run the platform:',
      members:
        "Members (hotels and the people acting for them): name, company, business address, phone number, email address and a copy of the representative's identity document.",
      staff:
        'Staff of member hotels: first name, last name, email address and language, entered by the hotel’s owner when inviting them; every search, read and change they make is logged with their name and their hotel.',
      clients:
        'Reported clients: name, date of birth, address, email address, phone number, passport or identity card number, the reported facts and photos.',
      arrivals:
        "Coming guests a hotel adds under Arrivals: name, birth date, nationality, document number, email address, phone number, the stay's dates and the hotel's reservation number, seen only by that hotel.",
      technical: 'Technical data: IP address, login records and activity on the platform.',
    },
    purposes: {
      title: 'Purposes',
      p1: 'We use this data to:',
      verify: 'verify hotels before granting access and manage their membership and subscription;',
      prevent:
        'let members check guests before arrival and warn each other about unpaid stays, damage, aggression and serious breaches of house rules;',
      review: 'review every report before publication and handle disputes;',
      protect: 'protect the platform, detect misuse and keep a complete log of all actions;',
      comply: 'meet our legal obligations.',
      p2: 'Data is never sold, rented or used for advertising.',
    },
    legalBasis: {
      title: 'Legal basis',
      p1: 'We process personal data in accordance with the Swiss Federal Act on Data Protection (FADP). Member data is processed to perform the membership contract. Data about reported clients is processed on the basis of the overriding legitimate interest of hotels in protecting themselves against fraud, damage and violence, within the limits of proportionality and good faith.',
      p2: 'Swiss law applies to this policy and to all processing.',
    },
    sharing: {
      title: 'Access and sharing',
      p1: 'Reports are confidential. Only verified member hotels and our administrators can see them, and other hotels see a report only after an administrator has approved it. Reported clients and the public have no access to the platform.',
      p2: 'Only the hotel that created a report can edit or delete it. We pass no data to third parties, except to technical service providers bound by contract and confidentiality (such as hosting or payment) or where the law requires it.',
      p3: 'All data is hosted in Switzerland.',
    },
    security: {
      title: 'Security',
      p1: 'Access is limited to the personal accounts of verified members, and accounts may not be shared. Passwords are stored only as strong hashes, connections are encrypted, evidence files are kept outside any public folder, and every search, view and change is recorded in a log that reveals any tampering.',
    },
    rights: {
      title: 'Your rights',
      p1: 'You have the right to know whether we process data about you, to receive a copy of it, to have inaccurate data corrected, and to object to processing or request deletion, within the limits of the law.',
      informed:
        'If a hotel reports you and an administrator publishes the report, you are informed: by e-mail when the report holds your address, otherwise by a letter the hotel sends. The notice names the hotel, the stay, the reason, how long the report is kept and your personal reference.',
      page: 'On the page /your-data you can ask to see, correct, dispute or delete your data, with a copy of an identity document. Your request counts once you confirm your e-mail address; a person at KnowYourGuest checks your identity before telling you anything, and we answer by e-mail. If you paid what you owed, ask there for removal with a proof of payment: the reporting hotel has 7 days to mark the report settled or answer, then we decide. A settled report leaves the platform at once and you are told.',
      p2: 'You can also write to {email:string}. We answer every request within {requestDays:number} days.',
      p3: 'If you are not satisfied with our answer, you can complain to the Federal Data Protection and Information Commissioner (FDPIC), the Swiss data protection authority.',
    },
    retention: {
      title: 'Retention',
      p1: 'We keep data only as long as necessary:',
      reports:
        'client reports are kept for up to {reportRetentionYears:number} years; this period can be renewed while a dispute about the report is ongoing;',
      members: 'member profiles are archived {memberArchiveYears:number} years after the account is closed;',
      technical: 'technical data is kept for {technicalDataMonths:number} months;',
      arrivals:
        'the coming guests a hotel adds under Arrivals are deleted automatically one day after check-out, with their alerts; the log keeps only counts and keyed hashes (scrambled codes) of identifiers;',
      idCopies:
        'requests sent on /your-data: unconfirmed requests are deleted after 48 hours; the copy of your identity document is deleted when your request is closed, and after 90 days at the latest;',
      afterBan:
        'after a ban or a deletion, data is kept for up to {afterBanYears:number} years to prevent abuse and defend legal claims.',
      p2: 'When a period ends, the data is deleted automatically.',
      backups:
        'Encrypted backup copies, kept in Switzerland, are renewed every few minutes and deleted on a rolling basis: data deleted from the service, for example a report removed at the request of the person concerned, is gone from every backup copy within {backupCopyDays:number} days.',
    },
    breach: {
      title: 'Breach notification',
      p1: 'If a security breach is likely to put the people concerned at risk, we notify the FDPIC and the people affected within {breachHours:number} hours of becoming aware of it, and we inform member hotels of the measures taken.',
    },
    changes: {
      title: 'Changes and translations',
      p1: 'We may update this policy. The current version is always published on this page with its effective date, and members are informed of material changes by email.',
      p2: 'This policy is available in English, French, German and Italian. In case of discrepancy, the French version prevails.',
    },
  },
}
