import { describe, expect, test } from 'bun:test'
import { printable } from './pdf'

describe('text for the standard PDF fonts', () => {
  test('Latin-1 and the WinAnsi extras stay; French narrow spaces become no-break spaces; other letters lose their marks', () => {
    expect(printable('Zürich, Genève, “Müller” – 5 €')).toBe('Zürich, Genève, “Müller” – 5 €')
    expect(printable('pour ce motif\u202f: Dégâts')).toBe('pour ce motif\u00a0: Dégâts')
    expect(printable('Łukasz Dvořák, Ștefan Őry')).toBe('Lukasz Dvorák, Stefan Ory')
    expect(printable('Иван')).toBe('????')
  })
})
