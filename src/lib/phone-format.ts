// Phone display, apart from ./fields.ts (valibot) so a read-only screen can show a number without the form rules.

/** A stored E.164 number for people: Swiss numbers grouped as +41 79 123 45 67, others as stored. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return ''
  const swiss = /^\+41(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(value)
  return swiss ? `+41 ${swiss.slice(1).join(' ')}` : value
}
