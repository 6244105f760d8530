import type { Translation } from '../i18n-types'

export default {
  metaTitle: 'Informativa sulla privacy | KnowYourGuest',
  metaDescription:
    'Quali dati personali tratta KnowYourGuest, perché, per quanto tempo e quali diritti ha. Dati ospitati in Svizzera, mai venduti.',
  title: 'Informativa sulla privacy',
  effective: 'In vigore dal {date}',
  intro:
    'KnowYourGuest è una piattaforma riservata ai membri su cui hotel verificati condividono informazioni su ospiti che hanno causato gravi problemi. La presente informativa spiega quali dati personali trattiamo, perché, per quanto tempo e quali diritti ha. Si applica agli hotel membri e alle persone che essi segnalano.',
  contents: 'Indice',
  sections: {
    controller: {
      title: 'Titolare del trattamento',
      p1: 'Il titolare dei trattamenti qui descritti è {operator}, {operatorAddress}, Svizzera (IDI {operatorUid}), che gestisce KnowYourGuest. Ogni hotel membro è a sua volta responsabile delle segnalazioni che pubblica e della risposta alle richieste degli ospiti che segnala.',
      p2: 'Per qualsiasi domanda sulla presente informativa o sui Suoi dati, ci scriva a {email}.',
    },
    collected: {
      title: 'Dati raccolti',
      p1: 'Trattiamo solo i dati necessari al funzionamento della piattaforma:',
      members:
        'Membri (hotel e persone che agiscono per loro conto): nome, azienda, indirizzo commerciale, numero di telefono, indirizzo e-mail e copia del documento d’identità del rappresentante.',
      staff:
        'Personale degli hotel membri: nome, cognome, indirizzo e-mail e lingua, inseriti dal titolare dell’hotel al momento dell’invito; ogni ricerca, lettura e modifica è registrata con il loro nome e il loro hotel.',
      clients:
        'Ospiti segnalati: nome, data di nascita, indirizzo, indirizzo e-mail, numero di telefono, numero del passaporto o della carta d’identità, fatti segnalati e foto.',
      arrivals:
        'Prossimi ospiti che un hotel inserisce negli Arrivi: nome, data di nascita, nazionalità, numero del documento, indirizzo e-mail, telefono, date del soggiorno e numero di prenotazione dell’hotel; li vede solo quell’hotel.',
      technical: 'Dati tecnici: indirizzo IP, registri di accesso e attività sulla piattaforma.',
    },
    purposes: {
      title: 'Finalità',
      p1: 'Utilizziamo questi dati per:',
      verify: 'verificare gli hotel prima di concedere l’accesso e gestire la loro adesione e il loro abbonamento;',
      prevent:
        'permettere ai membri di controllare gli ospiti prima dell’arrivo e di avvisarsi a vicenda di soggiorni non pagati, danni, aggressioni e gravi violazioni del regolamento della casa;',
      review: 'verificare ogni segnalazione prima della pubblicazione e gestire le controversie;',
      protect: 'proteggere la piattaforma, individuare gli abusi e tenere un registro completo di tutte le azioni;',
      comply: 'adempiere ai nostri obblighi di legge.',
      p2: 'I dati non vengono mai venduti, noleggiati o utilizzati a fini pubblicitari.',
    },
    legalBasis: {
      title: 'Base giuridica',
      p1: 'Trattiamo i dati personali in conformità con la legge federale sulla protezione dei dati (LPD). I dati dei membri sono trattati per eseguire il contratto di adesione. I dati relativi agli ospiti segnalati sono trattati sulla base dell’interesse legittimo preponderante degli hotel a proteggersi da frodi, danni e violenza, nel rispetto dei principi di proporzionalità e buona fede.',
      p2: 'Alla presente informativa e a tutti i trattamenti si applica il diritto svizzero.',
    },
    sharing: {
      title: 'Accesso e comunicazione',
      p1: 'Le segnalazioni sono confidenziali. Solo gli hotel membri verificati e i nostri amministratori possono consultarle, e gli altri hotel vedono una segnalazione solo dopo l’approvazione di un amministratore. Gli ospiti segnalati e il pubblico non hanno accesso alla piattaforma.',
      p2: 'Solo l’hotel che ha creato una segnalazione può modificarla o eliminarla. Non comunichiamo dati a terzi, salvo a fornitori di servizi tecnici vincolati da contratto e da un obbligo di riservatezza (ad esempio per l’hosting o i pagamenti) o quando la legge lo richiede.',
      p3: 'Tutti i dati sono ospitati in Svizzera.',
    },
    security: {
      title: 'Sicurezza',
      p1: 'L’accesso è limitato agli account personali dei membri verificati, e gli account non possono essere condivisi. Le password sono conservate solo sotto forma di hash robusti, le connessioni sono cifrate, i file di prova sono conservati fuori da qualsiasi cartella pubblica e ogni ricerca, consultazione e modifica è registrata in un registro che rende visibile qualsiasi manomissione.',
    },
    rights: {
      title: 'I Suoi diritti',
      p1: 'Ha il diritto di sapere se trattiamo dati che La riguardano, di riceverne una copia, di far rettificare i dati inesatti e di opporsi al trattamento o chiederne la cancellazione, nei limiti della legge.',
      informed:
        'Se un hotel La segnala e un amministratore pubblica la segnalazione, Lei viene informato: per e-mail se la segnalazione contiene il Suo indirizzo, altrimenti con una lettera inviata dall’hotel. L’avviso indica l’hotel, il soggiorno, il motivo, per quanto tempo la segnalazione è conservata e il Suo riferimento personale.',
      page: 'Sulla pagina /your-data può chiedere di vedere, correggere, contestare o cancellare i Suoi dati, con una copia di un documento d’identità. La Sua richiesta conta non appena conferma il Suo indirizzo e-mail; una persona di KnowYourGuest verifica la Sua identità prima di comunicarLe qualsiasi cosa, e rispondiamo per e-mail. Se ha pagato quanto doveva, chieda lì la rimozione con una prova di pagamento: l’hotel che L’ha segnalata ha 7 giorni per segnare la segnalazione come saldata o rispondere, poi decidiamo noi. Una segnalazione saldata lascia subito la piattaforma e Lei ne viene informato.',
      p2: 'Può anche scrivere a {email}. Rispondiamo a ogni richiesta entro {requestDays} giorni.',
      p3: 'Se la nostra risposta non La soddisfa, può presentare reclamo all’Incaricato federale della protezione dei dati e della trasparenza (IFPDT), l’autorità svizzera di protezione dei dati.',
    },
    retention: {
      title: 'Conservazione',
      p1: 'Conserviamo i dati solo per il tempo necessario:',
      reports:
        'le segnalazioni sugli ospiti sono conservate fino a {reportRetentionYears} anni; questo termine può essere rinnovato durante una controversia relativa alla segnalazione;',
      members: 'i profili dei membri sono archiviati {memberArchiveYears} anni dopo la chiusura dell’account;',
      technical: 'i dati tecnici sono conservati per {technicalDataMonths} mesi;',
      arrivals:
        'i prossimi ospiti che un hotel inserisce negli Arrivi vengono eliminati automaticamente un giorno dopo la partenza, con i loro avvisi; il registro conserva solo conteggi e codici cifrati (hash con chiave) degli identificativi;',
      idCopies:
        'richieste inviate su /your-data: le richieste non confermate sono cancellate dopo 48 ore; la copia del Suo documento d’identità è cancellata alla chiusura della richiesta, al più tardi dopo 90 giorni;',
      afterBan:
        'dopo un’esclusione o una cancellazione, i dati sono conservati fino a {afterBanYears} anni per prevenire abusi e tutelare diritti in giudizio.',
      p2: 'Alla scadenza del termine, i dati vengono eliminati automaticamente.',
      backups:
        'Le copie di backup, cifrate e conservate in Svizzera, sono rinnovate ogni pochi minuti ed eliminate man mano: i dati cancellati dal servizio, per esempio una segnalazione rimossa su richiesta della persona interessata, scompaiono da tutte le copie di backup entro {backupCopyDays} giorni.',
    },
    breach: {
      title: 'Notifica delle violazioni dei dati',
      p1: 'Se una violazione della sicurezza dei dati rischia di pregiudicare le persone interessate, la notifichiamo all’IFPDT e alle persone coinvolte entro {breachHours} ore da quando ne veniamo a conoscenza e informiamo gli hotel membri delle misure adottate.',
    },
    changes: {
      title: 'Modifiche e traduzioni',
      p1: 'Possiamo aggiornare la presente informativa. La versione in vigore è sempre pubblicata su questa pagina con la sua data di entrata in vigore, e i membri sono informati via e-mail delle modifiche sostanziali.',
      p2: 'La presente informativa è disponibile in inglese, francese, tedesco e italiano. In caso di discrepanze prevale la versione francese.',
    },
  },
} satisfies Translation['privacy']
