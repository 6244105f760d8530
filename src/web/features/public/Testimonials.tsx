import { Carousel } from '../../components/Carousel'
import { useI18n } from '../../i18n/useI18n'

const ITEMS = ['first', 'second', 'third'] as const

/** The three sample testimonials of the landing page, one per view. */
export function Testimonials() {
  const { LL } = useI18n()
  const t = LL.landing.testimonials
  const slides = ITEMS.map((id) => {
    const item = t.items[id]
    return {
      id,
      content: (
        <figure className="testimonial">
          <blockquote>
            <p>{item.quote()}</p>
          </blockquote>
          <figcaption>
            <span className="testimonial-hotel">{item.hotel()}</span>
            <span className="testimonial-city">{item.city()}</span>
          </figcaption>
        </figure>
      ),
    }
  })
  return (
    <div className="section testimonials">
      <div className="container testimonials-inner">
        <h2 id="testimonials-title">{t.title()}</h2>
        <Carousel
          labelledBy="testimonials-title"
          slides={slides}
          labels={{
            carousel: t.carousel(),
            slide: t.slide(),
            previous: t.previous(),
            next: t.next(),
            position: (current, total) => t.position({ current, total }),
            announce: (index) => {
              const item = t.items[ITEMS[index] ?? 'first']
              return t.announce({ current: index + 1, total: ITEMS.length, hotel: item.hotel(), city: item.city() })
            },
          }}
        />
        <p className="testimonials-note">{t.note()}</p>
      </div>
    </div>
  )
}
