import type { Translation } from '../i18n-types'

export default {
  errors: {
    fileNameBidi:
      'Questo nome di file contiene caratteri di direzione invisibili che possono nascondere la sua vera estensione. Rinomini il file.',
    fileHeic:
      '{name}: le foto HEIC non sono accettate perché i loro dati di posizione non possono essere rimossi. Invii la foto in JPEG (su un iPhone: Impostazioni › Fotocamera › Formati › Più compatibile).',
    imageTooManyPixels: '{name} ha più di 50 milioni di pixel. Invii una copia più piccola dell’immagine.',
    tooManyReports: 'Ha creato il numero massimo di segnalazioni consentito in un’ora. Attenda un’ora e riprovi.',
    evidenceBudget: 'Ha caricato il massimo di prove consentito in un giorno ({mb} MB). Riprovi domani.',
    name: 'Usi solo lettere; spazi, trattini e apostrofi sono ammessi.',
    date: 'Inserisca una data valida (AAAA-MM-GG).',
    birthDateFuture: 'La data di nascita non può essere nel futuro.',
    checkOutBeforeCheckIn: 'La data di partenza non può precedere la data di arrivo.',
    checkOutFuture: 'La data di partenza non può essere nel futuro.',
    category: 'Scelga una categoria dall’elenco.',
    documentType: 'Scelga passaporto, carta d’identità o licenza di condurre.',
    documentNumber: 'Usi solo lettere, cifre, spazi, trattini e barre.',
    amount: 'Inserisca un importo in CHF, per esempio 1250 o 1250.50.',
    declaration: 'Confermi che le informazioni sono corrette.',
    messageTooLong: 'Il messaggio può contenere al massimo 5000 caratteri.',
    notesRequired: 'Spieghi in una nota perché la segnalazione viene respinta.',
    lookupMin: 'Digiti almeno 3 lettere del cognome.',
    attachmentRequired: 'Alleghi almeno un file come prova.',
    tooManyFiles: 'Una segnalazione può contenere al massimo 10 file; {name} non è stato aggiunto.',
    fileType: '{name}: questo tipo di file non è accettato. Alleghi file PNG, JPG, PDF, MP4 o MOV.',
    fileTypeMismatch:
      '{name}: l’estensione del nome del file non corrisponde al contenuto (per esempio un PDF chiamato .mp4). Rinomini il file o alleghi quello giusto.',
    fileTooLargeDocument:
      '{name} è troppo grande: le immagini e i file PDF possono essere al massimo di 20 MB ciascuno.',
    fileTooLargeVideo: '{name} è troppo grande: i video possono essere al massimo di 200 MB ciascuno.',
    fileEmpty: '{name} è vuoto.',
    fileName: 'Questo nome di file non è accettato. Rinomini il file (al massimo 255 caratteri, senza barre).',
    fileUnreadable: '{name} non può essere letto. Alleghi un’altra copia.',
    uploadInterrupted: 'Il caricamento è stato interrotto. Invii di nuovo la segnalazione.',
    malformedPart:
      'Non è stato possibile leggere un nome di file o un campo del modulo. Rinomini il file senza caratteri speciali e lo invii di nuovo.',
    notMultipart: 'Invii la segnalazione come modulo con i suoi file (multipart/form-data).',
    tooManyFields: 'Il modulo contiene troppi campi.',
    notFound: 'Questa segnalazione non esiste o è stata eliminata.',
    staleVersion: 'Questa segnalazione è stata modificata nel frattempo. La ricarichi e ripeta le modifiche.',
    versionRequired: 'Manca la versione della segnalazione modificata.',
    unknownAttachment: 'Uno dei file da rimuovere non appartiene a questa segnalazione.',
    alreadyDecided:
      'Su questa segnalazione è già stata presa una decisione. Ricarichi l’elenco per vederne lo stato attuale.',
    notDecided: 'Questa segnalazione attende ancora una decisione. La approvi o la respinga prima.',
    decisionUnchanged: 'La segnalazione ha già questo stato.',
    changeNotesRequired: 'Spieghi all’hotel in una nota perché la decisione cambia.',
    tooManyLookups: 'Troppe ricerche in poco tempo. Attenda un minuto e riprovi.',
  },
  mail: {
    changed: {
      approved: {
        subject: 'La Sua segnalazione è ora approvata',
        heading: 'La Sua segnalazione è ora approvata',
        body: 'Un amministratore ha riesaminato la decisione sulla Sua segnalazione relativa al soggiorno dal {checkIn} al {checkOut} e l’ha approvata. Gli altri hotel membri possono ora trovarla.',
      },
      rejected: {
        subject: 'La Sua segnalazione non è più approvata',
        heading: 'La Sua segnalazione non è più approvata',
        body: 'Un amministratore ha riesaminato la decisione sulla Sua segnalazione relativa al soggiorno dal {checkIn} al {checkOut} e ha ritirato l’approvazione. Gli altri hotel non possono più vederla.',
      },
    },
    approved: {
      subject: 'La Sua segnalazione è stata approvata',
      heading: 'La Sua segnalazione è stata approvata',
      body: 'Un amministratore ha verificato la Sua segnalazione sul soggiorno dal {checkIn} al {checkOut} e l’ha approvata. Gli altri hotel membri possono ora trovarla.',
      notes: 'Nota dell’amministratore: {notes}',
      action: 'Apra le Sue segnalazioni',
    },
    rejected: {
      subject: 'La Sua segnalazione non è stata approvata',
      heading: 'La Sua segnalazione non è stata approvata',
      body: 'Un amministratore ha verificato la Sua segnalazione sul soggiorno dal {checkIn} al {checkOut} e non l’ha approvata. Gli altri hotel non possono vederla.',
      notes: 'Motivo indicato dall’amministratore: {notes}',
      after: 'Può modificare la segnalazione e inviarla di nuovo per l’approvazione.',
      action: 'Apra le Sue segnalazioni',
    },
  },
} satisfies Translation['reportsApi']
