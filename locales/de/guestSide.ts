import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    noticeNotFound: 'Keine Mitteilung hat diese Referenz oder Meldung.',
    noticeHeld: 'Diese Mitteilung ist bereits zurückgehalten.',
    settleAmount:
      'Geben Sie den bezahlten Betrag in CHF ein, zum Beispiel 250 oder 1250.50, oder lassen Sie das Feld leer.',
    settleDate: 'Geben Sie den Tag der Zahlung ein (nicht in der Zukunft), oder lassen Sie das Feld leer.',
  },
  settle: {
    action: 'Als erledigt markieren',
    title: 'Hat der Gast bezahlt oder den Schaden beglichen?',
    text: 'Die Meldung über {name} verschwindet sofort aus jeder Suche, jeder Ankunftsprüfung und jedem Alarm und kann nicht wiederhergestellt werden. Enthält die Meldung die E-Mail-Adresse des Gastes, wird er über die Löschung informiert. Nur ein Eintrag ohne Personendaten bleibt für die Statistik.',
    amount: 'Bezahlter Betrag in CHF (optional)',
    paidOn: 'Bezahlt am (optional)',
    confirm: 'Als erledigt markieren',
    busy: 'Wird markiert...',
    done: 'Die Meldung wurde als erledigt markiert und gelöscht.',
    failed: 'Die Meldung konnte nicht als erledigt markiert werden. Bitte versuchen Sie es erneut.',
  },
  notice: {
    subject: 'Ein Hotel hat Ihren Aufenthalt bei KnowYourGuest gemeldet',
    heading: 'Information über eine Meldung zu Ihrer Person',
    reported:
      '{hotel} hat Ihren Aufenthalt vom {checkIn} bis {checkOut} bei KnowYourGuest gemeldet, einer Warnliste für Hotels, aus diesem Grund: {category}.',
    amount: 'Betrag, den das Hotel als geschuldet angibt: {amount}.',
    shared:
      'Die Meldung ist nur für Hotels sichtbar, die wir als Mitglieder geprüft haben. Sie wird spätestens bis zum {until} aufbewahrt und früher gelöscht, wenn das Hotel sie als erledigt markiert (zum Beispiel nach Bezahlung der Rechnung).',
    rights:
      'Unter {url} können Sie die Daten einsehen, die wir über Sie haben, sie berichtigen lassen, die Meldung bestreiten oder ihre Löschung verlangen.',
    action: 'Ihre Daten einsehen, berichtigen oder bestreiten',
    footer:
      'Sie erhalten diese E-Mail, weil ein Hotel Ihren Aufenthalt bei KnowYourGuest gemeldet hat. Fragen? Schreiben Sie uns an {contact}.',
    reference: 'Ihre persönliche Referenz (auf dieser Seite anzugeben): {reference}',
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
