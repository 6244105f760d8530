// The legal notice (/legal-notice, Impressum): who runs the service. Names and numbers are configuration (OPERATOR_*).
export default {
  metaTitle: 'Legal notice | KnowYourGuest',
  metaDescription: 'Who runs KnowYourGuest: company name, address, company number and contact.',
  title: 'Legal notice',
  subtitle: 'Information under article 3 paragraph 1 letter s of the Swiss Federal Act against Unfair Competition.',
  intro: 'KnowYourGuest is a members-only platform for verified hotels, run from Switzerland by the company below.',
  contents: 'Contents',
  sections: {
    operator: {
      title: 'Operator',
      name: '{operator:string}',
      address: '{operatorAddress:string}, Switzerland',
      uid: 'Company number (UID): {operatorUid:string}',
      contact: 'E-mail: {email:string}',
    },
    responsible: {
      title: 'Responsible for the content',
      p1: 'The management of {operator:string}. Each member hotel is itself responsible for the reports it publishes.',
    },
    hosting: {
      title: 'Hosting',
      p1: 'The platform and all its data are hosted in Switzerland.',
    },
    liability: {
      title: 'Liability',
      p1: 'We take great care over the content of this website but cannot guarantee that it is accurate, complete or up to date. Links to other websites are outside our responsibility.',
    },
    copyright: {
      title: 'Copyright',
      p1: 'The texts, images and software of this website belong to {operator:string}. Copying them requires our prior written consent.',
    },
  },
}
