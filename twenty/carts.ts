/**
 * Carts (issue 10): one stay of one unit for a party, the chosen extras and insurances and a
 * payment kind. Every amount is computed from the catalogue (twenty/pricing.ts, billing.ts): a
 * client never sends a price. Carts expire (CART_LIFETIME_MS after the last change).
 */
import { randomBytes } from 'node:crypto'
import type { Selectable } from 'kysely'
import { BillLine, Choices, LINE_NAMES, computeBill, paymentPlans } from './billing'
import { daysBetween, toIsoDate } from './calendar'
import { CART_ID_PATTERN, updateCartRequestSchema } from './checkout-contract'
import type { Cart, CreateCartRequest, PriceLine, UpdateCartRequest } from './checkout-contract'
import type { ApiLocale } from './contract'
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { EXTRAS_BY_ID, maxQuantityOf } from './extras'
import { ApiError, parseRequest } from './http'
import { MEDIA_SIZES } from './media-sizes'
import { checkChosenPitch, isPitchFree, siteMap } from './pitches'
import { type StorefrontOrigin } from './portal-mail'
import { FEE_TYPE_NAMES, isAvailable, quoteStay, type StayQuote } from './pricing'
import type { CartsTable, Language } from './schema'
import { accommodationName, siteLocation, sitePath } from './search'
import { stayCatalogue, type CatalogueAccommodation, type CatalogueSite, type StayCatalogue } from './stay-catalogue'
import { CATEGORY_NAMES } from './stays-data'

/** A cart lives this long after it was made or last changed. */
export const CART_LIFETIME_MS = 2 * 60 * 60 * 1000
export interface CheckoutScope {
  brand: string
  apiLocale: ApiLocale
  language: Language
  publicPath: string
  now: Date
  /** Where the set-password link of an account a booking created points (portal-mail.ts). */
  storefrontOrigin: StorefrontOrigin
}

// ---------------------------------------------------------------- carts

/** A `carts` row as better-sqlite3 reads it (migration 006). */
type CartRow = Selectable<CartsTable>

export function cartRow(
  database: TwentyDatabase,
  cartId: string,
  scope: Pick<CheckoutScope, 'brand' | 'apiLocale'>,
): CartRow | null {
  if (!CART_ID_PATTERN.test(cartId)) return null
  const row = statement(database.sqlite, 'SELECT * FROM carts WHERE id = ?').get(cartId) as CartRow | undefined
  // A cart belongs to the storefront it was made on.
  if (!row || row.brand !== scope.brand || row.api_locale !== scope.apiLocale) return null
  return row
}

export function partyOf(row: { adults: number; children: string }) {
  const ages = JSON.parse(row.children) as number[]
  return { adults: row.adults, childAges: ages }
}

export function quoteOf(
  catalogue: StayCatalogue,
  row: { arrival: string; departure: string; adults: number; children: string },
): StayQuote {
  return quoteStay(catalogue.calendar, row.arrival, daysBetween(row.arrival, row.departure), partyOf(row))
}

/** Free units of an accommodation over a stay, read from the database (not the snapshot). */
export function freeUnits(
  database: TwentyDatabase,
  accommodationId: number,
  arrival: string,
  departure: string,
): number {
  const row = statement(
    database.sqlite,
    `SELECT a.units - COALESCE((SELECT SUM(b.units) FROM booked_stays b
         WHERE b.accommodation_id = a.id AND b.arrival < ? AND b.departure > ?), 0) AS free
       FROM accommodations a WHERE a.id = ?`,
  ).get(departure, arrival, accommodationId) as { free: number } | undefined
  return row?.free ?? 0
}

export const notAvailable = () =>
  new ApiError(409, 'not_available', 'This accommodation is no longer available for these dates')
export const cartExpired = () =>
  new ApiError(410, 'cart_expired', 'This cart has expired; start again from the campsite')
export const unknownCart = (cartId: string) => ApiError.notFound(`No cart "${cartId}"`)

/** `POST carts`: a cart for a bookable stay of one unit, with nothing optional chosen. */
export function createCart(database: TwentyDatabase, scope: CheckoutScope, request: CreateCartRequest): Cart {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesBySlug.get(request.site)
  const unit = catalogue.accommodationsById.get(request.accommodationId)
  if (!site || !unit || unit.siteId !== site.id)
    throw ApiError.notFound(`No accommodation ${request.accommodationId} at "${request.site}"`)
  const children = (request.persons.children ?? []).map((child) => child.age)
  const quote = quoteStay(catalogue.calendar, request.date, request.duration, {
    adults: request.persons.adults,
    childAges: children,
  })
  const today = toIsoDate(scope.now)
  if (request.date <= today) throw ApiError.validation('date: the arrival must be after today')
  if (quote.problem)
    throw new ApiError(400, 'stay_not_bookable', `The calendar does not allow this stay (${quote.problem})`)
  if (unit.maxPersons < quote.partySize)
    throw new ApiError(400, 'party_too_large', `This accommodation sleeps at most ${unit.maxPersons}`)
  if (!isAvailable(unit, quote) || freeUnits(database, unit.id, quote.arrival, quote.departure) < 1)
    throw notAvailable()
  if (request.pitch !== undefined) checkChosenPitch(database, site, unit, request.pitch, quote.arrival, quote.departure)
  const id = randomBytes(16).toString('base64url')
  const stamp = scope.now.toISOString()
  // Carts nobody booked go a day after they expired (the day keeps the "expired" page possible),
  // so abandoned carts cannot pile up; the expiry index makes this a range delete.
  statement(database.sqlite, 'DELETE FROM carts WHERE expires_at < ? AND booking_id IS NULL').run(
    new Date(scope.now.getTime() - 24 * 60 * 60 * 1000).toISOString(),
  )
  statement(
    database.sqlite,
    `INSERT INTO carts (id, brand, api_locale, site_id, accommodation_id, arrival, departure, adults, children, created_at, expires_at, pitch)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    scope.brand,
    scope.apiLocale,
    site.id,
    unit.id,
    quote.arrival,
    quote.departure,
    quote.party.adults,
    JSON.stringify(children),
    stamp,
    new Date(scope.now.getTime() + CART_LIFETIME_MS).toISOString(),
    request.pitch ?? null,
  )
  return presentCart(database, scope, cartRow(database, id, scope)!)
}

/** `GET carts/{cartId}`: the cart priced now, or null when there is no such cart here. */
export function findCart(database: TwentyDatabase, scope: CheckoutScope, cartId: string): Cart | null {
  const row = cartRow(database, cartId, scope)
  return row ? presentCart(database, scope, row) : null
}

export function choicesOf(row: CartRow): Choices {
  return {
    extras: JSON.parse(row.extras) as Record<string, number>,
    liability: row.liability_insurance === 1,
    travel: row.travel_insurance === 1,
  }
}

export function applyChoices(row: CartRow, request: UpdateCartRequest): CartRow {
  const next = { ...row }
  if (request.extras) {
    const extras: Record<string, number> = {}
    for (const choice of request.extras) {
      if (!EXTRAS_BY_ID.has(choice.id)) throw ApiError.validation(`extras: unknown extra "${choice.id}"`)
      if (choice.quantity > 0) extras[choice.id] = choice.quantity
    }
    next.extras = JSON.stringify(extras)
  }
  if (request.insurances?.liability !== undefined) next.liability_insurance = request.insurances.liability ? 1 : 0
  if (request.insurances?.travel !== undefined) next.travel_insurance = request.insurances.travel ? 1 : 0
  if (request.paymentKind) next.payment_kind = request.paymentKind
  return next
}

/**
 * Quantities above an extra's maximum (per-person extras: the party; an extra this unit does not
 * offer: none) are refused with the field that asked, never stored or capped (issue 19).
 */
export function refuseQuantitiesAboveMaximum(
  database: TwentyDatabase,
  row: Pick<CartRow, 'accommodation_id' | 'adults' | 'children'>,
  request: Pick<UpdateCartRequest, 'extras'>,
): void {
  const unit = stayCatalogue(database).accommodationsById.get(row.accommodation_id)
  const { adults, childAges } = partyOf(row)
  request.extras?.forEach((choice, index) => {
    const extra = EXTRAS_BY_ID.get(choice.id)
    if (!extra) return
    const max = unit && extra.appliesTo(unit) ? maxQuantityOf(extra, adults + childAges.length) : 0
    if (choice.quantity > max)
      throw new ApiError(400, 'quantity_above_maximum', `extras.${index}.quantity: at most ${max} of "${choice.id}"`)
  })
}

/** `PATCH carts/{cartId}`: extras, insurances and payment kind; prices follow on the server. */
export function updateCart(database: TwentyDatabase, scope: CheckoutScope, cartId: string, input: unknown): Cart {
  const request = parseRequest(updateCartRequestSchema, input)
  const row = cartRow(database, cartId, scope)
  if (!row) throw unknownCart(cartId)
  if (row.booking_id !== null) throw new ApiError(409, 'cart_booked', 'This cart has been booked already')
  if (row.expires_at <= scope.now.toISOString()) throw cartExpired()
  refuseQuantitiesAboveMaximum(database, row, request)
  if (request.pitch !== undefined) choosePitch(database, row, request.pitch)
  const next = applyChoices(row, request)
  statement(
    database.sqlite,
    'UPDATE carts SET extras = ?, liability_insurance = ?, travel_insurance = ?, payment_kind = ?, expires_at = ? WHERE id = ?',
  ).run(
    next.extras,
    next.liability_insurance,
    next.travel_insurance,
    next.payment_kind,
    new Date(scope.now.getTime() + CART_LIFETIME_MS).toISOString(),
    row.id,
  )
  return presentCart(database, scope, cartRow(database, cartId, scope)!)
}

/** A cart's pitch (issue 24): one of its unit's pitches free for its stay (400, 409), or null for any. */
function choosePitch(database: TwentyDatabase, row: CartRow, pitch: string | null): void {
  if (pitch !== null) {
    const catalogue = stayCatalogue(database)
    const site = catalogue.sitesById.get(row.site_id)!
    const unit = catalogue.accommodationsById.get(row.accommodation_id)!
    checkChosenPitch(database, site, unit, pitch, row.arrival, row.departure)
  }
  statement(database.sqlite, 'UPDATE carts SET pitch = ? WHERE id = ?').run(pitch, row.id)
}

export function stayPlace(
  catalogue: StayCatalogue,
  site: CatalogueSite,
  unit: CatalogueAccommodation,
  row: { arrival: string; departure: string; adults: number; children: string },
  language: Language,
  publicPath: string,
) {
  const name = accommodationName(unit, language)
  return {
    site: {
      slug: site.slug,
      name: site.name,
      location: siteLocation(catalogue, site, language),
      path: sitePath(catalogue, site),
      image: { url: `${publicPath}/media/sites/${site.slug}`, alt: site.name, ...MEDIA_SIZES.result },
    },
    accommodation: {
      id: unit.id,
      name,
      category: CATEGORY_NAMES[unit.category][language],
      maxPersons: unit.maxPersons,
      image:
        unit.imageCount > 0
          ? {
              url: `${publicPath}/media/accommodations/${unit.id}-1`,
              alt: `${name}, ${site.name}`,
              ...MEDIA_SIZES.accommodation,
            }
          : null,
    },
    arrivalDate: row.arrival,
    departureDate: row.departure,
    duration: daysBetween(row.arrival, row.departure),
    persons: { adults: row.adults, children: (JSON.parse(row.children) as number[]).map((age) => ({ age })) },
  }
}

export function lineName(
  line: Pick<BillLine, 'kind' | 'feeTypeId' | 'extraId'>,
  catalogue: StayCatalogue,
  language: Language,
): string {
  if (line.kind === 'rent' || line.kind === 'discount') return LINE_NAMES[line.kind][language]
  if (line.kind === 'extra') return EXTRAS_BY_ID.get(line.extraId ?? '')?.name[language] ?? line.extraId ?? ''
  return catalogue.feeNames[language][line.feeTypeId ?? 0] ?? FEE_TYPE_NAMES[line.feeTypeId ?? 0] ?? 'Fee'
}

export const major = (minor: number) => Math.round(minor) / 100

export function presentLine(line: BillLine, catalogue: StayCatalogue, language: Language): PriceLine {
  return {
    kind: line.kind === 'fee' && !line.mandatory ? 'insurance' : line.kind,
    feeTypeId: line.feeTypeId,
    extraId: line.extraId,
    name: lineName(line, catalogue, language),
    unit: line.unit,
    quantity: line.quantity,
    amount: major(line.minor),
  }
}

function presentCart(database: TwentyDatabase, scope: CheckoutScope, row: CartRow): Cart {
  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesById.get(row.site_id)!
  const unit = catalogue.accommodationsById.get(row.accommodation_id)!
  const { language } = scope
  const quote = quoteOf(catalogue, row)
  const today = toIsoDate(scope.now)
  const bill = computeBill(catalogue, site, unit, quote, scope.apiLocale, today, choicesOf(row))
  const plans = paymentPlans(bill.totalMinor, row.arrival, today)
  const chosen = plans.find((plan) => plan.kind === row.payment_kind && plan.allowed) ?? plans[0]!
  const booking =
    row.booking_id !== null
      ? (statement(database.sqlite, 'SELECT ref FROM bookings WHERE id = ?').get(row.booking_id) as { ref: string })
      : null
  const expired = booking === null && row.expires_at <= scope.now.toISOString()
  const insurance = (feeTypeId: number) => {
    const offer = bill.insurances.get(feeTypeId)
    return offer
      ? {
          feeTypeId,
          name: catalogue.feeNames[language][feeTypeId] ?? '',
          selected: offer.selected,
          amount: major(offer.minor),
        }
      : null
  }
  return {
    cartId: row.id,
    status: booking ? 'booked' : expired ? 'expired' : 'open',
    expiresAt: row.expires_at,
    bookingId: row.booking_id,
    ref: booking?.ref ?? null,
    ...stayPlace(catalogue, site, unit, row, language, scope.publicPath),
    available:
      booking !== null || (quote.problem === null && freeUnits(database, unit.id, row.arrival, row.departure) > 0),
    currency: bill.currency,
    extras: bill.extras.map((extra) => {
      const data = EXTRAS_BY_ID.get(extra.id)!
      return {
        id: extra.id,
        name: data.name[language],
        unit: data.unit,
        unitPrice: data.unit === 'info' ? null : major(extra.unitMinor),
        quantity: extra.quantity,
        maxQuantity: extra.maxQuantity,
        amount: major(extra.minor),
      }
    }),
    insurances: { liability: insurance(2), travel: insurance(12) },
    paymentKind: chosen.kind,
    pitchChoice: unit.category === 'pitch' && siteMap(site) !== null,
    pitch: row.pitch
      ? {
          number: row.pitch,
          free: booking !== null || isPitchFree(database, site, unit, row.pitch, row.arrival, row.departure),
        }
      : null,
    paymentOptions: plans.map((plan) => ({
      kind: plan.kind,
      allowed: plan.allowed,
      rates: plan.rates.map((rate) => ({
        index: rate.index,
        amount: major(rate.minor),
        dueDate: rate.dueDate,
        payNow: rate.payNow,
      })),
      payNow: major(plan.rates.filter((rate) => rate.payNow).reduce((sum, rate) => sum + rate.minor, 0)),
    })),
    price: {
      lines: bill.lines.map((line) => presentLine(line, catalogue, language)),
      total: major(bill.totalMinor),
      payNow: major(chosen.rates.filter((rate) => rate.payNow).reduce((sum, rate) => sum + rate.minor, 0)),
      payOnSite: bill.onSite.map((line) => presentLine(line, catalogue, language)),
      payOnSiteTotal: major(bill.onSiteMinor),
      payOnSiteCurrency: bill.onSiteCurrency,
    },
  }
}
