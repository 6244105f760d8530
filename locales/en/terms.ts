// The general terms and conditions (/general-terms-conditions). Figures are parameters; only French is binding.
export default {
  metaTitle: 'General terms and conditions | KnowYourGuest',
  metaDescription:
    'The terms of membership of KnowYourGuest: personal accounts, activation, one-year subscription, termination, reports and applicable law.',
  title: 'General terms and conditions',
  binding:
    'Only the French version of these terms is legally binding. This English version is provided for convenience.',
  intro:
    'These general terms and conditions govern the use of KnowYourGuest, the members-only platform on which verified hotels check guests and share reports. A hotel accepts them when it registers.',
  contents: 'Contents',
  sections: {
    scope: {
      title: 'Scope of the service',
      p1: 'KnowYourGuest lets member hotels search for guests and publish reports about clients who left without paying, caused damage, behaved aggressively or broke house rules. The service is reserved for hotel professionals; reported clients and the public have no access.',
    },
    membership: {
      title: 'Membership and activation',
      p1: 'Membership is open to hotels, which are verified manually before access is granted. A hotel states its star rating and whether it belongs to a Swiss hotel association.',
      p2: 'An account is activated only once the subscription fee has been paid and the compliance declaration has been signed.',
    },
    accounts: {
      title: 'Personal accounts',
      p1: 'Each account is personal and non-transferable. Sign-in details may not be shared, lent or passed on, within the hotel or outside it.',
      p2: 'Shared use of an account leads to exclusion from the platform for at least {exclusionYears:number} years and a flat penalty of {penalty:string}.',
      p3: 'The owner of a hotel account, the person in charge who registered the hotel, may invite staff members, each with a personal staff account. Staff may search, write and edit the hotel’s reports and see its reports, requests and arrivals; only the owner manages the staff, billing and renewal, API keys, the hotel’s data and the closing of the account. The hotel and its owner answer for the use of every staff account as for their own, and remove at once anyone who leaves the hotel.',
    },
    reports: {
      title: 'Reports and evidence',
      p1: 'When publishing a report, the member undertakes that:',
      facts: 'the report is truthful, factual and limited to what happened during the stay;',
      evidence: 'the report is supported by verifiable evidence, such as an unpaid invoice, photos or a police report;',
      p2: 'An administrator reviews every report before publication. Only the hotel that created a report may edit or delete it, and an edited report is reviewed again. Reports are kept for at most {retentionYears:number} years.',
    },
    duties: {
      title: 'Duties of members',
      p1: 'Members use the information only to assess their own risk, keep it confidential, do not copy it outside the platform and answer promptly any request from a guest they have reported. All actions on the platform are logged.',
    },
    subscription: {
      title: 'Subscription and renewal',
      p1: 'The subscription runs for one year from activation and renews automatically for {subscriptionMonths:number} months at a time, at the price in force for the hotel category, in Swiss francs.',
    },
    termination: {
      title: 'Termination',
      p1: 'The subscription can be terminated by written notice received at least {noticeDays:number} days before the end of the current term.',
      p2: 'Fees already paid are not refunded if the subscription ends early, including after an exclusion.',
    },
    dataProtection: {
      title: 'Data protection',
      p1: 'Personal data is processed as described in the privacy policy. All data is hosted in Switzerland and is never sold.',
    },
    changes: {
      title: 'Changes to these terms',
      p1: 'We may change these terms. Changes are published on this page and take effect {changeDays:number} days after publication; members are informed by email.',
    },
    law: {
      title: 'Applicable law and binding version',
      p1: 'These terms are governed by Swiss law.',
      p2: 'They are published in French, English, German and Italian. Only the French version is legally binding; the other versions are translations for convenience.',
    },
  },
}
