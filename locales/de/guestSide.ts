import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    settleAmount:
      'Geben Sie den bezahlten Betrag in CHF ein, zum Beispiel 250 oder 1250.50, oder lassen Sie das Feld leer.',
    settleDate: 'Geben Sie den Tag der Zahlung ein (nicht in der Zukunft), oder lassen Sie das Feld leer.',
  },
  settle: {
    action: 'Als erledigt markieren',
    label: 'Meldung über {name} als erledigt markieren',
    title: 'Hat der Gast bezahlt oder den Schaden beglichen?',
    text: 'Die Meldung über {name} verschwindet sofort aus jeder Suche, jeder Ankunftsprüfung und jedem Alarm und kann nicht wiederhergestellt werden. Enthält die Meldung die E-Mail-Adresse des Gastes, wird er über die Löschung informiert. Nur ein Eintrag ohne Personendaten bleibt für die Statistik.',
    amount: 'Bezahlter Betrag in CHF (optional)',
    paidOn: 'Bezahlt am (optional)',
    confirm: 'Als erledigt markieren',
    busy: 'Wird markiert...',
    done: 'Die Meldung wurde als erledigt markiert und gelöscht.',
    failed: 'Die Meldung konnte nicht als erledigt markiert werden. Bitte versuchen Sie es erneut.',
  },
  removed: {
    subject: 'Ihr Eintrag bei KnowYourGuest wurde gelöscht',
    heading: 'Ihr Eintrag wurde gelöscht',
    body: '{hotel} hat seine Meldung zu Ihrem Aufenthalt vom {checkIn} bis {checkOut} als erledigt markiert. Sie wurde sofort aus KnowYourGuest entfernt: Kein Hotel kann sie mehr finden.',
    kept: 'Aufbewahrt wird nur ein Eintrag ohne Ihre Personendaten, für die Statistik.',
    rights: 'Sie können uns weiterhin fragen, welche Daten wir über Sie haben: {url}.',
  },
} satisfies Translation['guestSide']

export default guestSide
