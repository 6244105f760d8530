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
import { FLAG_SIZE_PX, type Locale, SELECT } from '~/lib/constants'
import { ADDRESS_COUNTRIES, COUNTRIES, type Country, countryByName } from '~/lib/countries'
import { useI18n } from '../i18n/useI18n'

/** One option: `value` is what the form stores (the English name), `label` what the visitor reads. */
export type CountryOption = { value: string; label: string; code?: string }

export const FLAG_PLACEHOLDER = '/images/flag-placeholder.svg'

// useLayoutEffect warns during SSR; the menu is never open on the server anyway.
const useIsoLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect

// Naming and sorting 250 countries costs milliseconds per server render: the full list is built once per language.
const optionsByLocale = new Map<Locale, readonly CountryOption[]>()

/** Country names in the visitor's language (Intl.DisplayNames), the English name when the runtime has none. */
export function countryOptions(locale: Locale, countries = COUNTRIES): CountryOption[] {
  if (countries !== COUNTRIES) return buildCountryOptions(locale, countries)
  let options = optionsByLocale.get(locale)
  if (!options) {
    options = buildCountryOptions(locale, countries)
    optionsByLocale.set(locale, options)
  }
  return options as CountryOption[]
}

function buildCountryOptions(locale: Locale, countries: readonly Country[]): CountryOption[] {
  let names: Intl.DisplayNames | undefined
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  } catch {
    names = undefined
  }
  const collator = new Intl.Collator(locale)
  return countries
    .map(({ code, name }) => {
      let label: string | undefined
      try {
        label = names?.of(code.toUpperCase())
      } catch {
        label = undefined
      }
      return { value: name, code, label: label && label.toUpperCase() !== code.toUpperCase() ? label : name }
    })
    .sort((a, b) => collator.compare(a.label, b.label))
}

// The same few lists on every server render of the profile and report forms: one per language and "Other" label.
const addressOptionsByKey = new Map<string, readonly CountryOption[]>()

/** The short address-country list of the profile and report forms (spec screen 14), labelled in the language. */
export function addressCountryOptions(locale: Locale, otherLabel: string): CountryOption[] {
  const key = `${locale}|${otherLabel}`
  let options = addressOptionsByKey.get(key)
  if (!options) {
    const labelled = new Map(countryOptions(locale).map((o) => [o.value, o]))
    options = ADDRESS_COUNTRIES.map((name) =>
      name === 'Other'
        ? { value: name, label: otherLabel }
        : (labelled.get(name) ?? { value: name, label: name, code: countryByName(name)?.code }),
    )
    addressOptionsByKey.set(key, options)
  }
  return options as CountryOption[]
}

// Case and accents do not matter when searching: "zur" finds Zürich, "cote" finds Côte d'Ivoire.
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()

/** Options whose label (current language) or value (English) contains the query; those starting with it first. */
export function filterCountryOptions(options: CountryOption[], query: string): CountryOption[] {
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
export function Flag({ code }: { code?: string }) {
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
  /** Defaults to every country of the fixed list, labelled in the current language. */
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
  const options = useMemo(() => givenOptions ?? countryOptions(locale), [givenOptions, locale])
  const selected = options.find((o) => o.value === value)
  const selectedLabel = selected?.label ?? value

  const [open, setOpen] = useState(false)
  const [query, setQuery] = useState<string | null>(null)
  const [active, setActive] = useState(-1)
  const [placement, setPlacement] = useState<'below' | 'above'>('below')
  const inputRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)

  const filtered = useMemo(() => filterCountryOptions(options, query ?? ''), [options, query])

  const openMenu = useCallback(
    (initialActive?: number) => {
      if (disabled) return
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
    [disabled, filtered, value],
  )

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
        choose(filtered[active])
        break
      case 'Escape':
        if (!open && query === null) return
        event.preventDefault()
        close()
        break
      case 'Tab':
        if (open) close()
        break
    }
  }

  const activeId = open && active >= 0 && active < filtered.length ? optionId(active) : undefined
  const status = loading ? LL.countrySelect.loading() : filtered.length === 0 ? LL.countrySelect.noOptions() : ''

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
          disabled={disabled}
          placeholder={placeholder ?? LL.countrySelect.placeholder()}
          value={query ?? selectedLabel}
          onChange={(event) => {
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
