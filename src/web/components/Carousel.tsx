import { useKeenSlider } from 'keen-slider/react'
import { type KeyboardEvent, type ReactNode, useEffect, useState } from 'react'
import { CAROUSEL } from '~/lib/constants'

export type CarouselLabels = {
  /** aria-roledescription of the whole carousel, e.g. "carousel" in the current language. */
  carousel: string
  /** aria-roledescription of each slide, e.g. "slide". */
  slide: string
  previous: string
  next: string
  /** Accessible name of slide `current` (1-based), e.g. "2 of 3". */
  position: (current: number, total: number) => string
  /** What the live region says after the visitor moved to slide `index` (0-based). */
  announce: (index: number) => string
}

type CarouselProps = {
  /** Id of the visible heading that names the carousel. */
  labelledBy: string
  slides: { id: string; content: ReactNode }[]
  labels: CarouselLabels
  className?: string
}

/**
 * One slide per view (keen-slider), previous/next buttons, Left/Right arrow keys, and a polite live region that
 * announces each move. Server-rendered: every slide is in the HTML, the first one visible before JavaScript runs.
 */
export function Carousel({ labelledBy, slides, labels, className }: CarouselProps) {
  const total = slides.length
  const [current, setCurrent] = useState(0)
  const [moved, setMoved] = useState(false)
  const [animationMs, setAnimationMs] = useState(500)
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setAnimationMs(0)
  }, [])
  const [trackRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    slides: { perView: CAROUSEL.slidesPerView, spacing: CAROUSEL.spacingPx },
    defaultAnimation: { duration: animationMs },
    slideChanged: (s) => setCurrent(s.track.details.rel),
  })

  const go = (step: 1 | -1) => {
    setMoved(true)
    const instance = slider.current
    if (instance?.track.details) {
      if (step > 0) instance.next()
      else instance.prev()
    } else {
      setCurrent((c) => (c + step + total) % total)
    }
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      go(event.key === 'ArrowRight' ? 1 : -1)
    }
  }

  return (
    <section
      className={['carousel', className].filter(Boolean).join(' ')}
      aria-roledescription={labels.carousel}
      aria-labelledby={labelledBy}
      onKeyDown={onKeyDown}
    >
      <div ref={trackRef} className="keen-slider carousel-track">
        {slides.map((slide, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern names each slide as a group; a fieldset is for form controls
          <div
            key={slide.id}
            className="keen-slider__slide carousel-slide"
            role="group"
            aria-roledescription={labels.slide}
            aria-label={labels.position(index + 1, total)}
            aria-hidden={index !== current}
            // What the live region says on this slide, for the static pages' script (ADR 114).
            data-announce={labels.announce(index)}
          >
            {slide.content}
          </div>
        ))}
      </div>
      <div className="carousel-controls">
        <button type="button" className="carousel-arrow" aria-label={labels.previous} onClick={() => go(-1)}>
          <ArrowIcon direction="left" />
        </button>
        <span className="carousel-dots" aria-hidden="true">
          {slides.map((slide, index) => (
            <span key={slide.id} className={index === current ? 'carousel-dot is-current' : 'carousel-dot'} />
          ))}
        </span>
        <button type="button" className="carousel-arrow" aria-label={labels.next} onClick={() => go(1)}>
          <ArrowIcon direction="right" />
        </button>
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {moved ? labels.announce(current) : ''}
      </p>
    </section>
  )
}

function ArrowIcon({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
