import type { Translation } from '../i18n-types'

const lifecycle = {
  mail: {
    reminder: {
      subject: 'Ihr KnowYourGuest-Abonnement endet am {date}',
      heading: 'Erinnerung: Ihr Abonnement endet am {date}',
      body: 'Ihr KnowYourGuest-Abonnement läuft bis am {date}.',
      autoCard:
        'Es verlängert sich an diesem Tag automatisch um zwölf Monate: Wir belasten CHF {amount} der gespeicherten Karte. Sie müssen nichts tun.',
      autoBank:
        'Es verlängert sich automatisch um zwölf Monate: 30 Tage vor diesem Datum erhalten Sie eine Rechnung mit Bankverbindung und Zahlungsreferenz.',
      cancelled:
        'Sie haben die automatische Verlängerung gekündigt; das Abonnement endet an diesem Tag. Um weiter zu suchen und zu melden, verlängern Sie es in Ihrem Profil.',
      action: 'Profil öffnen',
    },
    invoice: {
      subject: 'Rechnung für die Verlängerung Ihres KnowYourGuest-Abonnements',
      heading: 'Rechnung: Verlängerung des Abonnements',
      body: 'Ihr Abonnement verlängert sich am {date} um zwölf Monate. Bitte überweisen Sie CHF {amount} vor diesem Datum auf das unten stehende Konto und geben Sie die Zahlungsreferenz an.',
    },
    chargeFailed: {
      subject: 'Die Zahlung für Ihre Verlängerung ist fehlgeschlagen',
      heading: 'Verlängerung: Zahlung fehlgeschlagen',
      body: 'Wir konnten CHF {amount} für die Verlängerung Ihres Abonnements nicht von Ihrer gespeicherten Karte abbuchen. Es wurde nichts belastet.',
      retry:
        'Wir versuchen es am {date} erneut. Sie können auch jetzt in Ihrem Profil verlängern, mit einer anderen Karte oder per Banküberweisung.',
      last: 'Das war unser letzter Versuch. Bitte verlängern Sie in Ihrem Profil, mit einer anderen Karte oder per Banküberweisung, um weiter zu suchen und zu melden.',
      action: 'Im Profil verlängern',
    },
    cancelled: {
      subject: 'Automatische Verlängerung gekündigt',
      heading: 'Automatische Verlängerung gekündigt',
      inTime:
        'Wir haben Ihre Kündigung erhalten. Ihr Abonnement verlängert sich nicht und endet am {date}. Für die laufende Laufzeit gibt es keine Rückerstattung.',
      late: 'Wir haben Ihre Kündigung erhalten. Sie ging weniger als 30 Tage vor Ende der laufenden Laufzeit ein; das Abonnement verlängert sich deshalb noch einmal und endet am {date}.',
    },
  },
  profile: {
    autoRenewOn: 'Automatische Verlängerung: aktiv',
    autoRenewOff: 'Automatische Verlängerung: gekündigt, das Abonnement endet am {date}',
    cancel: 'Automatische Verlängerung kündigen',
    confirmTitle: 'Automatische Verlängerung kündigen?',
    confirmInTime: 'Ihr Abonnement endet am {date} und verlängert sich nicht. Es gibt keine Rückerstattung.',
    confirmLate:
      'Die Kündigungsfrist beträgt 30 Tage vor Ende der Laufzeit. Ihr Abonnement verlängert sich noch einmal und endet am {date}.',
    confirm: 'Verlängerung kündigen',
    keep: 'Beibehalten',
    done: 'Automatische Verlängerung gekündigt. Eine Bestätigung ist per E-Mail unterwegs.',
    failed: 'Die automatische Verlängerung konnte nicht gekündigt werden. Bitte versuchen Sie es erneut.',
  },
  expired: {
    title: 'Ihr Abonnement ist abgelaufen',
    body: 'Seit dem {date} sind Suchen und Melden pausiert. Ihr Profil bleibt zugänglich. Verlängern Sie Ihr Abonnement, um weiterzumachen.',
  },
  closing: {
    section: 'Konto schliessen',
    intro:
      'Mit dem Schliessen des Kontos endet Ihre Mitgliedschaft sofort: Sie werden abgemeldet und können sich nicht mehr anmelden, suchen oder melden. Die automatische Verlängerung endet. Die restliche Laufzeit wird nicht zurückerstattet (AGB).',
    kept: 'Ihre Meldungen bleiben bis zu ihrem Ablauf. Ihr Profil wird archiviert und {years} Jahre nach dem Schliessen gelöscht.',
    open: 'Konto schliessen...',
    confirmTitle: 'Konto schliessen?',
    confirmBody:
      'Das lässt sich hier nicht rückgängig machen. Um später wieder Mitglied zu werden, müssten Sie sich neu registrieren und bezahlen.',
    password: 'Aktuelles Passwort',
    passwordRequired: 'Bitte geben Sie Ihr aktuelles Passwort ein, um das Konto zu schliessen.',
    passwordHint: 'Zur Bestätigung, dass Sie es sind.',
    confirm: 'Mein Konto schliessen',
    closing: 'Wird geschlossen...',
    keep: 'Konto behalten',
    done: 'Ihr Konto ist geschlossen. Eine Bestätigung ist per E-Mail unterwegs.',
    failed: 'Das Konto konnte nicht geschlossen werden. Bitte versuchen Sie es erneut.',
    signInClosed: 'Dieses Konto wurde geschlossen. Um wieder Mitglied zu werden, registrieren Sie sich bitte neu.',
    mail: {
      subject: 'Ihr KnowYourGuest-Konto ist geschlossen',
      heading: 'Ihr Konto ist geschlossen',
      body: 'Wie gewünscht haben wir Ihr KnowYourGuest-Konto am {date} geschlossen. Sie können sich nicht mehr anmelden, und Ihr Abonnement verlängert sich nicht.',
      noRefund:
        'Ihr Abonnement war bis am {date} bezahlt; gemäss den AGB gibt es bei vorzeitiger Kündigung keine Rückerstattung.',
      retention:
        'Ihr Profil wird archiviert und {years} Jahre nach dem Schliessen gelöscht, wie in unserer Datenschutzerklärung beschrieben. Meldungen Ihres Hotels bleiben bis zu ihrem Ablauf.',
      comeBack:
        'Falls Sie das nicht veranlasst haben oder wieder Mitglied werden möchten, schreiben Sie uns an {contact}.',
    },
  },
  errors: {
    nothingToCancel: 'Es gibt keine automatische Verlängerung, die gekündigt werden kann.',
  },
} satisfies Translation['lifecycle']

export default lifecycle
