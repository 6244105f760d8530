// Line icons of the landing page's feature cards and trust points (decorative: the text beside them says it all).
import type { ReactNode } from 'react'

function Icon({ size, children }: { size: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const SearchIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5" />
    <path d="m8 10.5 2 2 3.5-3.5" />
  </Icon>
)

export const ShareIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="6" r="2.5" />
    <circle cx="18" cy="18" r="2.5" />
    <path d="m8.3 10.8 7.4-3.6M8.3 13.2l7.4 3.6" />
  </Icon>
)

export const KeyIcon = ({ size = 28 }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="8" cy="15" r="4" />
    <path d="m11 12 8.5-8.5M16 7l2.5 2.5M14 9l2 2" />
  </Icon>
)

export const ShieldIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M12 3 5 5.8v5.5c0 4.6 3 7.9 7 9.2 4-1.3 7-4.6 7-9.2V5.8L12 3Z" />
    <path d="m9 12 2 2 4-4" />
  </Icon>
)

export const MountainIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="m3 19 6-10 4 6 2-3 6 7H3Z" />
  </Icon>
)

export const CheckListIcon = ({ size = 20 }: { size?: number }) => (
  <Icon size={size}>
    <path d="M9 6h11M9 12h11M9 18h11" />
    <path d="m3.5 6 1 1 2-2M3.5 12l1 1 2-2M3.5 18l1 1 2-2" />
  </Icon>
)

export const LockIcon = ({ size = 22 }: { size?: number }) => (
  <Icon size={size}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
)
