import type { Translation } from '../i18n-types'

export default {
  corrected: {
    subject: 'Abbiamo corretto una delle Sue segnalazioni',
    body: 'Su richiesta della persona interessata abbiamo corretto la Sua segnalazione sul soggiorno dal {checkIn} al {checkOut}.',
  },
  deleted: {
    subject: 'Abbiamo cancellato una delle Sue segnalazioni',
    body: 'Su richiesta della persona interessata abbiamo cancellato la Sua segnalazione sul soggiorno dal {checkIn} al {checkOut}. Non è più visibile a nessuno.',
  },
  changed: 'Modificato: {fields}.',
  reason: 'Il nostro motivo: {reason}',
  action: 'Vedere le Sue segnalazioni',
  fields: {
    first_name: 'Nome',
    last_name: 'Cognome',
    birth_date: 'Data di nascita',
    birth_place: 'Luogo di nascita',
    nationality: 'Nazionalità',
    phone: 'Telefono',
    email: 'E-mail',
    street_name: 'Via',
    building_no: 'Numero civico',
    apartment_no: 'Numero dell’appartamento',
    zip_code: 'NPA',
    city: 'Località',
    country: 'Paese',
    document_type: 'Tipo di documento',
    document_number: 'Numero del documento',
    check_in: 'Data d’arrivo',
    check_out: 'Data di partenza',
    category: 'Categoria',
    amount_owed: 'Importo dovuto (CHF)',
    message: 'Descrizione',
  },
} satisfies Translation['providerChange']
