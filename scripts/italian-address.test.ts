// Issue 32 item 7: Italian addresses the reader in one form, the formal "Lei" (ADR 296). Every Italian text (screens,
// errors, e-mails, letters and the static pages are all rendered from the Italian dictionary) is checked for the
// informal "tu" and the plural "voi": their pronouns and possessives, and their imperatives at the start of a sentence
// or a label (where a third-person verb, "il personale controlla", cannot stand).
import { describe, expect, test } from 'bun:test'
import it from '~locales/it/index'
import { informal } from './italian-address'

function texts(node: unknown, path: string, out: [string, string][]): [string, string][] {
  if (typeof node === 'string') out.push([path, node])
  else if (node && typeof node === 'object')
    for (const [key, value] of Object.entries(node)) texts(value, path ? `${path}.${key}` : key, out)
  return out
}

describe('Italian addresses the reader as Lei (issue 32 item 7)', () => {
  test('no Italian text of the dictionary (screens, errors, e-mails, letters, static pages) uses tu or voi', () => {
    const all = texts(it, '', [])
    expect(all.length).toBeGreaterThan(1500)
    const found = all.flatMap(([path, text]) => {
      const form = informal(text)
      return form ? [`${path}: «${form}» in «${text}»`] : []
    })
    expect(found).toEqual([])
  })

  test('the check finds tu and voi, and lets Lei, third persons and the number six pass', () => {
    for (const text of [
      'Inserisci l’indirizzo e-mail del tuo account.',
      'Le tue segnalazioni',
      'Non hai ancora un account?',
      'Scegliete una categoria',
      'Il vostro albergo non ha ancora scritto segnalazioni.',
      'Avete raggiunto il numero di ricerche. Riprovate domani.',
      'Scegli i file',
      'Apri l’avviso',
      'Ciao, {firstName}',
    ])
      expect(informal(text)).not.toBeNull()
    for (const text of [
      'Inserisca l’indirizzo e-mail del suo account.',
      'Le Sue segnalazioni',
      'Il nostro personale notturno controlla gli arrivi tardivi.',
      'Le date indicate sono state salvate.',
      'Un abbonamento di sei mesi.',
      'Aprire l’avviso',
      'Ha raggiunto il numero di ricerche. Riprovi domani.',
      'Dati personali',
    ])
      expect(informal(text)).toBeNull()
  })
})
