import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Condizioni generali | KnowYourGuest',
  metaDescription:
    'Le condizioni di adesione a KnowYourGuest: account personali, attivazione, abbonamento annuale, disdetta, segnalazioni e diritto applicabile.',
  title: 'Condizioni generali',
  binding:
    'Solo la versione francese delle presenti condizioni è giuridicamente vincolante. Questa versione italiana è fornita a titolo informativo.',
  intro:
    'Le presenti condizioni generali disciplinano l’uso di KnowYourGuest, la piattaforma riservata ai membri su cui hotel verificati controllano gli ospiti e condividono segnalazioni. Un hotel le accetta al momento della registrazione.',
  contents: 'Indice',
  sections: {
    scope: {
      title: 'Oggetto del servizio',
      p1: 'KnowYourGuest permette agli hotel membri di cercare ospiti e di pubblicare segnalazioni su ospiti partiti senza pagare, che hanno causato danni, si sono comportati in modo aggressivo o hanno violato il regolamento della casa. Il servizio è riservato ai professionisti del settore alberghiero; gli ospiti segnalati e il pubblico non vi hanno accesso.',
    },
    membership: {
      title: 'Adesione e attivazione',
      p1: 'L’adesione è aperta agli hotel, che vengono verificati manualmente prima di ottenere l’accesso. Un hotel indica la propria categoria (numero di stelle) e se è membro di un’associazione alberghiera svizzera.',
      p2: 'Un account viene attivato solo dopo il pagamento della quota di abbonamento e la firma della dichiarazione di conformità.',
    },
    accounts: {
      title: 'Account personali',
      p1: 'Ogni account è personale e non trasferibile. I dati di accesso non possono essere condivisi, prestati o ceduti, né all’interno dell’hotel né all’esterno.',
      p2: 'L’uso condiviso di un account comporta l’esclusione dalla piattaforma per almeno {exclusionYears} anni e una penale forfettaria di {penalty}.',
      p3: 'Il titolare di un account d’hotel, la persona responsabile che ha registrato l’hotel, può invitare membri del personale, ciascuno con un account personale. Il personale può cercare, scrivere e modificare le segnalazioni dell’hotel e vedere le sue segnalazioni, richieste e arrivi; solo il titolare gestisce il personale, la fatturazione e il rinnovo, le chiavi API, i dati dell’hotel e la chiusura dell’account. L’hotel e il suo titolare rispondono dell’uso di ogni account del personale come del proprio e rimuovono subito chi lascia l’hotel.',
    },
    reports: {
      title: 'Segnalazioni e prove',
      p1: 'Pubblicando una segnalazione, il membro garantisce che:',
      facts: 'la segnalazione è veritiera, oggettiva e limitata a quanto accaduto durante il soggiorno;',
      evidence:
        'la segnalazione è supportata da prove verificabili, come una fattura non pagata, foto o un rapporto di polizia;',
      p2: 'Un amministratore verifica ogni segnalazione prima della pubblicazione. Solo l’hotel che ha creato una segnalazione può modificarla o eliminarla, e una segnalazione modificata viene verificata di nuovo. Le segnalazioni sono conservate al massimo {retentionYears} anni.',
    },
    duties: {
      title: 'Obblighi dei membri',
      p1: 'I membri utilizzano le informazioni solo per valutare il proprio rischio, le trattano in modo confidenziale, non le copiano fuori dalla piattaforma e rispondono tempestivamente a ogni richiesta di un ospite che hanno segnalato. Tutte le azioni sulla piattaforma vengono registrate.',
    },
    subscription: {
      title: 'Abbonamento e rinnovo',
      p1: 'L’abbonamento dura un anno dall’attivazione e si rinnova automaticamente per {subscriptionMonths} mesi alla volta, al prezzo in vigore per la categoria dell’hotel, in franchi svizzeri.',
    },
    termination: {
      title: 'Disdetta',
      p1: 'L’abbonamento può essere disdetto per iscritto; la disdetta deve pervenire almeno {noticeDays} giorni prima della fine del periodo in corso.',
      p2: 'In caso di cessazione anticipata dell’abbonamento, anche a seguito di un’esclusione, gli importi già pagati non vengono rimborsati.',
    },
    dataProtection: {
      title: 'Protezione dei dati',
      p1: 'I dati personali sono trattati secondo l’informativa sulla privacy. Tutti i dati sono ospitati in Svizzera e non vengono mai venduti.',
    },
    changes: {
      title: 'Modifiche delle condizioni',
      p1: 'Possiamo modificare le presenti condizioni. Le modifiche sono pubblicate su questa pagina ed entrano in vigore {changeDays} giorni dopo la pubblicazione; i membri ne sono informati via e-mail.',
    },
    law: {
      title: 'Diritto applicabile e versione vincolante',
      p1: 'Le presenti condizioni sono disciplinate dal diritto svizzero.',
      p2: 'Sono pubblicate in francese, inglese, tedesco e italiano. Solo la versione francese è giuridicamente vincolante; le altre versioni sono traduzioni a titolo informativo.',
    },
  },
} satisfies Translation['terms']
