import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    noticeNotFound: 'Nessun avviso ha questo riferimento o questa segnalazione.',
    noticeHeld: 'Questo avviso è già trattenuto.',
    settleAmount: 'Indichi l’importo pagato in CHF, ad esempio 250 o 1250.50, oppure lasci vuoto.',
    settleDate: 'Indichi il giorno del pagamento (non nel futuro), oppure lasci vuoto.',
  },
  settle: {
    action: 'Segnare come saldata',
    title: 'L’ospite ha pagato o riparato il danno?',
    text: 'La segnalazione su {name} esce subito da ogni ricerca, controllo degli arrivi e avviso, e non può essere ripristinata. Se la segnalazione contiene l’e-mail dell’ospite, questi viene informato della rimozione. Resta solo una registrazione senza dati personali, a fini statistici.',
    amount: 'Importo pagato in CHF (facoltativo)',
    paidOn: 'Pagato il (facoltativo)',
    confirm: 'Segnare come saldata',
    busy: 'In corso...',
    done: 'La segnalazione è stata segnata come saldata e rimossa.',
    failed: 'Non è stato possibile segnare la segnalazione come saldata. Riprovi.',
  },
  notice: {
    subject: 'Un hotel ha segnalato il Suo soggiorno a KnowYourGuest',
    heading: 'Informazione su una segnalazione che La riguarda',
    reported:
      '{hotel} ha segnalato il Suo soggiorno dal {checkIn} al {checkOut} su KnowYourGuest, una lista di allerta per hotel, per questo motivo: {category}.',
    amount: 'Importo che l’hotel indica come dovuto: {amount}.',
    shared:
      'La segnalazione è condivisa solo con hotel che abbiamo verificato come membri. È conservata al più tardi fino al {until} e rimossa prima se l’hotel la segna come saldata (ad esempio una volta pagato il conto).',
    rights:
      'Su {url} può vedere i dati che conserviamo su di Lei, farli correggere, contestare la segnalazione o chiederne la rimozione.',
    action: 'Vedere, correggere o contestare i Suoi dati',
    footer:
      'Riceve questa e-mail perché un hotel ha segnalato il Suo soggiorno su KnowYourGuest. Domande? Ci scriva all’indirizzo {contact}.',
    reference: 'Il Suo riferimento personale (da indicare su quella pagina): {reference}',
  },
  removed: {
    subject: 'La Sua iscrizione su KnowYourGuest è stata rimossa',
    heading: 'La Sua iscrizione è stata rimossa',
    body: '{hotel} ha indicato come saldata la segnalazione relativa al Suo soggiorno dal {checkIn} al {checkOut}. È stata rimossa subito da KnowYourGuest: nessun hotel può più trovarla.',
    kept: 'Resta solo una registrazione senza i Suoi dati personali, a fini statistici.',
    rights: 'Può sempre chiederci quali dati conserviamo su di Lei: {url}.',
  },
} satisfies Translation['guestSide']

export default guestSide
