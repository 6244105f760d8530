import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { renderInApp } from '../../../tests/support/render'
import { type CountryOption, CountrySelect, FLAG_PLACEHOLDER } from './CountrySelect'
import { forgetCountriesForTest, loadCountries } from './country-list'

afterEach(cleanup)

function Harness({ initial = '', options }: { initial?: string; options?: CountryOption[] }) {
  const [value, setValue] = useState(initial)
  return (
    <div>
      <span id="country-label">Nationality</span>
      <CountrySelect aria-labelledby="country-label" value={value} onChange={setValue} options={options} />
      <span data-testid="value">{value}</span>
    </div>
  )
}

const combobox = () => screen.getByRole('combobox', { name: 'Nationality' }) as HTMLInputElement
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent)
const type = async (text: string) => {
  await act(async () => {
    fireEvent.change(combobox(), { target: { value: text } })
  })
}
const key = async (k: string) => {
  await act(async () => {
    fireEvent.keyDown(combobox(), { key: k })
  })
}

describe('CountrySelect before its list is loaded (ADR 147)', () => {
  beforeEach(forgetCountriesForTest)
  afterAll(() => loadCountries())

  test('the list loads at first use: the open menu says "Loading..." until the countries are there', async () => {
    await renderInApp(<Harness />)
    act(() => {
      fireEvent.keyDown(combobox(), { key: 'ArrowDown' })
    })
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(240))
    expect(combobox().getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]!.id)
  })

  test('typing before the list is there is kept, and filters once it arrives', async () => {
    await renderInApp(<Harness />)
    act(() => {
      fireEvent.change(combobox(), { target: { value: 'swed' } })
    })
    expect(combobox().value).toBe('swed')
    await waitFor(() => expect(optionNames()).toEqual(['Sweden']))
  })

  test('Enter on a typed name before the list is there chooses the first match once it arrives, also after leaving the field', async () => {
    // The polish-files browser test's flake: "Deutschland" typed and Enter pressed while the list was still loading
    // under load chose nothing, and the report was refused for a missing nationality.
    await renderInApp(<Harness />)
    act(() => {
      fireEvent.change(combobox(), { target: { value: 'swed' } })
      fireEvent.keyDown(combobox(), { key: 'Enter' })
    })
    expect(screen.getByTestId('value').textContent).toBe('')
    act(() => {
      fireEvent.blur(combobox())
    })
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe('Sweden'))
    expect(combobox().value).toBe('Sweden')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
  })

  test('Escape after such an Enter forgets it', async () => {
    await renderInApp(<Harness />)
    act(() => {
      fireEvent.change(combobox(), { target: { value: 'swed' } })
      fireEvent.keyDown(combobox(), { key: 'Enter' })
      fireEvent.keyDown(combobox(), { key: 'Escape' })
    })
    await waitFor(() => expect(combobox().getAttribute('data-country-value')).toBeNull())
    await loadCountries()
    expect(screen.getByTestId('value').textContent).toBe('')
  })

  test('while hydrating, the chosen country is named and flagged as the server rendered it, without the list', async () => {
    // The server's HTML of the selector (CountrySelect with the list, in German).
    const server = document.createElement('input')
    server.id = 'nationality'
    server.setAttribute('value', 'Deutschland')
    server.dataset.countryValue = 'Germany'
    server.dataset.countryCode = 'de'
    document.body.appendChild(server)
    await renderInApp(
      <div>
        <span id="country-label">Nationality</span>
        <CountrySelect id="nationality" aria-labelledby="country-label" value="Germany" onChange={() => {}} />
      </div>,
      { locale: 'de' },
    )
    server.remove()
    expect(combobox().value).toBe('Deutschland')
    expect(combobox().parentElement!.querySelector('img')!.getAttribute('src')).toBe('/flags/de.svg')
    expect(combobox().dataset.countryCode).toBe('de')
  })

  test("a country set without the server's HTML shows its English name until the list names it", async () => {
    await renderInApp(<Harness initial="Germany" />, { locale: 'de' })
    await waitFor(() => expect(combobox().value).toBe('Deutschland'))
    expect(combobox().parentElement!.querySelector('img')!.getAttribute('src')).toBe('/flags/de.svg')
  })
})

describe('CountrySelect', () => {
  beforeAll(() => loadCountries())

  test('shows the placeholder and a closed list until it is opened', async () => {
    await renderInApp(<Harness />)
    expect(combobox().placeholder).toBe('Select...')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  test('offers about 250 countries, each with a 20 by 20 flag served by the app', async () => {
    await renderInApp(<Harness />)
    await key('ArrowDown')
    const options = screen.getAllByRole('option')
    expect(options.length).toBeGreaterThan(240)
    const img = options[0]!.querySelector('img')!
    expect(img.getAttribute('src')).toMatch(/^\/flags\/[a-z]{2}\.svg$/)
    expect(img.getAttribute('width')).toBe('20')
    expect(img.getAttribute('height')).toBe('20')
  })

  test('typing filters by name, accents and case ignored, names starting with the text first', async () => {
    await renderInApp(<Harness />)
    await type('swi')
    expect(optionNames()).toEqual(['Switzerland'])
    await type('LAND')
    expect(optionNames()).toContain('Switzerland')
    expect(optionNames()).toContain('Finland')
    await type('cote')
    expect(optionNames().some((n) => n?.startsWith('Côte'))).toBe(true)
  })

  test('searches by the name in the current language and stores the English name', async () => {
    await renderInApp(<Harness />, { locale: 'de' })
    const cb = screen.getByRole('combobox', { name: 'Nationality' }) as HTMLInputElement
    expect(cb.placeholder).toBe('Auswählen...')
    await type('schwei')
    expect(optionNames()).toEqual(['Schweiz'])
    await key('Enter')
    expect(screen.getByTestId('value').textContent).toBe('Switzerland')
    expect(combobox().value).toBe('Schweiz')
  })

  test('says "No options" when nothing matches', async () => {
    await renderInApp(<Harness />)
    await type('qqqq')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect(screen.getByRole('status').textContent).toBe('No options')
  })

  test('arrow keys move the active option, Enter chooses it, Escape closes without choosing', async () => {
    await renderInApp(<Harness />)
    await type('ger')
    // Germany starts with "ger"; Algeria and Niger only contain it.
    expect(optionNames()[0]).toBe('Germany')
    const first = screen.getAllByRole('option')[0]!
    expect(combobox().getAttribute('aria-activedescendant')).toBe(first.id)
    await key('ArrowDown')
    const second = screen.getAllByRole('option')[1]!
    expect(combobox().getAttribute('aria-activedescendant')).toBe(second.id)
    await key('ArrowUp')
    await key('Enter')
    expect(screen.getByTestId('value').textContent).toBe('Germany')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')

    await type('fra')
    expect(combobox().getAttribute('aria-expanded')).toBe('true')
    await key('Escape')
    expect(combobox().getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByTestId('value').textContent).toBe('Germany')
    expect(combobox().value).toBe('Germany')
  })

  test('Page Down and Page Up move five options at a time (page size 5), Home and End to the ends', async () => {
    await renderInApp(<Harness />)
    await key('ArrowDown')
    const options = () => screen.getAllByRole('option')
    const active = () => combobox().getAttribute('aria-activedescendant')
    expect(active()).toBe(options()[0]!.id)
    await key('PageDown')
    expect(active()).toBe(options()[5]!.id)
    await key('PageUp')
    expect(active()).toBe(options()[0]!.id)
    await key('End')
    expect(active()).toBe(options().at(-1)!.id)
    await key('Home')
    expect(active()).toBe(options()[0]!.id)
  })

  test('says "Loading..." while its options load, with the menu at most 300 px high', async () => {
    await renderInApp(
      <div>
        <span id="country-label">Nationality</span>
        <CountrySelect aria-labelledby="country-label" value="" onChange={() => {}} loading />
      </div>,
    )
    await key('ArrowDown')
    expect(screen.getByRole('status').textContent).toBe('Loading...')
    expect(screen.queryAllByRole('option')).toHaveLength(0)
    expect((screen.getByRole('listbox', { hidden: true }) as HTMLElement).style.maxHeight).toBe('300px')
  })

  test('clicking an option chooses it and shows its flag in the field', async () => {
    await renderInApp(<Harness />)
    await type('ital')
    await act(async () => {
      fireEvent.click(screen.getByRole('option', { name: 'Italy' }))
    })
    expect(screen.getByTestId('value').textContent).toBe('Italy')
    const flag = combobox().parentElement!.querySelector('img')!
    expect(flag.getAttribute('src')).toBe('/flags/it.svg')
  })

  test('clearing the text does not clear the chosen country', async () => {
    await renderInApp(<Harness initial="Switzerland" />)
    expect(combobox().value).toBe('Switzerland')
    await type('')
    await act(async () => {
      fireEvent.blur(combobox())
    })
    expect(screen.getByTestId('value').textContent).toBe('Switzerland')
    expect(combobox().value).toBe('Switzerland')
  })

  test('a flag that fails to load is replaced by the local placeholder', async () => {
    await renderInApp(<Harness />)
    await type('swi')
    const img = screen.getByRole('option', { name: 'Switzerland' }).querySelector('img')!
    expect(img.getAttribute('src')).toBe('/flags/ch.svg')
    await act(async () => {
      fireEvent.error(img)
    })
    expect(img.getAttribute('src')).toBe(FLAG_PLACEHOLDER)
  })

  test('offers only the options it is given, such as the short address list', async () => {
    const options: CountryOption[] = [
      { value: 'Switzerland', label: 'Switzerland', code: 'ch' },
      { value: 'Other', label: 'Other' },
    ]
    await renderInApp(<Harness options={options} />)
    await key('ArrowDown')
    expect(optionNames()).toEqual(['Switzerland', 'Other'])
    const otherFlag = screen.getByRole('option', { name: 'Other' }).querySelector('img')!
    expect(otherFlag.getAttribute('src')).toBe(FLAG_PLACEHOLDER)
  })
})
