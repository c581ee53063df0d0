import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useDate, useMoney } from '~/components/checkout/format-hooks'
import { BookingRef, SentenceWithRef } from '~/components/ui/BookingRef'
import { Button } from '~/components/ui/Button'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { cn } from '~/lib/cn'
import { useCustomer } from '~/lib/customer'
import type { Booking } from '../../../twenty/contract'

/** The next trip's card (routes/profile.server.ts picks the booking). */
export interface NextTrip {
  bookingId: number
  ref: string
  site: Booking['site']
  accommodation: string
  arrivalDate: string
  departureDate: string
  duration: number
  adults: number
  childAges: number[]
  /** Days from today to arrival: 0 on the day, negative once the stay is under way. */
  daysToGo: number
  currency: Booking['currency']
  /** What is still to pay to us (the pending rates), and the next of them with its due date. */
  toPay: number
  nextRate: { amount: number; dueDate: string } | null
  pendingRates: number
}

export interface ProfileLinks {
  signOut: string
  search: string
  bookingDetail: string | null
  shortcuts: { key: 'bookings' | 'favourites' | 'details'; to: string }[]
}

/**
 * The portal's home (issue 19): the customer by name, their next trip as a card (or a way to the
 * search when none is coming up), shortcuts to the portal's pages, and sign-out.
 */
export function ProfileHome({ trip, links }: { trip: NextTrip | null; links: ProfileLinks }) {
  const { t } = useTranslation('portal')
  const { t: ta } = useTranslation('account')
  const user = useCustomer()
  const agent = user.actorKind === 'agent'
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email
  return (
    <div className="flex max-w-5xl flex-col gap-8">
      <section
        aria-labelledby="profile-greeting"
        className="flex flex-col gap-4 rounded-card border border-line bg-surface p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
      >
        <div>
          <h2 id="profile-greeting" className="mb-1 font-heading text-2xl font-bold">
            {agent
              ? ta('home.agent-greeting', { name })
              : t('profile.greeting', { name: user.firstName || user.email })}
          </h2>
          <p className="text-muted">
            {user.loginType === 'booking_id' && user.bookingRef ? (
              <SentenceWithRef
                value={user.bookingRef}
                translate={(ref) => t('profile.signed-in-with-booking', { ref, email: user.email })}
              />
            ) : (
              t('profile.signed-in-as', { email: user.email })
            )}
          </p>
        </div>
        {/* A plain post that reloads the whole page (SPEC section 4: sign-out reloads the root). */}
        <Form method="post" action={links.signOut} reloadDocument className="shrink-0">
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="secondary">
            {t('profile.sign-out')}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="next-trip-title">
        <h2 id="next-trip-title" className="mb-3 font-heading text-2xl font-bold">
          {ta('home.next-trip')}
        </h2>
        {trip ? (
          <TripCard trip={trip} detail={links.bookingDetail} />
        ) : (
          <div className="rounded-card border border-line bg-surface p-5 sm:p-6" data-testid="no-trip">
            <p className="mb-1 text-lg font-semibold">{ta('home.empty-title')}</p>
            <p className="mb-4 text-muted">{ta('home.empty-text')}</p>
            <Button to={links.search} size="md">
              {ta('home.search')}
            </Button>
          </div>
        )}
      </section>

      <nav aria-labelledby="shortcuts-title">
        <h2 id="shortcuts-title" className="mb-3 font-heading text-2xl font-bold">
          {ta('home.shortcuts')}
        </h2>
        <ul className="grid gap-4 sm:grid-cols-3">
          {links.shortcuts.map((shortcut) => (
            <li key={shortcut.key}>
              <Link
                to={shortcut.to}
                className={cn(
                  'flex h-full flex-col rounded-card border border-line bg-surface p-5 transition-colors hover:border-primary',
                  FOCUS,
                )}
              >
                <span className="font-heading text-lg font-bold text-primary underline-offset-2 hover:underline">
                  {ta(`home.shortcut.${shortcut.key}.title`)}
                </span>
                <span className="mt-1 text-sm text-muted">{ta(`home.shortcut.${shortcut.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  )
}

/** The next trip: photo, place, dates and days to go, unit, party, what is still to pay and by when. */
function TripCard({ trip, detail }: { trip: NextTrip; detail: string | null }) {
  const { t } = useTranslation('account')
  const { t: tc } = useTranslation('checkout')
  const money = useMoney(trip.currency)
  const date = useDate({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  const dueDate = useDate()
  const countdown =
    trip.daysToGo > 0
      ? t('home.days-to-go', { count: trip.daysToGo })
      : trip.daysToGo === 0
        ? t('home.starts-today')
        : t('home.under-way')
  const party = [
    tc('summary.adults', { count: trip.adults }),
    ...(trip.childAges.length > 0 ? [t('home.children', { count: trip.childAges.length })] : []),
  ].join(', ')
  return (
    <article
      aria-labelledby="next-trip-site"
      className="overflow-hidden rounded-card border border-line bg-surface md:grid md:grid-cols-[2fr_3fr]"
      data-testid="next-trip"
    >
      <Image
        src={trip.site.image.url}
        alt={trip.site.image.alt}
        width={trip.site.image.width}
        height={trip.site.image.height}
        className="aspect-[400/267] h-full w-full object-cover"
      />
      <div className="flex flex-col p-5 sm:p-6">
        <p className="mb-2 self-start rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary">
          {countdown}
        </p>
        <h3 id="next-trip-site" className="font-heading text-xl font-bold">
          {trip.site.name}
        </h3>
        <p className="mb-3 text-sm text-muted">{trip.site.location}</p>
        <dl className="mb-4 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">{t('home.dates')}</dt>
          <dd>
            {t('home.date-range', {
              from: date(trip.arrivalDate),
              to: date(trip.departureDate),
              count: trip.duration,
            })}
          </dd>
          <dt className="text-muted">{t('home.unit')}</dt>
          <dd>{trip.accommodation}</dd>
          <dt className="text-muted">{t('home.party')}</dt>
          <dd>{party}</dd>
          <dt className="text-muted">{t('home.to-pay')}</dt>
          <dd data-testid="next-trip-to-pay">
            {trip.nextRate ? (
              <>
                <span className="font-semibold tabular-nums">{money(trip.toPay)}</span>
                {trip.pendingRates > 1
                  ? ` · ${t('home.next-rate', { amount: money(trip.nextRate.amount), date: dueDate(trip.nextRate.dueDate) })}`
                  : ` · ${t('home.due-by', { date: dueDate(trip.nextRate.dueDate) })}`}
              </>
            ) : (
              t('home.paid')
            )}
          </dd>
          <dt className="text-muted">{tc('confirmation.ref')}</dt>
          <dd>
            <BookingRef value={trip.ref} />
          </dd>
        </dl>
        {detail ? (
          <Button to={detail} size="md" className="mt-auto self-start">
            {t('home.detail', { site: trip.site.name })}
          </Button>
        ) : null}
      </div>
    </article>
  )
}
