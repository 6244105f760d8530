import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { renderInApp } from '../../../../tests/support/render'
import { Header } from './Header'

afterEach(cleanup)

describe('language switcher', () => {
  test('offers the four languages with the current one pressed', async () => {
    await renderInApp(<Header />, { locale: 'de' })
    for (const name of ['English', 'Français', 'Deutsch', 'Italiano'])
      expect(screen.getByRole('button', { name })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Deutsch' }).getAttribute('aria-pressed')).toBe('true')
    expect(screen.getByRole('link', { name: 'Anmelden' })).toBeTruthy()
  })

  test('switching language changes the texts at once and remembers the choice in a cookie', async () => {
    await renderInApp(<Header />)
    expect(screen.getByRole('link', { name: 'Login' })).toBeTruthy()
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Français' }))
    })
    expect(await screen.findByRole('link', { name: 'Connexion' })).toBeTruthy()
    expect(document.cookie).toContain('lang=fr')
    expect(document.documentElement.lang).toBe('fr')
  })
})
