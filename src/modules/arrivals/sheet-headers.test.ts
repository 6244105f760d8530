import { describe, expect, test } from 'bun:test'
import { ARRIVAL_COLUMNS } from '~/lib/arrival-fields'
import { LOCALES } from '~/lib/constants'
import { guessMapping, templateCsv, templateHeader } from './sheet-headers'

describe('the sheet’s headers (issue 32 items 3 and 18)', () => {
  test('common PMS headers in German, French and Italian are mapped; a room column stays unmapped', () => {
    expect(
      guessMapping(['Res.-Nr.', 'Zimmer', 'Vorname', 'Nachname', 'Geb.-Datum', 'Nationalität', 'Anreise', 'Abreise']),
    ).toEqual({
      first_name: 'Vorname',
      last_name: 'Nachname',
      birth_date: 'Geb.-Datum',
      nationality: 'Nationalität',
      check_in: 'Anreise',
      check_out: 'Abreise',
      reservation_ref: 'Res.-Nr.',
    })
    expect(guessMapping(['Reservationsnr.', 'Name', 'Vorname']).reservation_ref).toBe('Reservationsnr.')
    expect(guessMapping(['Buchungsnr.', 'Name', 'Vorname']).reservation_ref).toBe('Buchungsnr.')
    expect(
      guessMapping([
        'N° de réservation',
        'Chambre',
        'Prénom',
        'Nom',
        'Date de naissance',
        'Nationalité',
        "Date d'arrivée",
        'Date de départ',
      ]),
    ).toEqual({
      first_name: 'Prénom',
      last_name: 'Nom',
      birth_date: 'Date de naissance',
      nationality: 'Nationalité',
      check_in: "Date d'arrivée",
      check_out: 'Date de départ',
      reservation_ref: 'N° de réservation',
    })
    expect(
      guessMapping([
        'N. prenotazione',
        'Camera',
        'Nome',
        'Cognome',
        'Data di nascita',
        'Nazionalità',
        'Data di arrivo',
        'Data di partenza',
      ]),
    ).toEqual({
      first_name: 'Nome',
      last_name: 'Cognome',
      birth_date: 'Data di nascita',
      nationality: 'Nazionalità',
      check_in: 'Data di arrivo',
      check_out: 'Data di partenza',
      reservation_ref: 'N. prenotazione',
    })
  })

  test('the template’s header in each language, and the English field names, map every column', () => {
    const all = Object.fromEntries(ARRIVAL_COLUMNS.map((c) => [c, c]))
    expect(guessMapping([...ARRIVAL_COLUMNS])).toEqual(all)
    for (const locale of LOCALES) {
      const header = templateHeader(locale)
      expect(Object.keys(guessMapping(header))).toEqual([...ARRIVAL_COLUMNS])
      expect(templateCsv(locale).split('\r\n')[0]).toBe(header.join(';'))
    }
    expect(templateCsv('it').split('\r\n')[1]).toContain('Svizzera')
  })
})
