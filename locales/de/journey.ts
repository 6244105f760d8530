import type { Translation } from '../i18n-types'

export default {
  errorSummary: 'Bitte korrigieren Sie Folgendes ({count}):',
  strength: {
    label: 'Passwortstärke',
    veryWeak: 'sehr schwach',
    weak: 'schwach',
    fair: 'mittel',
    good: 'gut',
    strong: 'stark',
    tooEasy: 'zu leicht zu erraten',
  },
  register: {
    progress: 'Fortschritt der Registrierung',
    done: 'erledigt',
    consents: 'AGB und Einwilligung zum Datenschutz',
  },
  bank: {
    copy: 'Kopieren',
    copyIban: 'IBAN kopieren',
    copyReference: 'Referenz kopieren',
    copied: 'Kopiert',
    qrTitle: 'Mit der QR-Rechnung bezahlen',
    qrText:
      'Scannen Sie den QR-Code mit Ihrer Banking-App: Betrag, Konto und Referenz werden übernommen. Die QR-Rechnung haben wir Ihnen auch als PDF per E-Mail geschickt.',
    qrAlt: 'Schweizer QR-Rechnung über CHF {amount} mit Referenz {reference}',
    qrAltPayer: 'Schweizer QR-Rechnung über CHF {amount} mit Referenz {reference}, zahlbar durch {payer}',
    qrScrollHint:
      'Die QR-Rechnung wird in Originalgrösse gezeigt, damit Banking-Apps sie lesen können: Wischen Sie seitwärts, um sie ganz zu sehen (der Empfangsschein ist links).',
    goToSignIn: 'Zur Anmeldung',
  },
  next: {
    title: 'So geht es weiter',
    paidCard: 'Sie haben mit Karte bezahlt.',
    awaitBank: 'Wir warten auf Ihre Überweisung. Sie trifft meist innerhalb von ein bis drei Werktagen ein.',
    check: 'Danach prüft eine Administratorin oder ein Administrator Ihr Hotel.',
    access: 'Sobald Ihr Zugang freigeschaltet ist, erhalten Sie eine E-Mail und können sich anmelden.',
  },
  noRegistration: {
    title: 'Hier gibt es nichts anzuzeigen',
    text: 'Diese Seite zeigt den Stand einer Registrierung direkt nach der Zahlung. Um Mitglied zu werden, registrieren Sie Ihr Hotel; sind Sie schon Mitglied, melden Sie sich an.',
    register: 'Hotel registrieren',
    signIn: 'Anmelden',
  },
  idle: {
    title: 'Sie werden abgemeldet',
    text: 'Zu Ihrer Sicherheit werden Sie in {seconds} Sekunden abgemeldet, weil auf dieser Seite nichts geschehen ist.',
    stay: 'Angemeldet bleiben',
    lockTitle: 'Sie wurden abgemeldet',
    lockText:
      'Zu Ihrer Sicherheit wurden Sie abgemeldet, weil auf dieser Seite nichts geschah. Melden Sie sich wieder an, um dort weiterzumachen, wo Sie aufgehört haben: Was Sie eingegeben haben, ist noch da. Meldet sich eine andere Person an, wird die Seite geleert.',
    lockLeave: 'Diese Seite verlassen und zur Anmeldung gehen',
  },
  account: {
    menu: 'Kontomenü von {company}',
    profile: 'Profil',
    signOut: 'Abmelden',
  },
  language: {
    menu: 'Sprache: {language}',
  },
  pricing: {
    title: 'Jahresmitgliedschaft',
    intro: 'Ein Preis pro Jahr, mit Rabatt für Mitglieder eines Hotelverbands.',
    tier3: 'Bis 3 Sterne',
    tier5: '4 oder 5 Sterne',
    standard: 'Standard',
    association: 'Verbandsmitglied',
    perYear: '{price} / Jahr',
    note: 'Preise in Schweizer Franken. Bezahlung per Karte oder per Überweisung mit QR-Rechnung.',
  },
  toast: {
    close: 'Meldung schliessen',
  },
} satisfies Translation['journey']
