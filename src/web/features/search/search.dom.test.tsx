import { beforeEach, describe, expect, mock, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { dateExamples, zurichDay } from '~/lib/dates'
import { renderInApp } from '../../../../tests/support/render'
import { comparison } from './matchWords'
import { SearchForm } from './SearchForm'
import { SearchResults } from './SearchResults'
import { hasMinimumInput, isoBirthDate, reportPrefill, toSearchParams } from './searchModel'

describe('the search form', () => {
  test('without the minimum input it says what is missing and searches nothing', async () => {
    const onSearch = mock(() => {})
    await renderInApp(<SearchForm initial={{}} busy={false} onSearch={onSearch} />, { locale: 'de' })
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Müller' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suchen' })))
    expect(screen.getByRole('alert').textContent).toContain('Ausweisnummer')
    expect(onSearch).not.toHaveBeenCalled()
  })

  test('with a last name and a birth date it searches with the trimmed values', async () => {
    const onSearch = mock(() => {})
    await renderInApp(<SearchForm initial={{}} busy={false} onSearch={onSearch} />)
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: '  Mueller ' } })
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '1980-03-12' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })))
    expect(onSearch).toHaveBeenCalledWith({ last_name: 'Mueller', birth_date: '1980-03-12' })
  })

  test('front desk 14: the birth date is typed as 12.03.1980 like every date, with a past example, and searched as YYYY-MM-DD', async () => {
    cleanup()
    await renderInApp(
      <SearchForm
        initial={{ last_name: 'Mueller', birth_date: '1980-03-12' }}
        busy={false}
        onSearch={mock(() => {})}
      />,
    )
    const input = screen.getByLabelText('Birth date') as HTMLInputElement
    expect({ type: input.type, value: input.value, inputMode: input.inputMode }).toEqual({
      type: 'text',
      value: '12.03.1980',
      inputMode: 'decimal',
    })
    expect(screen.getByText(`For example ${dateExamples(zurichDay(new Date())).birth}`)).toBeTruthy()
    cleanup()
    const onSearch = mock(() => {})
    await renderInApp(<SearchForm initial={{}} busy={false} onSearch={onSearch} />, { locale: 'de' })
    fireEvent.change(screen.getByLabelText('Nachname'), { target: { value: 'Müller' } })
    const birth = screen.getByLabelText('Geburtsdatum') as HTMLInputElement
    fireEvent.change(birth, { target: { value: '31.02.1980' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suchen' })))
    expect(onSearch).not.toHaveBeenCalled()
    expect(screen.getByText(/Geben Sie ein Datum als Tag.Monat.Jahr ein/)).toBeTruthy()
    fireEvent.change(birth, { target: { value: '1.3.1980' } })
    fireEvent.blur(birth)
    expect(birth.value).toBe('01.03.1980')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Suchen' })))
    expect(onSearch).toHaveBeenCalledWith({ last_name: 'Müller', birth_date: '1980-03-01' })
  })
})

// ICAO Doc 9303's specimen ID card (TD1) and passport (TD3).
const TD1 = 'I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<'
const TD3 = 'P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10'

describe('the machine-readable zone fills the search form', () => {
  // Each test reads the one form it renders: screens left by earlier tests are unmounted first.
  beforeEach(cleanup)
  for (const [name, mrz, type] of [
    ['ID card (TD1)', TD1, 'id_card'],
    ['passport (TD3)', TD3, 'passport'],
  ] as const) {
    test(`the ICAO specimen ${name} fills names, birth date and document, and searches with them`, async () => {
      const onSearch = mock(() => {})
      await renderInApp(<SearchForm initial={{}} busy={false} onSearch={onSearch} />)
      fireEvent.change(screen.getByLabelText('Machine-readable zone (MRZ)'), { target: { value: mrz } })
      fireEvent.click(screen.getByRole('button', { name: 'Fill in from the MRZ' }))
      await screen.findByText('The fields were filled from the document. Check them and add the stay.')
      expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Eriksson')
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })))
      expect(onSearch).toHaveBeenCalledWith({
        first_name: 'Anna Maria',
        last_name: 'Eriksson',
        birth_date: '1974-08-12',
        document_type: type,
        document_number: type === 'passport' ? 'L898902C3' : 'D23145890',
      })
    })
  }

  test('the Dutch passport specimen fills the nationality with the list’s country, and searches with it (ADR 235)', async () => {
    const onSearch = mock(() => {})
    await renderInApp(<SearchForm initial={{}} busy={false} onSearch={onSearch} />)
    const dutch = 'P<NLDDE<BRUIJN<<WILLEKE<LISELOTTE<<<<<<<<<<<\nSPECI20142NLD6503101F2403096999999990<<<<<84'
    fireEvent.change(screen.getByLabelText('Machine-readable zone (MRZ)'), { target: { value: dutch } })
    fireEvent.click(screen.getByRole('button', { name: 'Fill in from the MRZ' }))
    await screen.findByText('The fields were filled from the document. Check them and add the stay.')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })))
    expect(onSearch).toHaveBeenCalledWith(
      expect.objectContaining({ last_name: 'De Bruijn', nationality: 'Netherlands' }),
    )
  })

  test('a changed check digit is refused with a message naming the field, and nothing is filled', async () => {
    await renderInApp(<SearchForm initial={{}} busy={false} onSearch={mock(() => {})} />, { locale: 'de' })
    fireEvent.change(screen.getByLabelText('Maschinenlesbare Zone (MRZ)'), {
      target: { value: TD3.replace('7408122F', '7408123F') },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Aus der MRZ ausfüllen' }))
    const alert = await screen.findByText(/Prüfziffer/)
    expect(alert.textContent).toBe(
      'Eine Prüfziffer stimmt nicht (Geburtsdatum). Lesen Sie die Zeilen noch einmal: ein Zeichen ist falsch.',
    )
    expect((screen.getByLabelText('Nachname') as HTMLInputElement).value).toBe('')
  })
})

describe('the query', () => {
  test('only known fields are kept, trimmed, and empty ones dropped', () => {
    expect(toSearchParams({ last_name: ' Müller ', first_name: '', evil: 'x', birth_date: 19800312 })).toEqual({
      last_name: 'Müller',
      birth_date: '19800312',
    })
  })

  test('the minimum input is the server’s: a document, an e-mail, a phone, or a last name with more', () => {
    expect(hasMinimumInput({ last_name: 'Müller' })).toBe(false)
    expect(hasMinimumInput({ last_name: 'Müller', first_name: 'Hans' })).toBe(true)
    expect(hasMinimumInput({ phone: '079' })).toBe(true)
  })
})

describe('Report guest pre-fills New report', () => {
  test('the typed guest becomes the form’s values, the birth date as a calendar date', () => {
    expect(
      reportPrefill({ last_name: 'Mueller', first_name: 'Johann', birth_date: '12.3.1980', category: 'x' }),
    ).toEqual({
      last_name: 'Mueller',
      first_name: 'Johann',
      birth_date: '1980-03-12',
    })
    expect(isoBirthDate('1980-03-12')).toBe('1980-03-12')
    expect(isoBirthDate('soon')).toBe('')
  })
})

describe('a result’s match in words', () => {
  test('what agrees, what was typed and does not agree, and what was not typed are told apart', () => {
    expect(comparison(['name'], { first_name: 'Hans', last_name: 'Müller', email: 'h@example.com' })).toEqual({
      agree: ['name'],
      differ: ['email'],
      notCompared: ['birth_date', 'document', 'phone', 'address'],
    })
  })

  test('an address is compared only when its street was typed, as on the server', () => {
    expect(comparison([], { city: 'Bern', phone: '079' }).notCompared).toContain('address')
    expect(comparison([], { street_name: 'Bahnhofstrasse', phone: '079' }).differ).toEqual(['phone', 'address'])
  })
})

describe('a withheld answer (issue 31, ADR 242)', () => {
  test('finding 1: the results say in words that the birth date was not answered, in the reader’s language', async () => {
    cleanup()
    const answer = { exact: [], close: [], sameCompany: [], withheld: true }
    await renderInApp(<SearchResults answer={answer} params={{ last_name: 'Muster', birth_date: '1980-01-04' }} />, {
      locale: 'it',
    })
    expect(screen.getByRole('status').textContent).toContain('più di 3 date di nascita diverse per questo nome')
  })
})
