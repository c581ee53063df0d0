import { cn } from '~/lib/cn'

/**
 * A booking reference ("CS-240001"): never broken across lines, not even at its hyphen, so it
 * can be read and typed in one piece on a phone.
 */
export function BookingRef({ value, className, testId }: { value: string; className?: string; testId?: string }) {
  return (
    <strong
      className={cn('font-mono tracking-wider whitespace-nowrap', className)}
      data-booking-ref=""
      data-testid={testId}
    >
      {value}
    </strong>
  )
}

const SLOT = '\u0001'

/**
 * A translated sentence with a booking reference in it (`{{ref}}`), the reference kept in one
 * piece: `translate` gets a placeholder for it, and the reference goes where that lands.
 */
export function SentenceWithRef({ translate, value }: { translate: (ref: string) => string; value: string }) {
  const [before = '', ...after] = translate(SLOT).split(SLOT)
  return (
    <>
      {before}
      <BookingRef value={value} className="font-semibold tracking-normal" />
      {after.join(value)}
    </>
  )
}
