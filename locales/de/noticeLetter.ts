import type { Translation } from '../i18n-types'

const noticeLetter = {
  errors: {
    noLetter: 'Zu dieser Meldung ist kein Mitteilungsbrief zu versenden.',
  },
  reminder: {
    title: 'Mitteilungsbriefe zu versenden',
    text: '{count} {{Gast|Gäste}}, die Ihr Hotel gemeldet hat, {{muss|müssen}} per Post informiert werden: Die Meldung enthält keine E-Mail-Adresse. Drucken Sie den Brief, senden Sie ihn in einem Fensterkuvert und markieren Sie ihn als versandt.',
    link: 'Ihre Meldungen öffnen',
  },
  card: {
    title: 'Mitteilungsbrief an den Gast',
    due: 'Der Gast hat keine E-Mail-Adresse: Drucken Sie diesen Brief, senden Sie ihn in einem Fensterkuvert (Adresse rechts) und markieren Sie ihn als versandt.',
    sent: 'Brief am {date} als versandt markiert.',
    download: 'Brief herunterladen (PDF)',
    markSent: 'Brief als versandt markieren',
    busy: 'Wird markiert...',
    marked: 'Der Brief ist als versandt markiert.',
    failed: 'Der Brief konnte nicht als versandt markiert werden. Bitte versuchen Sie es erneut.',
  },
  admin: {
    nav: 'Mitteilungen',
    title: 'Mitteilungen an Gäste',
    intro:
      'Ein Gast wird informiert, wenn eine Meldung über ihn veröffentlicht wird: per E-Mail oder mit einem Brief, den das meldende Hotel versendet. Eine zurückgehaltene Mitteilung wird nicht versandt; ihr Grund wird angezeigt. Zurückhalten mit dem Befehl notices:hold.',
    filter: 'Status',
    all: 'Alle',
    statuses: {
      queued: 'E-Mail versandt',
      letter_due: 'Brief zu versenden',
      letter_sent: 'Brief versandt',
      held: 'Zurückgehalten',
    },
    channels: { email: 'E-Mail', letter: 'Brief' },
    columns: {
      reference: 'Referenz',
      hotel: 'Meldendes Hotel',
      channel: 'Weg',
      status: 'Status',
      reason: 'Grund des Zurückhaltens',
      date: 'Veröffentlicht',
    },
    empty: 'Keine Mitteilungen.',
    loadFailed: 'Die Mitteilungen konnten nicht geladen werden.',
  },
} satisfies Translation['noticeLetter']

export default noticeLetter
