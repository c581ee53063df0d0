import { cn } from '~/lib/cn'

const SIZES = { xs: 'size-3.5', sm: 'size-4', md: 'size-5', lg: 'size-8' } as const

export interface SpinnerProps {
  size?: keyof typeof SIZES
  /** When set, the spinner is announced (role="status"); otherwise it is decorative. */
  label?: string
  className?: string
}

/** A circular activity indicator in the current text colour. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  const svg = (
    <svg
      className={cn(
        // A slow spin stays even with reduced motion: a frozen spinner would read as a hung page.
        'animate-spin motion-reduce:[animation-duration:1.5s]! motion-reduce:[animation-iteration-count:infinite]!',
        SIZES[size],
        className,
      )}
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
  if (!label) return svg
  return (
    <span role="status" className="inline-flex items-center">
      {svg}
      <span className="sr-only">{label}</span>
    </span>
  )
}
