import { type ChangeEvent, useReducer, useRef, useState } from 'react'

/** A field's refusal: a translation key (src/lib/fields.ts's `MSG`) or a text already in the reader's language. */
export type FieldError = { message?: string }
export type FieldErrors<T> = Partial<Record<keyof T, FieldError>>
/** The form's rules: the values as typed, answered with the checked output or the first error of each field. */
export type Resolver<T, O = T> = (
  values: T,
) => Promise<{ values: O; errors?: undefined } | { values?: undefined; errors: FieldErrors<T> }>
type Values = Record<string, unknown>
type Element = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
type Focusable = { focus: () => void }

type Options<T, O> = {
  defaultValues: T
  resolver: Resolver<T, O>
  /** 'onTouched': a field is checked when it is left, then at each change. Otherwise from the first submit on. */
  mode?: 'onSubmit' | 'onTouched'
  /** false when the form shows an error summary that takes the focus itself. */
  shouldFocusError?: boolean
}

const read = (elements: Element[]): unknown => {
  const [first] = elements
  if (first instanceof HTMLInputElement && first.type === 'checkbox') return first.checked
  if (first instanceof HTMLInputElement && first.type === 'radio')
    return elements.find((el) => (el as HTMLInputElement).checked)?.value ?? ''
  return first?.value
}
const write = (el: Element, value: unknown) => {
  if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value)
  else if (el instanceof HTMLInputElement && el.type === 'radio') el.checked = el.value === value
  else el.value = String(value ?? '')
}
// A field the person changed before the app hydrated keeps what they typed (the loader sends it again, ADR 311).
const typedBeforeHydration = (el: Element) =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')
    ? el.checked !== el.defaultChecked
    : el instanceof HTMLSelectElement
      ? false
      : el.value !== el.defaultValue

/**
 * The forms' one form hook (ADR 329): inputs stay the browser's own (uncontrolled, read at each change), the rules are
 * a `Resolver` (valibot through `schemaResolver`, loaded at first use where `lazyResolver` wraps it), and errors are
 * translation keys. `register` wires a native input, `field` a component that takes a value (dates, countries). A
 * submit is always answered (`preventDefault`), so the page's loader never posts a form the app handles; the first
 * invalid field in the page's order is focused.
 */
export function useForm<T extends Values, O = T>(options: Options<T, O>) {
  const [, render] = useReducer((n: number) => n + 1, 0)
  const [errors, setErrors] = useState<FieldErrors<T>>({})
  const [isSubmitting, setSubmitting] = useState(false)
  const opts = useRef(options)
  opts.current = options
  const [form] = useState(() => {
    type Name = keyof T & string
    const s = { values: { ...options.defaultValues }, defaults: options.defaultValues, submitted: false }
    const elements = new Map<Name, Set<Element>>()
    const focusables = new Map<Name, Focusable>()
    const touched = new Set<Name>()
    const listeners = new Set<(values: T) => void>()
    const bound = new Map<Name, ReturnType<typeof bind>>()
    const live = (name: Name) => [...(elements.get(name) ?? [])].filter((el) => el.isConnected)
    const changed = () => {
      for (const listener of listeners) listener(s.values)
      render()
    }
    const focusFirst = (names: Name[]) => {
      const targets = names.flatMap((name) => live(name)[0] ?? focusables.get(name) ?? [])
      const nodes = targets.filter((t): t is Element => t instanceof HTMLElement)
      nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
      ;(nodes[0] ?? targets[0])?.focus()
    }
    /** Checks the values; with `names`, only those fields' errors change. Answers the errors of those fields. */
    const validate = async (names?: Name[]) => {
      const result = await opts.current.resolver(s.values)
      const found: FieldErrors<T> = result.errors ?? {}
      const of = names ?? (Object.keys({ ...s.values, ...found }) as Name[])
      const mine = Object.fromEntries(of.filter((n) => found[n]).map((n) => [n, found[n]])) as FieldErrors<T>
      setErrors(
        (now) =>
          (names
            ? { ...Object.fromEntries(Object.entries(now).filter(([n]) => !of.includes(n as Name))), ...mine }
            : mine) as FieldErrors<T>,
      )
      return { mine, result }
    }
    const update = (name: Name, value: unknown, blur = false) => {
      if (!blur) s.values = { ...s.values, [name]: value }
      if (blur) touched.add(name)
      const onTouched = opts.current.mode === 'onTouched' && touched.has(name)
      if (s.submitted || onTouched) void validate([name])
      if (!blur) changed()
    }
    function bind(name: Name) {
      return {
        name,
        ref: (el: Element | null) => {
          if (!el) return
          const set = elements.get(name) ?? new Set()
          elements.set(name, set.add(el))
          if (typedBeforeHydration(el)) s.values = { ...s.values, [name]: read(live(name)) }
          else write(el, s.values[name])
        },
        onChange: (event: ChangeEvent<Element>) => update(name, read(live(name).length ? live(name) : [event.target])),
        onBlur: () => update(name, undefined, true),
      }
    }
    return {
      register: (name: Name) => bound.get(name) ?? bound.set(name, bind(name)).get(name)!,
      /** A component that holds its value itself (a date, a country): the value and what changes it. */
      field: <N extends Name>(name: N) => ({
        value: s.values[name],
        onChange: (value: T[N]) => update(name, value),
        onBlur: () => update(name, undefined, true),
        ref: (el: Focusable | null) => void (el ? focusables.set(name, el) : focusables.delete(name)),
      }),
      watch: <N extends Name>(name: N): T[N] => s.values[name] as T[N],
      getValues: () => s.values,
      /** Called with the values at every change (a draft being saved); answers the unsubscribe. */
      subscribe: (listener: (values: T) => void) => {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
      setValue: <N extends Name>(name: N, value: T[N]) => {
        s.values = { ...s.values, [name]: value }
        for (const el of live(name)) write(el, value)
        changed()
      },
      reset: (values: T = s.defaults) => {
        Object.assign(s, { values: { ...values }, defaults: values, submitted: false })
        touched.clear()
        for (const [name, els] of elements) for (const el of els) if (el.isConnected) write(el, values[name])
        setErrors({})
        render()
      },
      setError: (name: Name, error: FieldError, { shouldFocus = false } = {}) => {
        setErrors((now) => ({ ...now, [name]: error }))
        if (shouldFocus) focusFirst([name])
      },
      setFocus: (name: Name) => focusFirst([name]),
      /** Checks some fields (a wizard's step) and marks them touched; answers their errors (none: they hold). */
      trigger: async (names: Name[]) => {
        for (const name of names) touched.add(name)
        return (await validate(names)).mine
      },
      /** Answers the submit (never posted by the browser), checks every field, then calls `onValid` or `onInvalid`. */
      handleSubmit:
        (onValid: (values: O) => unknown, onInvalid?: (errors: FieldErrors<T>) => void) =>
        async (event?: { preventDefault: () => void }) => {
          event?.preventDefault()
          s.submitted = true
          const { mine, result } = await validate()
          if (result.errors !== undefined) {
            // The fields are not disabled yet (isSubmitting starts with the sending), so the focus can go there.
            if (opts.current.shouldFocusError !== false) focusFirst(Object.keys(mine) as Name[])
            onInvalid?.(mine)
            return
          }
          setSubmitting(true)
          try {
            await onValid(result.values as O)
          } finally {
            setSubmitting(false)
          }
        },
      dirtyFields: () => (Object.keys(s.values) as Name[]).filter((name) => s.values[name] !== s.defaults[name]),
    }
  })
  const dirtyFields = form.dirtyFields()
  return { ...form, formState: { errors, isSubmitting, dirtyFields, isDirty: dirtyFields.length > 0 } }
}

export type UseFormReturn<T extends Values, O = T> = ReturnType<typeof useForm<T, O>>
