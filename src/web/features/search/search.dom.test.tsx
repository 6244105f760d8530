import { describe, expect, mock, test } from 'bun:test'
import { act, fireEvent, screen } from '@testing-library/react'
import { renderInApp } from '../../../../tests/support/render'
import { SearchForm } from './SearchForm'
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
    fireEvent.change(screen.getByLabelText('Birth date'), { target: { value: '12.03.1980' } })
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Search' })))
    expect(onSearch).toHaveBeenCalledWith({ last_name: 'Mueller', birth_date: '12.03.1980' })
  })
})

describe('the query in the address', () => {
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
