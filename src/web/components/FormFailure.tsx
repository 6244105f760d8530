import { useEffect, useId, useRef } from 'react'

type Props = {
  /** What failed ("Login Failed"), the box's heading. */
  title: string
  /** Why, in the reader's language; nothing is shown without it. */
  text: string | null
  /** The heading sits one level below the heading above the form. */
  level: 2 | 3 | 4
}

/**
 * A refusal of a whole form (not of one of its fields), said once on the form, never in a toast besides: an alert
 * that takes the focus each time it says something new, so that it is read and the form is one Tab away.
 */
export function FormFailure({ title, text, level }: Props) {
  const id = useId()
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (text) box.current?.focus()
  }, [text])
  if (!text) return null
  const Heading = `h${level}` as const
  return (
    <div ref={box} tabIndex={-1} className="form-failure" role="alert" aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <p>{text}</p>
    </div>
  )
}
