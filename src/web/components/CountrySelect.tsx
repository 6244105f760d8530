import {
  type KeyboardEvent,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { ADDRESS_COUNTRIES, ADDRESS_COUNTRY_CODES, ADDRESS_COUNTRY_NAMES } from '~/lib/address-countries'
import { FLAG_SIZE_PX, type Locale, SELECT } from '~/lib/constants'
import type { Country } from '~/lib/countries'
import { useI18n } from '../i18n/useI18n'
import { loadCountries, useCountries } from './country-list'

/** One option: `value` is what the form stores (the English name), `label` what the visitor reads. */
export type CountryOption = { value: string; label: string; code?: string }

export const FLAG_PLACEHOLDER = '/images/flag-placeholder.svg'

// useLayoutEffect warns during SSR; the menu is never open on the server anyway.
const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

// Naming and sorting 250 countries costs milliseconds per server render: the full list is built once per language.
const optionsByLocale = new WeakMap<readonly Country[], Map<Locale, readonly CountryOption[]>>()

const regionNames = (locale: Locale) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  } catch {
    return undefined
  }
}

/** A country's name in the language (Intl.DisplayNames), or `fallback` (the English name) when the runtime has none. */
function regionLabel(names: Intl.DisplayNames | undefined, code: string, fallback: string): string {
  let label: string | undefined
  try {
    label = names?.of(code.toUpperCase())
  } catch {
    label = undefined
  }
  return label && label.toUpperCase() !== code.toUpperCase() ? label : fallback
}

/** The countries of `countries` (the full list, src/lib/countries.ts) named in the visitor's language and sorted. */
export function countryOptions(locale: Locale, countries: readonly Country[]): CountryOption[] {
  let byLocale = optionsByLocale.get(countries)
  if (!byLocale) {
    byLocale = new Map()
    optionsByLocale.set(countries, byLocale)
  }
  let options = byLocale.get(locale)
  if (!options) {
    const names = regionNames(locale)
    const collator = new Intl.Collator(locale)
    options = countries
      .map(({ code, name }) => ({ value: name, code, label: regionLabel(names, code, name) }))
      .sort((a, b) => collator.compare(a.label, b.label))
    byLocale.set(locale, options)
  }
  return options as CountryOption[]
}

// The same few lists on every server render of the profile and report forms: one per language and "Other" label.
const addressOptionsByKey = new Map<string, readonly CountryOption[]>()

/**
 * The short address-country list of the profile and report forms (spec screen 14), labelled in the language from
 * the written-out names of src/lib/address-countries.ts: it needs neither the full list nor `Intl.DisplayNames`
 * (whose first use costs 20 ms of a phone's hydration, ADR 150).
 */
export function addressCountryOptions(locale: Locale, otherLabel: string): CountryOption[] {
  const key = `${locale}|${otherLabel}`
  let options = addressOptionsByKey.get(key)
  if (!options) {
    options = ADDRESS_COUNTRIES.map((name) =>
      name === 'Other'
        ? { value: name, label: otherLabel }
        : { value: name, code: ADDRESS_COUNTRY_CODES[name], label: ADDRESS_COUNTRY_NAMES[name][locale] },
    )
    addressOptionsByKey.set(key, options)
  }
  return options as CountryOption[]
}

const requestCountries = () => void loadCountries().catch(() => undefined)

/**
 * The country the server rendered as chosen in this selector (its label and flag), read from the page while React
 * hydrates it and the full list is not loaded yet: the first render then matches the server's HTML.
 */
function renderedSelection(inputId: string, value: string): CountryOption | undefined {
  if (!value || typeof document === 'undefined') return undefined
  const input = document.getElementById(inputId)
  if (!(input instanceof HTMLInputElement) || input.dataset.countryValue !== value) return undefined
  return { value, label: input.getAttribute('value') ?? value, code: input.dataset.countryCode }
}

// Case and accents do not matter when searching: "zur" finds Zürich, "cote" finds Côte d'Ivoire.
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** Options whose label (current language) or value (English) contains the query; those starting with it first. */
function filterCountryOptions(options: CountryOption[], query: string): CountryOption[] {
  const q = fold(query)
  if (!q) return options
  const starts: CountryOption[] = []
  const contains: CountryOption[] = []
  for (const option of options) {
    const label = fold(option.label)
    const value = fold(option.value)
    if (label.startsWith(q) || value.startsWith(q)) starts.push(option)
    else if (label.includes(q) || value.includes(q)) contains.push(option)
  }
  return [...starts, ...contains]
}

/** A 20×20 flag served by the app; the local placeholder when it cannot be loaded. */
function Flag({ code }: { code?: string }) {
  const onError = (event: SyntheticEvent<HTMLImageElement>) => {
    const img = event.currentTarget
    if (img.dataset.fallback) return
    img.dataset.fallback = 'true'
    img.src = FLAG_PLACEHOLDER
  }
  return (
    <img
      className="country-flag"
      src={code ? `/flags/${code}.svg` : FLAG_PLACEHOLDER}
      alt=""
      width={FLAG_SIZE_PX}
      height={FLAG_SIZE_PX}
      loading="lazy"
      decoding="async"
      onError={onError}
    />
  )
}

type CountrySelectProps = {
  /** The selected value (an option's `value`), or '' for none. */
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Defaults to every country of the fixed list, labelled in the current language (loaded at first use). */
  options?: CountryOption[]
  id?: string
  name?: string
  'aria-labelledby'?: string
  'aria-describedby'?: string
  invalid?: boolean
  disabled?: boolean
  required?: boolean
  loading?: boolean
  placeholder?: string
}

/**
 * Searchable country picker (spec screen 14) following the ARIA 1.2 combobox pattern: an input with role combobox
 * owning a listbox; arrows, Page Up/Down (5 at a time), Home/End, Enter to choose, Escape to close. Clearing the text
 * never clears the selection.
 */
export function CountrySelect({
  value,
  onChange,
  onBlur,
  options: givenOptions,
  id,
  name,
  invalid,
  disabled,
  required,
  loading,
  placeholder,
  ...aria
}: CountrySelectProps) {
  const { LL, locale } = useI18n()
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const listboxId = `${autoId}-listbox`
  const optionId = (index: number) => `${autoId}-option-${index}`
  const countries = useCountries()
  const options = useMemo(
    () => givenOptions ?? (countries ? countryOptions(locale, countries) : undefined),
    [givenOptions, countries, locale],
  )
  // Until the list is loaded, the chosen country is the one the server rendered (hydration), else its English name.
  const [rendered] = useState(() => (options ? undefined : renderedSelection(inputId, value)))
  const selected = options ? options.find((o) => o.value === value) : rendered?.value === value ? rendered : undefined
  const selectedLabel = selected?.label ?? value
  const listPending = !options
  const loadList = () => {
    if (listPending) requestCountries()
  }
  // A country chosen after the first paint (a guest picked from earlier reports, a draft) is named once the list is in.
  useEffect(() => {
    if (listPending && value && !selected) requestCountries()
  }, [listPending, value, selected])

  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(-1)
  const [placement, setPlacement] = useState<'below' | 'above'>('below')
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const filtered = useMemo(() => filterCountryOptions(options ?? [], query ?? ''), [options, query])

  const openMenu = useCallback(
    (initialActive?: number) => {
      if (disabled) return
      if (listPending) requestCountries()
      const input = inputRef.current
      if (input && typeof window !== 'undefined') {
        // Open upwards when less than the minimum menu height fits below (select default of spec section 9).
        const below = window.innerHeight - input.getBoundingClientRect().bottom
        setPlacement(below < SELECT.minMenuHeight && input.getBoundingClientRect().top > below ? 'above' : 'below')
      }
      setOpen(true)
      const selectedIndex = filtered.findIndex((o) => o.value === value)
      setActive(initialActive ?? Math.max(selectedIndex, 0))
    },
    [disabled, filtered, value, listPending],
  )

  // The list arrived while the menu was open: the chosen country (or the first) becomes the active option.
  const [waitedForList, setWaitedForList] = useState(listPending)
  if (waitedForList && !listPending) {
    setWaitedForList(false)
    if (open)
      setActive(
        Math.max(
          0,
          filtered.findIndex((o) => o.value === value),
        ),
      )
  }

  const close = useCallback(() => {
    setOpen(false)
    setQuery(null)
    setActive(-1)
  }, [])

  const choose = (option: CountryOption | undefined) => {
    if (!option) return
    onChange(option.value)
    close()
  }

  // Enter on a typed name before the list has arrived (a quick typist on a slow phone) is kept, not dropped: the first
  // country matching the text is chosen once the list is in, even if the person has moved to the next field by then.
  const [enteredEarly, setEnteredEarly] = useState<string | null>(null)
  useEffect(() => {
    if (enteredEarly === null || !options) return
    setEnteredEarly(null)
    const option = filterCountryOptions(options, enteredEarly)[0]
    if (!option) return
    onChange(option.value)
    close()
  }, [enteredEarly, options, onChange, close])

  // Keep the active option in view while moving through the list.
  useIsoLayoutEffect(() => {
    if (!open || active < 0) return
    const el = document.getElementById(optionId(active))
    el?.scrollIntoView?.({ block: 'nearest' })
  }, [open, active])

  const move = (delta: number) => {
    if (!open) return openMenu()
    if (filtered.length === 0) return
    setActive((current) => Math.min(filtered.length - 1, Math.max(0, Math.max(current, 0) + delta)))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault()
        if (event.altKey) openMenu()
        else move(1)
        break
      case 'ArrowUp':
        event.preventDefault()
        move(-1)
        break
      case 'PageDown':
        if (!open) return
        event.preventDefault()
        move(SELECT.pageSize)
        break
      case 'PageUp':
        if (!open) return
        event.preventDefault()
        move(-SELECT.pageSize)
        break
      case 'Home':
        if (!open || filtered.length === 0) return
        event.preventDefault()
        setActive(0)
        break
      case 'End':
        if (!open || filtered.length === 0) return
        event.preventDefault()
        setActive(filtered.length - 1)
        break
      case 'Enter':
        if (!open) return
        event.preventDefault()
        if (listPending && query?.trim()) setEnteredEarly(query)
        else choose(filtered[active])
        break
      case 'Escape':
        if (!open && query === null) return
        event.preventDefault()
        setEnteredEarly(null)
        close()
        break
      case 'Tab':
        if (open) close()
        break
    }
  }

  const activeId = open && active >= 0 && active < filtered.length ? optionId(active) : undefined
  const status =
    loading || listPending ? LL.countrySelect.loading() : filtered.length === 0 ? LL.countrySelect.noOptions() : ''

  return (
    <div
      className={['country-select', open && 'is-open', invalid && 'is-invalid', disabled && 'is-disabled']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="country-select-control">
        {selected && query === null && <Flag key={selected.value} code={selected.code} />}
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          aria-invalid={invalid || undefined}
          aria-required={required || undefined}
          aria-labelledby={aria['aria-labelledby']}
          aria-describedby={aria['aria-describedby']}
          autoComplete="off"
          spellCheck={false}
          data-country-value={selected ? selected.value : undefined}
          data-country-code={selected?.code}
          disabled={disabled}
          placeholder={placeholder ?? LL.countrySelect.placeholder()}
          value={query ?? selectedLabel}
          onFocus={loadList}
          onChange={(event) => {
            loadList()
            setEnteredEarly(null)
            setQuery(event.target.value)
            setOpen(true)
            setActive(0)
          }}
          onClick={() => (open ? undefined : openMenu())}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close()
            onBlur?.()
          }}
        />
        {name && <input type="hidden" name={name} value={value} />}
        <span
          className="country-select-chevron"
          aria-hidden="true"
          onMouseDown={(event) => {
            event.preventDefault()
            if (open) close()
            else {
              inputRef.current?.focus()
              openMenu()
            }
          }}
        />
      </div>
      <div
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-labelledby={aria['aria-labelledby']}
        className={`country-select-menu is-${placement}`}
        style={{ maxHeight: SELECT.maxMenuHeight }}
        hidden={!open || Boolean(status)}
      >
        {open &&
          !loading &&
          !listPending &&
          filtered.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: ARIA combobox: focus stays in the input (aria-activedescendant)
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard is handled by the combobox input
            <div
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              className={index === active ? 'country-option is-active' : 'country-option'}
              // Keep focus in the input; the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => index !== active && setActive(index)}
              onClick={() => choose(option)}
            >
              <Flag code={option.code} />
              <span>{option.label}</span>
            </div>
          ))}
      </div>
      <div className={open && status ? `country-select-status is-${placement}` : 'visually-hidden'} role="status">
        {open ? status : ''}
      </div>
    </div>
  )
}
