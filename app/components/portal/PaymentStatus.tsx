import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import type { Booking } from '../../../twenty/contract'

type PaymentStatusValue = Booking['paymentStatus']

/**
 * Colour and mark of each SPEC payment status: never the colour alone (WCAG 1.4.1), always its
 * words and a mark of its own shape. Text stays ink on a light tint of the colour (4.5:1 on every
 * theme); the colours are fixed where no theme token fits (the error red of the form fields).
 */
const TONES: Record<PaymentStatusValue, { box: string; mark: string; path: string }> = {
  PAYMENT_OK: {
    box: 'border-success bg-success/10',
    mark: 'text-success',
    path: 'M5 10.5l3.2 3.2L15 7',
  },
  PARTIALLY_PAID: {
    box: 'border-alternative bg-alternative/10',
    mark: 'text-alternative',
    path: 'M10 3.5a6.5 6.5 0 0 1 0 13z',
  },
  PAID_TOO_MUCH: {
    box: 'border-primary bg-primary/10',
    mark: 'text-primary',
    path: 'M10 5.5v9M5.5 10h9',
  },
  NO_PAYMENT_MADE: {
    box: 'border-[#b42318] bg-[#b42318]/10',
    mark: 'text-[#b42318]',
    path: 'M10 6v5M10 14v.5',
  },
}

/** A booking's payment status (SPEC section 3) in words and colour, with a mark. */
export function PaymentStatusBadge({ status, className }: { status: PaymentStatusValue; className?: string }) {
  const { t } = useTranslation('booking')
  const tone = TONES[status]
  return (
    <p
      className={cn(
        'inline-flex items-center gap-2 rounded-card border-2 px-3 py-1 text-sm font-semibold text-ink',
        tone.box,
        className,
      )}
      data-testid="payment-status"
      data-status={status}
    >
      <svg viewBox="0 0 20 20" className={cn('size-5 shrink-0', tone.mark)} aria-hidden="true" focusable="false">
        <circle cx="10" cy="10" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={tone.path}
          fill={status === 'PARTIALLY_PAID' ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>
        <span className="sr-only">{t('payment-status.label')}: </span>
        {t(`payment-status.${status}`)}
      </span>
    </p>
  )
}
