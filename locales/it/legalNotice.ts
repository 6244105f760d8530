import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Note legali | KnowYourGuest',
  metaDescription: 'Chi gestisce KnowYourGuest: ragione sociale, indirizzo, numero IDI e contatto.',
  title: 'Note legali',
  subtitle:
    'Informazioni secondo l’articolo 3 capoverso 1 lettera s della legge federale contro la concorrenza sleale (LCSl).',
  intro:
    'KnowYourGuest è una piattaforma riservata agli hotel verificati, gestita dalla Svizzera dalla società indicata qui sotto.',
  contents: 'Indice',
  sections: {
    operator: {
      title: 'Gestore',
      name: '{operator}',
      address: '{operatorAddress}, Svizzera',
      uid: 'Numero d’identificazione delle imprese (IDI): {operatorUid}',
      contact: 'E-mail: {email}',
    },
    responsible: {
      title: 'Responsabile dei contenuti',
      p1: 'La direzione di {operator}. Ogni hotel membro è a sua volta responsabile delle segnalazioni che pubblica.',
    },
    hosting: {
      title: 'Hosting',
      p1: 'La piattaforma e tutti i suoi dati sono ospitati in Svizzera.',
    },
    liability: {
      title: 'Responsabilità',
      p1: 'Curiamo con attenzione i contenuti di questo sito, ma non possiamo garantire che siano esatti, completi e aggiornati. I link ad altri siti non rientrano nella nostra responsabilità.',
    },
    copyright: {
      title: 'Diritto d’autore',
      p1: 'Testi, immagini e software di questo sito appartengono a {operator}. Ogni riproduzione richiede il nostro previo consenso scritto.',
    },
  },
} satisfies Translation['legalNotice']
