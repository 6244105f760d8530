import { afterEach, describe, expect, test } from 'bun:test'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { Carousel, type CarouselLabels } from './Carousel'

afterEach(cleanup)

const labels: CarouselLabels = {
  carousel: 'carousel',
  slide: 'slide',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  position: (current, total) => `${current} of ${total}`,
  announce: (index) => `Testimonial ${index + 1} of 3`,
}
const slides = ['Alpine', 'Lakeside', 'City'].map((name) => ({ id: name, content: <p>{name} quote</p> }))

function renderCarousel() {
  return render(
    <>
      <h2 id="t">What hoteliers say</h2>
      <Carousel labelledBy="t" slides={slides} labels={labels} />
    </>,
  )
}
const shownSlide = () => {
  const visible = screen.getAllByRole('group', { hidden: true }).filter((g) => g.getAttribute('aria-hidden') !== 'true')
  expect(visible).toHaveLength(1)
  return visible[0]!.getAttribute('aria-label')
}
const liveRegion = () => document.querySelector('[aria-live="polite"]')?.textContent

describe('Carousel', () => {
  test('shows one slide of three, named "1 of 3", inside a labelled carousel region', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'What hoteliers say' })
    expect(region.getAttribute('aria-roledescription')).toBe('carousel')
    expect(shownSlide()).toBe('1 of 3')
    expect(screen.getAllByRole('group', { hidden: true }).map((g) => g.getAttribute('aria-roledescription'))).toEqual([
      'slide',
      'slide',
      'slide',
    ])
    expect(liveRegion()).toBe('')
  })

  test('the next and previous buttons move one slide and wrap around, and each move is announced', async () => {
    renderCarousel()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Next testimonial' })))
    await waitFor(() => expect(shownSlide()).toBe('2 of 3'))
    expect(liveRegion()).toBe('Testimonial 2 of 3')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' })))
    await waitFor(() => expect(shownSlide()).toBe('1 of 3'))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Previous testimonial' })))
    await waitFor(() => expect(shownSlide()).toBe('3 of 3'))
    expect(liveRegion()).toBe('Testimonial 3 of 3')
  })

  test('the arrow keys move the carousel while focus is inside it', async () => {
    renderCarousel()
    const next = screen.getByRole('button', { name: 'Next testimonial' })
    next.focus()
    await act(async () => fireEvent.keyDown(next, { key: 'ArrowRight' }))
    await waitFor(() => expect(shownSlide()).toBe('2 of 3'))
    await act(async () => fireEvent.keyDown(next, { key: 'ArrowLeft' }))
    await waitFor(() => expect(shownSlide()).toBe('1 of 3'))
  })
})
