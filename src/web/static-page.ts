// The only script of the static pages (ADR 114; `static-pages.ts` lists them). The server renders them with the same
// React components as the app; this script gives their few controls the behaviour React gives them elsewhere:
// - the language switcher and the compact language menu: remember the choice in the cookie and load the page again
//   in that language (the server answers it from the page cache);
// - the compact menu: the disclosure pattern of components/DropdownMenu.tsx (Escape, a click or focus outside close);
// - the testimonial carousel: keen-slider, the arrows, Left/Right keys and the live region of components/Carousel.tsx;
// - the FAQ accordion: one answer open at a time, as components/Accordion.tsx.
// Links are plain links: the first click on one loads the app.
import KeenSlider from 'keen-slider'
import { CAROUSEL, LOCALE_COOKIE, LOCALES } from '~/lib/constants'

const isLocale = (code: string | null): code is (typeof LOCALES)[number] =>
  (LOCALES as readonly string[]).includes(code ?? '')

function switchLanguage(code: string, group: Element | null) {
  if (code === document.documentElement.lang) return false
  document.cookie = `${LOCALE_COOKIE}=${code}; Path=/; Max-Age=31536000; SameSite=Lax`
  group?.setAttribute('aria-busy', 'true')
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[lang]')) button.disabled = true
  // A ?lang= address (from the sitemap) would win over the cookie: it follows the choice.
  const url = new URL(location.href)
  if (url.searchParams.has('lang')) {
    url.searchParams.set('lang', code)
    location.assign(url)
  } else location.reload()
  return true
}

function enhanceLanguageSwitcher(fieldset: HTMLElement) {
  fieldset.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button[lang]')
    const code = button?.getAttribute('lang') ?? null
    if (isLocale(code)) switchLanguage(code, fieldset)
  })
}

function enhanceDropdown(root: HTMLElement) {
  const toggle = root.querySelector<HTMLButtonElement>('.dropdown-toggle')
  const list = root.querySelector<HTMLElement>('.dropdown-list')
  if (!toggle || !list) return
  const setOpen = (open: boolean, focusButton = false) => {
    list.hidden = !open
    toggle.setAttribute('aria-expanded', String(open))
    root.classList.toggle('is-open', open)
    if (open) list.querySelector<HTMLElement>('a, button')?.focus()
    else if (focusButton) toggle.focus()
  }
  toggle.addEventListener('click', () => setOpen(list.hidden !== false))
  document.addEventListener('pointerdown', (event) => {
    if (!list.hidden && !root.contains(event.target as Node)) setOpen(false)
  })
  document.addEventListener('focusin', (event) => {
    if (!list.hidden && !root.contains(event.target as Node)) setOpen(false)
  })
  document.addEventListener('keydown', (event) => {
    if (!list.hidden && event.key === 'Escape') setOpen(false, true)
  })
  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest('button[lang]')
    const code = button?.getAttribute('lang') ?? null
    if (isLocale(code) && !switchLanguage(code, list.querySelector('ul'))) setOpen(false, true)
  })
}

function enhanceCarousel(section: HTMLElement) {
  const track = section.querySelector<HTMLElement>('.carousel-track')
  const slides = [...section.querySelectorAll<HTMLElement>('.carousel-slide')]
  const dots = [...section.querySelectorAll<HTMLElement>('.carousel-dot')]
  const [previous, next] = section.querySelectorAll<HTMLButtonElement>('.carousel-arrow')
  const live = section.querySelector<HTMLElement>('[aria-live]')
  if (!track || !previous || !next || slides.length === 0) return
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  let moved = false
  const show = (current: number) => {
    slides.forEach((slide, index) => {
      slide.setAttribute('aria-hidden', String(index !== current))
    })
    dots.forEach((dot, index) => {
      dot.classList.toggle('is-current', index === current)
    })
    if (moved && live) live.textContent = slides[current]?.dataset.announce ?? ''
  }
  const slider = new KeenSlider(track, {
    loop: true,
    slides: { perView: CAROUSEL.slidesPerView, spacing: CAROUSEL.spacingPx },
    defaultAnimation: { duration: reduced ? 0 : 500 },
    slideChanged: (s) => show(s.track.details.rel),
  })
  const go = (step: 1 | -1) => {
    moved = true
    if (step > 0) slider.next()
    else slider.prev()
  }
  previous.addEventListener('click', () => go(-1))
  next.addEventListener('click', () => go(1))
  section.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault()
      go(event.key === 'ArrowRight' ? 1 : -1)
    }
  })
}

function enhanceAccordion(accordion: HTMLElement) {
  const buttons = [...accordion.querySelectorAll<HTMLButtonElement>('.accordion-button')]
  const setOpen = (button: HTMLButtonElement, open: boolean) => {
    button.setAttribute('aria-expanded', String(open))
    button.closest('.accordion-item')?.classList.toggle('is-open', open)
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !open
  }
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true'
      for (const other of buttons) if (other !== button) setOpen(other, false)
      setOpen(button, open)
    })
  }
}

for (const fieldset of document.querySelectorAll<HTMLElement>('.lang-switcher')) enhanceLanguageSwitcher(fieldset)
for (const dropdown of document.querySelectorAll<HTMLElement>('.dropdown')) enhanceDropdown(dropdown)
for (const carousel of document.querySelectorAll<HTMLElement>('[aria-roledescription="carousel"]')) {
  enhanceCarousel(carousel)
}
for (const accordion of document.querySelectorAll<HTMLElement>('.accordion'))
  enhanceAccordion(accordion)
  // Browser tests wait for this mark, as on the hydrated pages (routes/__root.tsx).
;(window as unknown as { __kygHydrated?: boolean }).__kygHydrated = true
