import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useDate } from '~/components/checkout/format-hooks'
import { BookingRef } from '~/components/ui/BookingRef'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import type { Booking } from '../../../twenty/contract'

/** A titled panel of a booking's pages. */
export function Panel({
  id,
  title,
  children,
  className,
}: {
  id: string
  title: string
  children: ReactNode
  className?: string
}) {
  return (
    <section aria-labelledby={id} className={cn('rounded-card border border-line bg-surface p-4 sm:p-6', className)}>
      <h2 id={id} className="mb-3 font-heading text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  )
}

export const LINK = cn('font-semibold text-primary underline underline-offset-2', FOCUS)

/** The reference, campsite and dates of a booking, atop each of its pages; a link back to its overview below it. */
export function BookingSummaryLine({ booking, back }: { booking: Booking; back?: string }) {
  const { t } = useTranslation('booking')
  const date = useDate({ day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <div className="mb-6 flex flex-col gap-1">
      <p className="text-sm text-muted">
        {t('detail.ref')} <BookingRef value={booking.ref} className="text-ink" />
      </p>
      <p className="font-semibold">
        {booking.site.name} · {booking.accommodation.name}
      </p>
      <p className="text-sm">
        {date(booking.arrivalDate)} – {date(booking.departureDate)}
      </p>
      {back ? (
        <p className="mt-2">
          <Link to={back} className={cn('text-sm', LINK)}>
            ← {t('detail.back')}
          </Link>
        </p>
      ) : null}
    </div>
  )
}
