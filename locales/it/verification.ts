import type { Translation } from '../i18n-types'

export default {
  title: 'Copia del documento d’identità del rappresentante',
  intro:
    'Prima di approvare il vostro albergo verifichiamo chi lo rappresenta. Caricate una foto o una scansione della carta d’identità o del passaporto della persona responsabile, fronte e retro (PNG, JPG o PDF, al massimo {mb} MB ciascuno). Solo voi e gli amministratori di KnowYourGuest potete vederla.',
  choose: 'Carta d’identità o passaporto (fronte e retro)',
  browse: 'Scegli i file',
  formats: 'PNG, JPG o PDF; fino a 2 file alla volta.',
  chosen: 'Scelti: {names}',
  upload: 'Carica',
  uploading: 'Caricamento in corso… {percent} %',
  uploaded: 'La copia del vostro documento d’identità è stata caricata. Grazie.',
  yourDocuments: 'Documenti caricati',
  none: 'Nessun documento caricato finora.',
  full: 'Avete caricato il numero massimo di file. Se uno è sbagliato, scrivete a {contact}.',
  preview: 'Anteprima di {name}',
  download: 'Scarica {name}',
  uid: 'Numero d’identificazione delle imprese (IDI)',
  uidHint:
    'Ad esempio CHE-123.456.788, come nel registro di commercio. Ci aiuta a verificare più rapidamente il vostro albergo.',
  errors: {
    fileTooLarge:
      '{name} è troppo grande: la copia di un documento d’identità può pesare al massimo {mb} MB. Inviate una foto o una scansione più leggera.',
    accountFull:
      'Le vostre copie del documento d’identità possono pesare al massimo {mb} MB in tutto. Inviate foto o scansioni più leggere, oppure scriveteci se una è sbagliata.',
    addressSpent:
      'Oggi sono state caricate troppe copie di documenti d’identità dalla vostra connessione. Riprovate domani.',
    paused:
      'Il caricamento delle copie dei documenti d’identità è sospeso per un momento. Riprovate più tardi; la vostra registrazione è conservata.',
    fileType: '{name}: la copia di un documento d’identità deve essere una foto o una scansione: PNG, JPG o PDF.',
    tooMany: '{name} è un file di troppo: potete caricare al massimo 2 file alla volta e 4 in tutto.',
    noFile: 'Scegliete prima un file.',
    pass: 'Questa pagina di caricamento è scaduta. Accedete di nuovo per caricare il vostro documento d’identità.',
    notPending:
      'Sulla vostra registrazione è già stata presa una decisione; qui non è più possibile caricare documenti.',
    notFound: 'Questo documento non esiste.',
  },
} satisfies Translation['verification']
