import { afterEach, describe, expect, spyOn, test } from 'bun:test'
import { hasInvisible } from '~/lib/invisible'
import { printTable } from './table'

afterEach(() => {
  ;(console.log as unknown as { mockRestore?: () => void }).mockRestore?.()
})

describe('operator listings', () => {
  test('a cell’s control characters are shown as their codes: no escape sequence reaches the terminal, no row is forged', () => {
    const lines: string[] = []
    spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line))
    printTable([
      { id: 'r_1', requester: 'Greta \u001b]52;c;cm0gLXJmIH4=\u0007Gruber', status: 'open' },
      { id: 'r_2', requester: 'Eve\nr_3  forged  closed\u202e', status: 'open' },
    ])
    expect(lines).toHaveLength(3)
    for (const line of lines) expect(hasInvisible(line), line).toBe(false)
    expect(lines[1]).toContain('Greta \\u001b]52;c;cm0gLXJmIH4=\\u0007Gruber')
    expect(lines[2]).toContain('Eve\\u000ar_3  forged  closed\\u202e')
    // The columns still line up on what is printed.
    expect(lines[1]?.indexOf('open')).toBe(lines[2]?.indexOf('open'))
  })
})
