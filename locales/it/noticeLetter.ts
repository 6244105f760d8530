import type { Translation } from '../i18n-types'

const noticeLetter = {
  errors: {
    noLetter: 'Per questa segnalazione non c’è alcuna lettera di avviso da spedire.',
  },
  reminder: {
    title: 'Lettere di avviso da spedire',
    text: '{count} {{ospite segnalato|ospiti segnalati}} dal Suo hotel {{deve|devono}} essere {{informato|informati}} per posta: la segnalazione non contiene un indirizzo e-mail. Stampi la lettera, la spedisca in una busta a finestra e la segni come spedita.',
    link: 'Aprire le Sue segnalazioni',
  },
  card: {
    title: 'Lettera di avviso all’ospite',
    due: 'L’ospite non ha un indirizzo e-mail: stampi questa lettera, la spedisca in una busta a finestra (indirizzo a destra) e la segni come spedita.',
    sent: 'Lettera segnata come spedita il {date}.',
    download: 'Scaricare la lettera (PDF)',
    markSent: 'Segnare la lettera come spedita',
    busy: 'Registrazione...',
    marked: 'La lettera è segnata come spedita.',
    failed: 'Non è stato possibile segnare la lettera come spedita. Riprovi.',
  },
  admin: {
    nav: 'Avvisi',
    title: 'Avvisi agli ospiti',
    intro:
      'Un ospite viene informato quando viene pubblicata una segnalazione che lo riguarda: per e-mail, o con una lettera che l’hotel segnalante spedisce. Un avviso trattenuto non viene inviato; ne viene mostrato il motivo. Per trattenere un avviso usi il comando notices:hold.',
    filter: 'Stato',
    all: 'Tutti',
    statuses: {
      queued: 'E-mail inviata',
      letter_due: 'Lettera da spedire',
      letter_sent: 'Lettera spedita',
      held: 'Trattenuto',
    },
    channels: { email: 'E-mail', letter: 'Lettera' },
    columns: {
      reference: 'Riferimento',
      hotel: 'Hotel segnalante',
      channel: 'Canale',
      status: 'Stato',
      reason: 'Motivo della trattenuta',
      date: 'Pubblicato',
    },
    empty: 'Nessun avviso.',
    loadFailed: 'Non è stato possibile caricare gli avvisi.',
  },
} satisfies Translation['noticeLetter']

export default noticeLetter
