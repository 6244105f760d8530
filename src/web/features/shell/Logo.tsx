export function Logo() {
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <path d="M16 2 4 6.5v8.8C4 23 9.2 28.4 16 30c6.8-1.6 12-7 12-14.7V6.5L16 2Z" fill="var(--color-brand)" />
        <path
          d="m10.5 16.2 3.8 3.8 7.4-7.6"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="logo-text">
        Know<strong>Your</strong>Guest
      </span>
    </span>
  )
}
