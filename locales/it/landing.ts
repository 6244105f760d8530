import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'KnowYourGuest: conoscere i propri ospiti, evitare il rischio',
  metaDescription:
    'La piattaforma riservata ai membri su cui hotel svizzeri verificati controllano gli ospiti e condividono segnalazioni documentate.',
  ogImageAlt:
    'KnowYourGuest: conoscere i propri ospiti, evitare il rischio. Una piattaforma per hotel verificati in Svizzera.',
  heroEyebrow: 'Per hotel verificati in Svizzera',
  heroTitle: 'Conoscere i propri ospiti, evitare il rischio.',
  heroText:
    'Hotel verificati condividono segnalazioni documentate su ospiti partiti senza pagare, che hanno causato danni o violato il regolamento della casa, affinché la prossima reception lo sappia prima del check-in.',
  joinNow: 'Aderire ora',
  learnMore: 'Scoprire di più',
  trust: {
    label: 'Perché gli hotel si fidano di KnowYourGuest',
    hosted: 'Ospitato in Svizzera',
    verified: 'Solo hotel verificati',
    reviewed: 'Ogni segnalazione verificata',
  },
  features: {
    title: 'Come funziona KnowYourGuest',
    intro:
      'Un registro comune e confidenziale degli incidenti gravi, tenuto da albergatori per albergatori. Tre elementi fanno la differenza.',
    check: {
      title: 'Controllo dell’ospite',
      text: 'Prima dell’arrivo, cerchi un ospite per nome, data di nascita, e-mail, telefono o numero del documento e veda subito se un altro hotel membro lo ha segnalato.',
    },
    report: {
      title: 'Segnalare una volta, aiutare molti',
      text: 'Documenti una sola volta, con le prove, un conto non pagato, un danno o un comportamento aggressivo. Dopo la verifica del nostro team, tutti gli hotel membri sono avvisati.',
    },
    best: {
      title: 'Solo i migliori fanno il check-in',
      text: 'Accolga i Suoi ospiti con fiducia e protegga il Suo personale, le Sue camere e il Suo fatturato dai pochi che abusano dell’ospitalità.',
    },
    faqLink: 'Leggere le risposte alle 15 domande più frequenti',
  },
  testimonials: {
    title: 'Cosa dicono gli albergatori',
    note: 'Testimonianze di esempio che illustrano situazioni tipiche.',
    carousel: 'carosello',
    slide: 'diapositiva',
    previous: 'Testimonianza precedente',
    next: 'Testimonianza successiva',
    position: '{current} di {total}',
    announce: 'Testimonianza {current} di {total}: {hotel}, {city}',
    items: {
      first: {
        quote:
          'Un ospite che aveva lasciato due hotel della valle senza pagare ha cercato di prenotare da noi. È bastata una ricerca alla reception.',
        hotel: 'Hotel a conduzione familiare',
        city: 'Zermatt',
      },
      second: {
        quote:
          'Segnalare il danno ha richiesto dieci minuti, prove comprese. Sapere che i colleghi sono avvisati ne vale la pena.',
        hotel: 'Boutique hotel in città',
        city: 'Lucerna',
      },
      third: {
        quote:
          'Il nostro personale notturno controlla gli arrivi tardivi in pochi secondi. Il team si sente più sicuro e i nostri clienti abituali non si accorgono di nulla.',
        hotel: 'Hotel cinque stelle sul lago',
        city: 'Lugano',
      },
    },
  },
  confidentiality: {
    title: 'Riservatezza per principio',
    lead: 'Le segnalazioni sono confidenziali e condivise solo con partner verificati.',
    text: 'Ogni hotel viene controllato manualmente prima di ottenere l’accesso, ogni segnalazione viene verificata prima della pubblicazione, ogni azione viene registrata e tutti i dati restano in Svizzera. Le persone segnalate non hanno mai accesso alla piattaforma.',
    privacyLink: 'Come proteggiamo i dati personali',
  },
  cta: {
    title: 'Pronto a proteggere il Suo hotel?',
    text: 'Si unisca agli hotel che controllano prima di accogliere. Ogni adesione viene esaminata personalmente e inizia con un abbonamento di un anno.',
    faq: 'Leggere le FAQ',
  },
} satisfies Translation['landing']
