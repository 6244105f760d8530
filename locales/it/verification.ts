import type { Translation } from '../i18n-types'

export default {
  title: 'Copia del documento d’identità del rappresentante',
  intro:
    'Prima di approvare il Suo albergo verifichiamo chi lo rappresenta. Carichi una foto o una scansione della carta d’identità o del passaporto della persona responsabile, fronte e retro (PNG, JPG o PDF, al massimo {mb} MB ciascuno). Solo Lei e gli amministratori di KnowYourGuest possono vederla.',
  choose: 'Carta d’identità o passaporto (fronte e retro)',
  browse: 'Scegliere i file',
  formats: 'PNG, JPG o PDF; fino a 2 file alla volta.',
  chosen: 'Scelti: {names}',
  upload: 'Caricare',
  uploading: 'Caricamento in corso… {percent} %',
  uploaded: 'La copia del Suo documento d’identità è stata caricata. Grazie.',
  yourDocuments: 'Documenti caricati',
  none: 'Nessun documento caricato finora.',
  full: 'Ha caricato il numero massimo di file. Se uno è sbagliato, scriva a {contact}.',
  preview: 'Anteprima di {name}',
  download: 'Scaricare {name}',
  uid: 'Numero d’identificazione delle imprese (IDI)',
  uidHint:
    'Ad esempio CHE-123.456.788, come nel registro di commercio. Ci aiuta a verificare più rapidamente il Suo albergo.',
  errors: {
    fileTooLarge:
      '{name} è troppo grande: la copia di un documento d’identità può pesare al massimo {mb} MB. Invii una foto o una scansione più leggera.',
    accountFull:
      'Le Sue copie del documento d’identità possono pesare al massimo {mb} MB in tutto. Invii foto o scansioni più leggere, oppure ci scriva se una è sbagliata.',
    addressSpent:
      'Oggi sono state caricate troppe copie di documenti d’identità dalla Sua connessione. Riprovi domani.',
    paused:
      'Il caricamento delle copie dei documenti d’identità è sospeso per un momento. Riprovi più tardi; la Sua registrazione è conservata.',
    fileType: '{name}: la copia di un documento d’identità deve essere una foto o una scansione: PNG, JPG o PDF.',
    tooMany: '{name} è un file di troppo: può caricare al massimo 2 file alla volta e 4 in tutto.',
    noFile: 'Scelga prima un file.',
    pass: 'Questa pagina di caricamento è scaduta. Acceda di nuovo per caricare il Suo documento d’identità.',
    notPending: 'Sulla Sua registrazione è già stata presa una decisione; qui non è più possibile caricare documenti.',
    notFound: 'Questo documento non esiste.',
  },
} satisfies Translation['verification']
