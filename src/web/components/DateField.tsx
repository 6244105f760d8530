import { type ComponentProps, forwardRef, useState } from 'react'
import { dateExamples, parseTypedDay, typedDay } from '~/lib/dates'
import { today } from '../clock'
import { useI18n } from '../i18n/useI18n'
import { Field } from './Field'

type DateFieldProps = Omit<ComponentProps<typeof Field>, 'value' | 'onChange' | 'type' | 'hint'> & {
  /** The day as YYYY-MM-DD, or, while it is no day, what was typed. */
  value: string
  /** Called with the typed day as YYYY-MM-DD, or with the text as typed when it is no day (the form refuses it). */
  onValue: (value: string) => void
  /** A birth date: the hint's example is a day in the past. */
  birth?: boolean
}

/**
 * The date input's words with their examples from the page's clock (a day this year, a birth date in the past): the
 * hint under each date input and the sentence that says a typed text is no day, the same in every form.
 */
export function useDateWords() {
  const { LL } = useI18n()
  const example = dateExamples(today())
  return {
    hint: LL.dateInput.hint({ example: example.day }),
    birthHint: LL.dateInput.hint({ example: example.birth }),
    invalid: LL.dateInput.invalid({ example: example.day }),
  }
}

/**
 * The one date input (issue 32 item 14, ADR 295): a text field where the day is typed as day.month.year (31.12.2026)
 * in every language, ISO (2026-12-31) read too, with the same hint everywhere, its example from the clock
 * (useDateWords). The form gets YYYY-MM-DD; a text that is no day is said to be wrong when the field is left. Its `name` submits what was typed before the page hydrates (the
 * server reads both ways of writing a day).
 */
export const DateField = forwardRef<HTMLInputElement, DateFieldProps>(function DateField(
  { value, onValue, birth, error, onBlur, ...field },
  ref,
) {
  const words = useDateWords()
  // What is shown, and the value it stands for: a value set from outside (a passport read, a guest picked, a reset)
  // replaces the text; the value this field reported does not.
  const [shown, setShown] = useState({ text: typedDay(value), value })
  const [left, setLeft] = useState(false)
  if (shown.value !== value) setShown({ text: typedDay(value), value })
  const wrong = left && shown.text.trim() !== '' && parseTypedDay(shown.text) === null
  return (
    <Field
      {...field}
      ref={ref}
      type="text"
      inputMode="decimal"
      autoComplete="off"
      maxLength={10}
      value={shown.text}
      hint={birth ? words.birthHint : words.hint}
      error={error ?? (wrong ? words.invalid : undefined)}
      onChange={(event) => {
        const text = event.target.value
        const day = parseTypedDay(text) ?? text
        setShown({ text, value: day })
        setLeft(false)
        onValue(day)
      }}
      onBlur={(event) => {
        const day = parseTypedDay(shown.text)
        if (day) setShown({ text: typedDay(day), value: day })
        setLeft(true)
        onBlur?.(event)
      }}
    />
  )
})
