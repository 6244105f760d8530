import { afterEach, describe, expect, test } from 'bun:test'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Accordion } from './Accordion'

afterEach(cleanup)

const items = [
  { id: 'a', title: 'Who may join?', content: <p>Verified hotels.</p> },
  { id: 'b', title: 'Where is the data?', content: <p>In Switzerland.</p> },
]

describe('Accordion', () => {
  test('starts closed, with every question a button that says it is collapsed', () => {
    render(<Accordion items={items} />)
    const buttons = screen.getAllByRole('button')
    expect(buttons).toHaveLength(2)
    for (const b of buttons) expect(b.getAttribute('aria-expanded')).toBe('false')
  })

  test('opening one question closes the one that was open, and clicking the open one closes it', () => {
    render(<Accordion items={items} />)
    const [first, second] = screen.getAllByRole('button') as [HTMLElement, HTMLElement]
    fireEvent.click(first)
    expect(first.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText('Verified hotels.')).toBeTruthy()
    fireEvent.click(second)
    expect(first.getAttribute('aria-expanded')).toBe('false')
    expect(second.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(second)
    expect(second.getAttribute('aria-expanded')).toBe('false')
  })

  test('each button controls its own answer panel', () => {
    render(<Accordion items={items} />)
    const [first] = screen.getAllByRole('button') as [HTMLElement]
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '')
    expect(panel?.textContent).toBe('Verified hotels.')
  })
})
