import { Link, type LinkProps } from '@tanstack/react-router'
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react'

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger'
type Size = 'md' | 'lg' | 'sm'

const classes = (variant: Variant, size: Size, extra?: string) =>
  ['btn', `btn-${variant}`, size !== 'md' && `btn-${size}`, extra].filter(Boolean).join(' ')

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: Variant
  size?: Size
  /** Disables the button and shows a spinner while a request runs. */
  busy?: boolean
  busyLabel?: ReactNode
  /** React 19 passes refs as props; it reaches the <button> through the spread below. */
  ref?: Ref<HTMLButtonElement>
}

export function Button({
  variant = 'primary',
  size = 'md',
  busy,
  busyLabel,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? 'button'}
      className={classes(variant, size, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    >
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

/** A link that looks like a button (navigation stays a link for screen readers). */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  className,
  ...rest
}: LinkProps & { variant?: Variant; size?: Size; className?: string; children?: ReactNode }) {
  return <Link {...rest} className={classes(variant, size, className)} />
}
