/**
 * What a customer may change in a booking after booking it (SPEC section 4's change permissions,
 * issue 19), and how a change of the total moves through the payment rates. Pure functions of a
 * booking's facts: `bookings.ts` answers the permissions, `booking-changes.ts` enforces them, and
 * the unit tests pin every rule. twenty/README.md ("Changing a booking") says the same in words.
 */
import { BALANCE_DUE_DAYS, PAYLATER_FIRST_RATE_DAYS } from './billing'
import { addDays, daysBetween } from './calendar'
import type { EXTRAS_CHANGE_PERMISSIONS, OTHER_CHANGE_PERMISSIONS, PriceUnit } from './checkout-contract'

export type ExtrasPermission = (typeof EXTRAS_CHANGE_PERMISSIONS)[number]
export type OtherPermission = (typeof OTHER_CHANGE_PERMISSIONS)[number]

/**
 * A campsite's own rule for changes after booking (table `site_change_policies`, migration 011):
 * `flexible` (the default), `person-extras` (only extras priced per person may change: the
 * campsite plans cleaning, cots and parking ahead) or `none` (nothing changes after booking).
 */
export const CHANGE_POLICIES = ['flexible', 'person-extras', 'none'] as const
export type ChangePolicy = (typeof CHANGE_POLICIES)[number]

/** Closer to arrival than this (or during the stay) nothing changes any more. */
export const TOO_CLOSE_DAYS = 14
/** Once the balance is due (6 weeks before arrival) extras may be lowered or removed, not added. */
export const EXISTING_ONLY_DAYS = BALANCE_DUE_DAYS

/** SPEC price units charged per person: what `CHANGES_ALLOWED_PERSON_PRICES` lets change. */
export const PERSON_UNITS: readonly PriceUnit[] = ['person', 'personNight', 'personWeek']
export const isPerPerson = (unit: string): boolean => (PERSON_UNITS as readonly string[]).includes(unit)

/** The facts a booking's permissions follow from. */
export interface ChangeFacts {
  status: 'confirmed' | 'cancelled'
  arrival: string
  departure: string
  /** Today, YYYY-MM-DD. */
  today: string
  policy: ChangePolicy
  /** What was received for the booking so far, minor units. */
  paidMinor: number
}

/** Cancelled, or the stay is over: nothing can change. */
const closed = (facts: ChangeFacts) => facts.status === 'cancelled' || facts.departure <= facts.today
const tooClose = (facts: ChangeFacts) => daysBetween(facts.today, facts.arrival) < TOO_CLOSE_DAYS

/**
 * Extras, the first rule that applies: cancelled or over, or a campsite that takes no changes →
 * `CHANGES_NOT_ALLOWED`; under 14 days to arrival → `..._TOO_CLOSE_TO_ARRIVAL`; under 6 weeks (the
 * balance is due, the campsite has planned) → `EXISTING_ONLY_ALLOWED`; a campsite that lets only
 * per-person extras change → `CHANGES_ALLOWED_PERSON_PRICES`; otherwise `FULL_CHANGES_ALLOWED`.
 */
export function extrasPermission(facts: ChangeFacts): ExtrasPermission {
  if (closed(facts) || facts.policy === 'none') return 'CHANGES_NOT_ALLOWED'
  if (tooClose(facts)) return 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'
  if (daysBetween(facts.today, facts.arrival) < EXISTING_ONLY_DAYS) return 'EXISTING_ONLY_ALLOWED'
  if (facts.policy === 'person-extras') return 'CHANGES_ALLOWED_PERSON_PRICES'
  return 'FULL_CHANGES_ALLOWED'
}

/**
 * Other changes (the travellers' names and birth dates): cancelled or over, or a campsite that
 * takes no changes → `CHANGES_NOT_ALLOWED`; under 14 days → `..._TOO_CLOSE_TO_ARRIVAL`; something
 * paid → `CHANGES_ALLOWED_REQUIRES_PAYMENT`; otherwise `FULL_CHANGES_ALLOWED`.
 *
 * `CHANGES_ALLOWED_REQUIRES_PAYMENT` means a change that alters what the booking costs must be
 * paid for. Correcting the travellers' names and birth dates within the same party costs nothing,
 * so the portal lets them change as under `FULL_CHANGES_ALLOWED` (`mayEditParticipants`); a
 * different party (more or fewer persons, other ages) is a new price and is not a portal change.
 */
export function otherPermission(facts: ChangeFacts): OtherPermission {
  if (closed(facts) || facts.policy === 'none') return 'CHANGES_NOT_ALLOWED'
  if (tooClose(facts)) return 'CHANGES_NOT_ALLOWED_TOO_CLOSE_TO_ARRIVAL'
  if (facts.paidMinor > 0) return 'CHANGES_ALLOWED_REQUIRES_PAYMENT'
  return 'FULL_CHANGES_ALLOWED'
}

/** Whether the travellers' names and birth dates may be corrected (see `otherPermission`). */
export const mayEditParticipants = (permission: OtherPermission): boolean =>
  permission === 'FULL_CHANGES_ALLOWED' || permission === 'CHANGES_ALLOWED_REQUIRES_PAYMENT'

/**
 * The quantities an extra may be set to under a permission, from `min` to `max`: every extra from
 * none to its maximum (`FULL_CHANGES_ALLOWED`); down to none but never above what is booked
 * (`EXISTING_ONLY_ALLOWED`: lower or remove, add nothing); per-person extras from none to their
 * maximum and the others as booked (`CHANGES_ALLOWED_PERSON_PRICES`); as booked otherwise.
 */
export function quantityRange(
  permission: ExtrasPermission,
  extra: { unit: string; booked: number; maxQuantity: number },
): { min: number; max: number } {
  const fixed = { min: extra.booked, max: extra.booked }
  if (extra.unit === 'info') return { min: 0, max: 0 }
  switch (permission) {
    case 'FULL_CHANGES_ALLOWED':
      return { min: 0, max: Math.max(extra.maxQuantity, extra.booked) }
    case 'EXISTING_ONLY_ALLOWED':
      return { min: 0, max: extra.booked }
    case 'CHANGES_ALLOWED_PERSON_PRICES':
      return isPerPerson(extra.unit) ? { min: 0, max: Math.max(extra.maxQuantity, extra.booked) } : fixed
    default:
      return fixed
  }
}

// ---------------------------------------------------------------- rates

/** A payment rate in minor units: its share of the total, and what was received for it. */
export interface RateState {
  index: number
  amountMinor: number
  paidMinor: number
  dueDate: string
  status: 'pending' | 'paid' | 'cancelled'
}

/** What was received for a rate (a paid rate written without `paidMinor` received its amount). */
export const receivedFor = (rate: Pick<RateState, 'amountMinor' | 'paidMinor' | 'status'>): number =>
  rate.status === 'paid' ? Math.max(rate.paidMinor, rate.amountMinor) : rate.paidMinor

/** The rates' shares of the total always add up to it. */
export const ratesTotal = (rates: readonly Pick<RateState, 'amountMinor'>[]): number =>
  rates.reduce((sum, rate) => sum + rate.amountMinor, 0)

/**
 * The rates after the booking's total changed by `differenceMinor`, so that they add up to the
 * new total:
 * - more: first what the customer has in credit (a paid rate lowered below what it received is
 *   raised back), then the last pending rate (the balance); when every rate is paid, a new rate
 *   due in a week (`PAYLATER_FIRST_RATE_DAYS`, never after the day before arrival);
 * - less: the pending rates from the last one back, never below zero (a rate lowered to nothing
 *   is cancelled), then the paid ones from the last one back: what they received stays, so the
 *   difference becomes the customer's credit (payment status `PAID_TOO_MUCH`).
 */
export function respreadRates(
  rates: readonly RateState[],
  differenceMinor: number,
  when: { today: string; arrival: string },
): RateState[] {
  // What a paid rate received is kept whatever its share becomes.
  const next = rates.map((rate) => ({ ...rate, paidMinor: receivedFor(rate) }))
  const totalBefore = ratesTotal(next)
  if (differenceMinor > 0) {
    let rest = differenceMinor
    for (const rate of next) {
      if (rest === 0) break
      if (rate.status !== 'paid') continue
      const credit = Math.max(0, rate.paidMinor - rate.amountMinor)
      const taken = Math.min(credit, rest)
      rate.amountMinor += taken
      rest -= taken
    }
    const balance = next.filter((rate) => rate.status === 'pending').at(-1)
    if (rest > 0 && balance) {
      balance.amountMinor += rest
      rest = 0
    }
    if (rest > 0) {
      const due = addDays(when.today, PAYLATER_FIRST_RATE_DAYS)
      const dayBefore = addDays(when.arrival, -1)
      next.push({
        index: Math.max(0, ...next.map((rate) => rate.index)) + 1,
        amountMinor: rest,
        paidMinor: 0,
        dueDate: due < dayBefore ? due : dayBefore > when.today ? dayBefore : when.today,
        status: 'pending',
      })
    }
  } else if (differenceMinor < 0) {
    let rest = -differenceMinor
    for (const status of ['pending', 'paid'] as const) {
      for (const rate of [...next].reverse()) {
        if (rest === 0) break
        if (rate.status !== status) continue
        const taken = Math.min(rate.amountMinor, rest)
        rate.amountMinor -= taken
        rest -= taken
        if (status === 'pending' && rate.amountMinor === 0 && rate.paidMinor === 0) rate.status = 'cancelled'
      }
    }
    if (rest > 0) throw new RangeError(`a reduction of ${-differenceMinor} is more than the rates hold`)
  }
  if (ratesTotal(next) !== totalBefore + differenceMinor) throw new Error('rates no longer add up to the total')
  return next
}
