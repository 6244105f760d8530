import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Domande frequenti | KnowYourGuest',
  metaDescription:
    'Chi può aderire a KnowYourGuest, cosa può contenere una segnalazione, come vengono verificate le segnalazioni, per quanto tempo sono conservati i dati e cosa può fare una persona segnalata.',
  title: 'Domande frequenti',
  intro: 'Tutto ciò che un hotel deve sapere prima di aderire. Scelga una domanda per leggere la risposta.',
  moreTitle: 'Un’altra domanda?',
  moreText: 'Ci scriva a {email}. Rispondiamo in italiano, francese, tedesco o inglese.',
  items: {
    about: {
      question: 'Che cos’è KnowYourGuest?',
      answer:
        'KnowYourGuest è una piattaforma riservata ai membri su cui hotel verificati, soprattutto in Svizzera, si avvisano a vicenda degli ospiti problematici: persone partite senza pagare, che hanno causato danni, si sono comportate in modo aggressivo o hanno violato gravemente il regolamento della casa. I membri cercano un ospite prima dell’arrivo e pubblicano segnalazioni sugli incidenti vissuti.',
    },
    whoCanJoin: {
      question: 'Chi può aderire?',
      answer:
        'Solo gli hotel. Ogni hotel si registra come azienda con la propria categoria («fino a 3 stelle» o «4 o 5 stelle») e indica se è membro di un’associazione alberghiera svizzera, che dà diritto a un prezzo ridotto. Il nostro team controlla manualmente ogni hotel prima di concedere l’accesso. Gli ospiti segnalati e il pubblico non hanno accesso.',
    },
    howToJoin: {
      question: 'Come si aderisce?',
      answer:
        'La registrazione avviene in tre passi: la persona responsabile, l’azienda e infine l’abbonamento. L’account viene attivato dopo il pagamento della quota, la ricezione della dichiarazione di conformità firmata e la verifica dell’hotel da parte del nostro team. Riceverà poi un’e-mail con i dati di accesso.',
    },
    subscription: {
      question: 'Come funzionano l’abbonamento e il suo rinnovo?',
      answer:
        'L’abbonamento dura un anno e si rinnova automaticamente per {subscriptionMonths} mesi alla volta. Per terminarlo, invii una disdetta scritta almeno {noticeDays} giorni prima della fine del periodo in corso. In caso di disdetta anticipata, gli importi già pagati non vengono rimborsati. Il Suo profilo mostra la data di scadenza e permette di rinnovare con carta o bonifico bancario.',
    },
    reportContent: {
      question: 'Cosa può contenere una segnalazione?',
      answer:
        'Una segnalazione identifica l’ospite e descrive cosa è successo. Può contenere nome, data e luogo di nascita, indirizzo e-mail, numero di telefono e numero del documento d’identità dell’ospite, oltre alle date del soggiorno e a una descrizione oggettiva dell’incidente.',
    },
    evidence: {
      question: 'Perché ogni segnalazione richiede delle prove?',
      answer:
        'Una segnalazione senza prove è solo un’opinione. Ogni segnalazione deve quindi essere accompagnata da prove verificabili, come una fattura non pagata, foto dei danni o un rapporto di polizia. I file sono conservati in modo sicuro e mostrati solo all’hotel che li ha inviati e ai nostri amministratori.',
    },
    validation: {
      question: 'Chi verifica una segnalazione prima che altri hotel la vedano?',
      answer:
        'Un amministratore esamina ogni segnalazione e le relative prove prima della pubblicazione. Una segnalazione viene pubblicata solo se approvata; altrimenti viene respinta con una nota che ne spiega il motivo. Gli altri hotel non vedono mai le segnalazioni in attesa o respinte.',
    },
    editing: {
      question: 'Chi può modificare o eliminare una segnalazione?',
      answer:
        'Solo l’hotel che ha creato una segnalazione può modificarla o eliminarla. Una segnalazione modificata torna in verifica prima di essere ripubblicata. Nessun altro membro può cambiarla.',
    },
    search: {
      question: 'Come funziona la ricerca degli ospiti?',
      answer:
        'Inserisca ciò che sa dell’ospite, ad esempio nome e data di nascita, e-mail, telefono o numero del documento. I risultati sono raggruppati in corrispondenze esatte, corrispondenze simili e segnalazioni del Suo hotel. I numeri dei documenti inseriti da altri hotel non vengono mai mostrati.',
    },
    logging: {
      question: 'Le ricerche e le modifiche vengono registrate?',
      answer:
        'Sì. Tutte le azioni vengono registrate: ogni ricerca, ogni segnalazione consultata, creata, modificata o eliminata e ogni decisione amministrativa. Il registro è protetto da manomissioni, il che permette di individuare e dimostrare gli abusi.',
    },
    sharedAccount: {
      question: 'Più collaboratori possono usare lo stesso account?',
      answer:
        'No. Gli account sono personali e non trasferibili. Invece, il titolare dell’hotel (la persona responsabile che l’ha registrato) invita ogni collaboratore dal profilo: ognuno riceve un account personale per cercare, scrivere segnalazioni e vedere le segnalazioni, le richieste e gli arrivi dell’hotel. Il titolare gestisce il team, la fatturazione e i dati dell’hotel e risponde di ciò che il personale fa con i propri account. L’uso condiviso di un account comporta l’esclusione per almeno {exclusionYears} anni e una penale forfettaria di {penalty}.',
    },
    retention: {
      question: 'Per quanto tempo vengono conservate le segnalazioni?',
      answer:
        'Una segnalazione viene conservata al massimo {retentionYears} anni e poi eliminata automaticamente. Solo durante una controversia relativa alla segnalazione questo termine può essere prolungato. I prossimi ospiti che un hotel inserisce negli Arrivi non sono segnalazioni: li vede solo quell’hotel, vengono confrontati con le segnalazioni ed eliminati automaticamente un giorno dopo la partenza; il nostro registro conserva solo quanti ne sono stati inseriti e codici cifrati degli identificativi, mai gli ospiti stessi.',
    },
    hosting: {
      question: 'Dove sono conservati i dati?',
      answer:
        'Tutti i dati sono ospitati in Svizzera e si applica il diritto svizzero. I dati non vengono mai venduti, noleggiati o utilizzati a fini pubblicitari.',
    },
    reportedPerson: {
      question: 'Cosa può fare una persona che è stata segnalata?',
      answer:
        'Una persona segnalata viene informata quando la segnalazione è pubblicata, per e-mail o con una lettera dell’hotel, con un riferimento personale. Le persone segnalate non hanno accesso alla piattaforma, ma conservano i loro diritti: sulla pagina /your-data chiedono di vedere, correggere, contestare o cancellare i loro dati, con una copia di un documento d’identità. Verifichiamo l’identità prima di comunicare qualsiasi cosa e rispondiamo entro 30 giorni; la copia del documento è cancellata alla chiusura della richiesta, al più tardi dopo 90 giorni. Un ospite che ha pagato chiede lì la rimozione con una prova di pagamento: l’hotel che l’ha segnalato ha 7 giorni per segnare la segnalazione come saldata o rispondere, poi decidiamo noi. Una segnalazione saldata lascia subito la piattaforma e l’ospite ne viene informato. Un reclamo può essere inviato a {email} e poi all’Incaricato federale della protezione dei dati e della trasparenza, l’autorità svizzera di protezione dei dati.',
    },
    languages: {
      question: 'In quali lingue è disponibile la piattaforma?',
      answer:
        'In inglese, francese, tedesco e italiano; l’inglese è la lingua predefinita. Scelga la lingua in alto su ogni pagina. Per i testi giuridici fa fede soltanto la versione francese.',
    },
  },
} satisfies Translation['faq']
