import type { Translation } from '../i18n-types'

const guestSide = {
  errors: {
    settleAmount: 'Indichi l’importo pagato in CHF, ad esempio 250 o 1250.50, oppure lasci vuoto.',
    settleDate: 'Indichi il giorno del pagamento (non nel futuro), oppure lasci vuoto.',
  },
  settle: {
    action: 'Segna come saldata',
    label: 'Segna come saldata la segnalazione su {name}',
    title: 'L’ospite ha pagato o riparato il danno?',
    text: 'La segnalazione su {name} esce subito da ogni ricerca, controllo degli arrivi e avviso, e non può essere ripristinata. Se la segnalazione contiene l’e-mail dell’ospite, questi viene informato della rimozione. Resta solo una registrazione senza dati personali, a fini statistici.',
    amount: 'Importo pagato in CHF (facoltativo)',
    paidOn: 'Pagato il (facoltativo)',
    confirm: 'Segna come saldata',
    busy: 'In corso...',
    done: 'La segnalazione è stata segnata come saldata e rimossa.',
    failed: 'Non è stato possibile segnare la segnalazione come saldata. Riprovi.',
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
