/**
 * One session per request. The host (server/remix-handler.ts) creates a `RequestSession` from the
 * request's cookies before Remix runs, hands it to loaders and actions in the load context, and
 * commits it once into the response: only when something changed.
 *
 * httpOnly cookies:
 * - the session, sealed (AES-256-GCM, decision 015): bearer token, login type, a session id
 *   renewed on sign-in and sign-out, the newsletter throttle stamp, the carts this browser booked
 *   in the last day (their confirmation shows the booker's details), and during sign-in only the
 *   address being signed in with and a mail link's token (decision 012: kept out of URLs, logs
 *   and history; gone on sign-in). The browser cannot read any of it.
 * Signed (readable, but not changeable):
 * - the toast: one message carried across a redirect, read once.
 * - the event: one analytics event (SPEC section 7) carried the same way, in a cookie of its own:
 *   a page that consumes the event clears only that cookie, so it cannot wipe a toast that an
 *   overlapping answer set meanwhile (the payment window's cancel, stop 29).
 * - the search (SPEC section 3): persons, duration and date of the last search, for 60 days, so
 *   that the search pages start from them.
 * - the recently viewed campsites.
 * - a visitor's favourite campsites (ids, newest first, at most 50): not signed in, or signed in
 *   with a booking reference, which may not change the account (issue 19); merged into the
 *   account on a password sign-in.
 * - the campsites compared side by side (ids in column order, at most three; issue 24, decision 036).
 * Plain (issue 21, decision 029):
 * - `visitorId` (SPEC section 3): a random id for the A/B split, for 34,560,000 s (SPEC section 9);
 *   httpOnly, made on a visitor's first page (never for a bot).
 * - `cookie-consent`: the visitor's choice of categories for 365 days (lib/consent.server.ts),
 *   readable by scripts.
 * Form errors never travel in a cookie: actions return them (conform's `submission.reply()`).
 */
import { createCookie, createCookieSessionStorage, redirect, type Session } from '@remix-run/node'
import { z } from 'zod'
import { COMPARE_COOKIE_MAX_AGE_S, COMPARE_MAX } from './compare'
import { parseComparedSites } from './compare.server'
import { CONSENT_COOKIE, type Consent } from './consent'
import { consentSetCookie, cookieValue, parseConsent } from './consent.server'
import { getEnv, sessionSecrets } from './env.server'
import { FAVOURITES_COOKIE_MAX, FAVOURITES_COOKIE_MAX_AGE_S } from './favourites'
import { RECENTLY_VIEWED_MAX, RECENTLY_VIEWED_MAX_AGE_S, type RecentlyViewedSite } from './recently-viewed'
import { seal, sealingKeys, unseal } from './sealed-cookie.server'
import { SEARCH_COOKIE_MAX_AGE_S, type SavedSearch } from './search-params'
import { parseSavedSearch } from './search-params.server'

export const toastSchema = z.object({
  id: z.string().max(64),
  kind: z.enum(['success', 'error', 'info']),
  /** i18next key in the `toasts` namespace. */
  messageKey: z.string().max(200),
})
export type Toast = z.infer<typeof toastSchema>

/** Analytics events a redirect carries to the next page (SPEC section 7), like a toast. */
export const flashEventSchema = z.object({
  id: z.string().max(64),
  name: z.enum([
    'customer_portal_login',
    'customer_portal_logout',
    'account_create',
    'customer_portal_change_account_details_complete',
    'newsletter_signup',
    'customer_portal_payment_start',
  ]),
  /** The booking the event is about (`customer_portal_payment_start`, SPEC section 7). */
  bookingId: z.string().max(20).optional(),
})
export type FlashEvent = z.infer<typeof flashEventSchema>

/** The visitor id cookie (SPEC sections 3 and 9). */
export const VISITOR_COOKIE = 'visitorId'
export const VISITOR_COOKIE_MAX_AGE_S = 34_560_000
const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/

/** How long a signed-in session lasts without a visit (the cookie's Max-Age). */
export const SESSION_MAX_AGE_S = 30 * 24 * 60 * 60
/** A toast waits at most this long for the page that shows it. */
export const TOAST_MAX_AGE_S = 60
/** How long the browser that booked sees the booker's details on the confirmation (issue 16). */
export const BOOKED_CART_MAX_AGE_MS = 24 * 60 * 60 * 1000
/** The carts a session remembers having booked, newest first. */
const BOOKED_CARTS_MAX = 5
/** How long a chosen payment amount leads to the payment options (issue 20). */
export const PAYMENT_CHOICE_MAX_AGE_MS = 60 * 60 * 1000
/** The bookings whose payment a session remembers at once (tabs of several bookings). */
const PAYMENT_CHOICES_MAX = 5

const paymentChoiceSchema = z.object({
  bookingId: z.number().int().positive(),
  kind: z.enum(['full', 'rate', 'amount']),
  amountMinor: z.number().int().positive(),
  rate: z.number().int().positive().nullable(),
  at: z.number(),
  /** Not yet listed on the options page: the first listing asks the providers for this amount. */
  fresh: z.boolean().optional(),
  /** The order the last start made: the browser's return finds it when a provider leaves it out. */
  orderIdHash: z.string().max(64).optional(),
})
export type StoredPaymentChoice = z.infer<typeof paymentChoiceSchema>

const sessionDataSchema = z.object({
  /** Bearer token of the signed-in customer; never sent to the browser. */
  token: z.string().optional(),
  /** How the customer signed in (SPEC section 3). */
  loginType: z.enum(['email', 'booking_id']).optional(),
  /** Random id, renewed on sign-in and sign-out. */
  sid: z.string().optional(),
  newsletterAcceptedAt: z.number().optional(),
  /** The address being signed in with, between the login steps (issue 9); gone on sign-in. */
  loginEmail: z.string().max(254).optional(),
  /** A set-password or reset token from a mail link, taken out of the address bar (issue 9). */
  resetToken: z.string().max(200).optional(),
  /** Carts this browser booked, with when: their confirmation shows the booker's details for a day. */
  booked: z
    .array(z.object({ cartId: z.string().max(64), at: z.number() }))
    .max(BOOKED_CARTS_MAX)
    .optional(),
  /**
   * The amount chosen on a booking's payment page (SPEC section 5: the options page needs one),
   * per booking, newest first; kept in the sealed session so that it survives without JavaScript
   * and cannot be changed by the browser.
   */
  payments: z.array(paymentChoiceSchema).max(PAYMENT_CHOICES_MAX).optional(),
})
type SessionData = z.infer<typeof sessionDataSchema>

const recentlyViewedSchema = z
  .array(
    z.object({
      slug: z.string().max(200),
      name: z.string().max(200),
      location: z.string().max(200),
      href: z.string().startsWith('/').max(400),
      image: z.string().max(400),
    }),
  )
  .max(RECENTLY_VIEWED_MAX)

const favouritesSchema = z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).max(FAVOURITES_COOKIE_MAX)

function createStorages() {
  const env = getEnv()
  const production = env.NODE_ENV === 'production'
  const base = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure: production, secrets: sessionSecrets(env) }
  // `__Host-` binds a cookie to this host, over HTTPS, for the whole site: no subdomain or
  // plain-HTTP page can set or shadow it. Browsers accept it on http://localhost too.
  const sessionName = production ? '__Host-session' : 'session'
  return {
    // No `secrets`: the value is sealed (authenticated encryption) instead of signed.
    session: {
      cookie: createCookie(sessionName, { ...base, secrets: undefined, maxAge: SESSION_MAX_AGE_S }),
      name: sessionName,
      keys: sealingKeys(sessionSecrets(env)),
    },
    toast: createCookieSessionStorage<{ toast: Toast }>({
      cookie: { ...base, name: production ? '__Host-toast' : 'toast', maxAge: TOAST_MAX_AGE_S },
    }),
    event: createCookieSessionStorage<{ event: FlashEvent }>({
      cookie: { ...base, name: production ? '__Host-event' : 'event', maxAge: TOAST_MAX_AGE_S },
    }),
    search: createCookie(production ? '__Host-search' : 'search', { ...base, maxAge: SEARCH_COOKIE_MAX_AGE_S }),
    viewed: createCookie(production ? '__Host-viewed' : 'viewed', { ...base, maxAge: RECENTLY_VIEWED_MAX_AGE_S }),
    favourites: createCookie(production ? '__Host-favourites' : 'favourites', {
      ...base,
      maxAge: FAVOURITES_COOKIE_MAX_AGE_S,
    }),
    compare: createCookie(production ? '__Host-compare' : 'compare', { ...base, maxAge: COMPARE_COOKIE_MAX_AGE_S }),
  }
}

let storages: ReturnType<typeof createStorages> | undefined
function cookieStorages() {
  storages ??= createStorages()
  return storages
}

const newId = () => crypto.randomUUID()

/** A visitor id cookie's value, if it is one we could have made (anything else: a new one is made). */
function visitorIdOf(value: string | null): string | null {
  return value !== null && VISITOR_ID.test(value) ? value : null
}

export class RequestSession {
  private sessionChanged = false
  private toastChanged = false
  private eventChanged = false
  private searchChanged = false
  /** A loader read the saved search: the answer depends on it. */
  private searchRead = false
  private viewedChanged = false
  private viewedRead = false
  private favouritesChanged = false
  private favouritesRead = false
  private comparedChanged = false
  private comparedRead = false
  private visitorStarted = false
  private consentChanged = false
  private readonly data: SessionData

  private constructor(
    sealed: unknown,
    private readonly toastSession: Session<{ toast: Toast }>,
    private readonly eventSession: Session<{ event: FlashEvent }>,
    private search: SavedSearch | null = null,
    private viewed: RecentlyViewedSite[] = [],
    private favourites: number[] = [],
    private visitor: string | null = null,
    private consentChoice: Consent | null = null,
    private compared: number[] = [],
  ) {
    // A cookie we did not seal, or whose shape we no longer accept, is treated as empty.
    const parsed = sessionDataSchema.safeParse(sealed ?? {})
    this.data = parsed.success ? parsed.data : {}
  }

  static async fromRequest(request: Request): Promise<RequestSession> {
    const cookie = request.headers.get('Cookie')
    const { session, toast, event, search, viewed, favourites, compare } = cookieStorages()
    const [sealed, t, e, saved, seen, liked, compared] = await Promise.all([
      session.cookie.parse(cookie).catch(() => null) as Promise<unknown>,
      toast.getSession(cookie),
      event.getSession(cookie),
      search.parse(cookie).catch(() => null) as Promise<unknown>,
      viewed.parse(cookie).catch(() => null) as Promise<unknown>,
      favourites.parse(cookie).catch(() => null) as Promise<unknown>,
      compare.parse(cookie).catch(() => null) as Promise<unknown>,
    ])
    // A search cookie we signed but no longer accept (or someone else's) counts as none.
    const recent = recentlyViewedSchema.safeParse(seen)
    // A favourites cookie that is not ours (changed by hand: the signature fails) or not a list of ids is none.
    const favourite = favouritesSchema.safeParse(liked)
    return new RequestSession(
      unseal(sealed as string | null, session.keys, session.name),
      t,
      e,
      parseSavedSearch(saved),
      recent.success ? recent.data : [],
      favourite.success ? [...new Set(favourite.data)] : [],
      visitorIdOf(cookieValue(cookie, VISITOR_COOKIE)),
      parseConsent(cookieValue(cookie, CONSENT_COOKIE)),
      // A compare cookie that is not ours or not a list of ids is none (lib/compare.server.ts).
      parseComparedSites(compared),
    )
  }

  /** The visitor id (the A/B split's key), if the browser has one. */
  get visitorId(): string | null {
    return this.visitor
  }

  /** Gives this browser its visitor id (the cookie is set with the answer); the existing one if it has one. */
  startVisitor(): string {
    if (this.visitor) return this.visitor
    this.visitor = crypto.randomUUID()
    this.visitorStarted = true
    return this.visitor
  }

  /** The visitor's cookie choice; null until they made one (the banner shows). */
  // Reading may find no choice; writing always makes one.
  // eslint-disable-next-line @typescript-eslint/related-getter-setter-pairs -- see above
  get consent(): Consent | null {
    return this.consentChoice
  }

  set consent(choice: Consent) {
    this.consentChoice = choice
    this.consentChanged = true
  }

  /**
   * The answer depends on the visitor: the request carried a session or a toast, or a page read
   * the saved search (never cache it). A page that ignores the search cookie stays cacheable, and
   * the back-forward cache keeps working there.
   */
  get present(): boolean {
    return (
      Object.keys(this.data).length > 0 ||
      this.toastSession.has('toast') ||
      this.eventSession.has('event') ||
      (this.searchRead && this.search !== null) ||
      (this.viewedRead && this.viewed.length > 0) ||
      (this.favouritesRead && this.favourites.length > 0) ||
      (this.comparedRead && this.compared.length > 0)
    )
  }

  /**
   * A visitor's favourite campsites, newest first (the favourites cookie): for one who is not
   * signed in, or signed in with a booking reference. A signed-in customer's are the account's.
   */
  get favouriteSites(): number[] {
    this.favouritesRead = true
    return this.favourites
  }

  /** Writes the list (each campsite once, at most 50); an empty one clears the cookie. */
  set favouriteSites(list: number[]) {
    const next = [...new Set(list)].slice(0, FAVOURITES_COOKIE_MAX)
    if (JSON.stringify(next) === JSON.stringify(this.favourites)) return
    this.favourites = next
    this.favouritesChanged = true
  }

  /** The campsites compared side by side, in their columns' order (the compare cookie, issue 24). */
  get comparedSites(): number[] {
    this.comparedRead = true
    return this.compared
  }

  /** Writes the list (each campsite once, at most three); an empty one clears the cookie. */
  set comparedSites(list: number[]) {
    const next = [...new Set(list)].slice(0, COMPARE_MAX)
    if (JSON.stringify(next) === JSON.stringify(this.compared)) return
    this.compared = next
    this.comparedChanged = true
  }

  /** The campsites the visitor opened last, newest first (the recently-viewed cookie). */
  get recentlyViewed(): RecentlyViewedSite[] {
    this.viewedRead = true
    return this.viewed
  }

  set recentlyViewed(list: RecentlyViewedSite[]) {
    if (JSON.stringify(list) === JSON.stringify(this.viewed)) return
    this.viewed = list
    this.viewedChanged = true
  }

  /** Persons, duration and date of the visitor's last search (the search cookie), if any. */
  // Reading may find no saved search; writing always gives one.
  // eslint-disable-next-line @typescript-eslint/related-getter-setter-pairs -- see above
  get savedSearch(): SavedSearch | null {
    this.searchRead = true
    return this.search
  }

  /** Remembers a search for the next visit; written only when it differs from the saved one. */
  set savedSearch(search: SavedSearch) {
    if (this.search && JSON.stringify(this.search) === JSON.stringify(search)) return
    this.search = search
    this.searchChanged = true
  }

  get token(): string | undefined {
    return this.data.token
  }

  get loginType(): SessionData['loginType'] {
    return this.data.loginType
  }

  // Reading may find none; writing always gives a time.
  // eslint-disable-next-line @typescript-eslint/related-getter-setter-pairs -- see above
  get newsletterAcceptedAt(): number | undefined {
    return this.data.newsletterAcceptedAt
  }

  set newsletterAcceptedAt(at: number) {
    this.write('newsletterAcceptedAt', at)
  }

  /** The address being signed in with, between the login steps. */
  get loginEmail(): string | undefined {
    return this.data.loginEmail
  }

  set loginEmail(email: string | undefined) {
    if (email === undefined) this.remove('loginEmail')
    else this.write('loginEmail', email)
  }

  /** The token of a set-password or reset link, until the new password is set. */
  get resetToken(): string | undefined {
    return this.data.resetToken
  }

  set resetToken(token: string | undefined) {
    if (token === undefined) this.remove('resetToken')
    else this.write('resetToken', token)
  }

  /** Signs a customer in; the session id is renewed so an old cookie cannot ride along. */
  signIn(token: string, loginType: NonNullable<SessionData['loginType']>): void {
    this.remove('loginEmail')
    this.remove('resetToken')
    this.remove('payments')
    this.write('token', token)
    this.write('loginType', loginType)
    this.write('sid', newId())
  }

  /** Signs out: token and login type go, and the session id is renewed. */
  signOut(): void {
    delete this.data.token
    delete this.data.loginType
    delete this.data.payments
    this.write('sid', newId())
  }

  /** Remembers that this browser booked the cart (its confirmation may show the booker's details). */
  rememberBookedCart(cartId: string, now = Date.now()): void {
    const others = this.freshBookings(now).filter((entry) => entry.cartId !== cartId)
    this.write('booked', [{ cartId, at: now }, ...others].slice(0, BOOKED_CARTS_MAX))
  }

  /** Whether this browser booked the cart within the last day. */
  bookedCart(cartId: string, now = Date.now()): boolean {
    return this.freshBookings(now).some((entry) => entry.cartId === cartId)
  }

  private freshBookings(now: number): NonNullable<SessionData['booked']> {
    return (this.data.booked ?? []).filter((entry) => entry.at <= now && now - entry.at < BOOKED_CART_MAX_AGE_MS)
  }

  /** Remembers the amount chosen for a booking's payment (replacing an earlier one of the booking). */
  choosePayment(choice: Omit<StoredPaymentChoice, 'at' | 'fresh' | 'orderIdHash'>, now = Date.now()): void {
    const others = this.freshPayments(now).filter((entry) => entry.bookingId !== choice.bookingId)
    this.write('payments', [{ ...choice, at: now, fresh: true }, ...others].slice(0, PAYMENT_CHOICES_MAX))
  }

  /** The amount chosen for a booking within the last hour, or null (the options page then sends back). */
  paymentChoice(bookingId: number, now = Date.now()): StoredPaymentChoice | null {
    return this.freshPayments(now).find((entry) => entry.bookingId === bookingId) ?? null
  }

  /** Changes the booking's remembered choice (listed once, the order started); nothing without one. */
  updatePaymentChoice(bookingId: number, change: Pick<StoredPaymentChoice, 'fresh' | 'orderIdHash'>, now = Date.now()) {
    const list = this.freshPayments(now)
    const entry = list.find((each) => each.bookingId === bookingId)
    if (!entry) return
    const next = { ...entry, ...change }
    if (JSON.stringify(next) === JSON.stringify(entry)) return
    this.write(
      'payments',
      list.map((each) => (each === entry ? next : each)),
    )
  }

  /** Forgets the booking's choice (paid, or nothing left to pay). */
  forgetPaymentChoice(bookingId: number): void {
    const list = this.data.payments ?? []
    if (!list.some((entry) => entry.bookingId === bookingId)) return
    const rest = list.filter((entry) => entry.bookingId !== bookingId)
    if (rest.length > 0) this.write('payments', rest)
    else this.remove('payments')
  }

  private freshPayments(now: number): StoredPaymentChoice[] {
    return (this.data.payments ?? []).filter((entry) => entry.at <= now && now - entry.at < PAYMENT_CHOICE_MAX_AGE_MS)
  }

  /** Queues a toast for the next page this visitor sees. */
  flashToast(kind: Toast['kind'], messageKey: string): void {
    this.toastSession.set('toast', { id: newId().slice(0, 12), kind, messageKey })
    this.toastChanged = true
  }

  /** Queues an analytics event for the next page this visitor sees (with the booking it is about, if any). */
  flashEvent(name: FlashEvent['name'], details: { bookingId?: number } = {}): void {
    const bookingId = details.bookingId === undefined ? {} : { bookingId: String(details.bookingId) }
    this.eventSession.set('event', { id: newId().slice(0, 12), name, ...bookingId })
    this.eventChanged = true
  }

  /** The waiting analytics event, consumed. */
  takeEvent(): FlashEvent | null {
    const raw = this.eventSession.get('event')
    if (raw === undefined) return null
    this.eventSession.unset('event')
    this.eventChanged = true
    const parsed = flashEventSchema.safeParse(raw)
    return parsed.success ? parsed.data : null
  }

  /** The waiting toast, consumed: a malformed one is dropped rather than trusted. */
  takeToast(): Toast | null {
    const raw = this.toastSession.get('toast')
    if (raw === undefined) return null
    this.toastSession.unset('toast')
    this.toastChanged = true
    const parsed = toastSchema.safeParse(raw)
    return parsed.success ? parsed.data : null
  }

  /** Whether committing would set a cookie. */
  get changed(): boolean {
    return (
      this.sessionChanged ||
      this.toastChanged ||
      this.eventChanged ||
      this.searchChanged ||
      this.viewedChanged ||
      this.favouritesChanged ||
      this.comparedChanged ||
      this.visitorStarted ||
      this.consentChanged
    )
  }

  /** The Set-Cookie values for what changed (the host calls this once per response). */
  async commit(): Promise<string[]> {
    const { session, toast, event, search, viewed, favourites, compare } = cookieStorages()
    const cookies: string[] = []
    const secure = getEnv().NODE_ENV === 'production'
    if (this.visitorStarted && this.visitor)
      cookies.push(
        [
          `${VISITOR_COOKIE}=${this.visitor}`,
          `Max-Age=${VISITOR_COOKIE_MAX_AGE_S}`,
          'Path=/',
          'HttpOnly',
          'SameSite=Lax',
          ...(secure ? ['Secure'] : []),
        ].join('; '),
      )
    if (this.consentChanged && this.consentChoice) cookies.push(consentSetCookie(this.consentChoice, secure))
    if (this.searchChanged && this.search) cookies.push(await search.serialize(this.search))
    if (this.viewedChanged) cookies.push(await viewed.serialize(this.viewed))
    if (this.favouritesChanged)
      cookies.push(
        this.favourites.length > 0
          ? await favourites.serialize(this.favourites)
          : await favourites.serialize([], { maxAge: 0, expires: new Date(0) }),
      )
    if (this.comparedChanged)
      cookies.push(
        this.compared.length > 0
          ? await compare.serialize(this.compared)
          : await compare.serialize([], { maxAge: 0, expires: new Date(0) }),
      )
    if (this.sessionChanged) cookies.push(await session.cookie.serialize(seal(this.data, session.keys, session.name)))
    if (this.toastChanged)
      cookies.push(
        this.toastSession.has('toast')
          ? await toast.commitSession(this.toastSession)
          : await toast.destroySession(this.toastSession),
      )
    if (this.eventChanged)
      cookies.push(
        this.eventSession.has('event')
          ? await event.commitSession(this.eventSession)
          : await event.destroySession(this.eventSession),
      )
    return cookies
  }

  private remove(key: keyof SessionData): void {
    if (!(key in this.data)) return
    Reflect.deleteProperty(this.data, key)
    this.sessionChanged = true
  }

  private write<K extends keyof SessionData>(key: K, value: NonNullable<SessionData[K]>): void {
    this.data[key] = value
    this.sessionChanged = true
  }
}

/** Post/redirect/get with a toast: the host commits the toast cookie with the redirect. */
export function redirectWithToast(
  session: RequestSession,
  to: string,
  toast: { kind: Toast['kind']; messageKey: string },
  init?: ResponseInit,
): ReturnType<typeof redirect> {
  session.flashToast(toast.kind, toast.messageKey)
  return redirect(to, init)
}

/**
 * Characters that look like a slash or a backslash. Browsers do not treat them as one, but a
 * URL with them is never one of ours, and some tools fold them (NFKC turns U+FF0F into "/").
 */
const SLASH_LOOKALIKES = /[\u2044\u2215\u2216\u2571\u2572\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/
const BASE = 'http://redirect.invalid'

/**
 * The one check for every redirect target: only same-site paths. Rejects protocol-relative
 * (`//host`), backslashes (`/\host`), encoded slashes and backslashes, slash look-alikes
 * (`/∕∕host`), schemes, whitespace and control characters; anything else falls back. The answer
 * is percent-encoded ASCII: a `Location` header cannot carry `é` (that was a 500, issue 16).
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = '/'): string {
  if (typeof to !== 'string' || to.length === 0 || to.length > 2048) return fallback
  if (!to.startsWith('/') || to.startsWith('//')) return fallback
  // Whitespace and control characters can be dropped by browsers, turning `/\t/evil` into `//evil`.
  if (/[\s\u0000-\u001f\u007f\\]/.test(to)) return fallback
  if (/%(2f|5c|09|0a|0d|00)/i.test(to)) return fallback
  if (/^\/[^/?#]*:/.test(to)) return fallback
  // In the path, where a browser or a tool could take them for one (the query may hold any text).
  let path: string
  try {
    // Raw or percent-encoded (`/%E2%88%95%E2%88%95evil.example`), it is the same look-alike.
    path = decodeURIComponent(to.split(/[?#]/, 1)[0]!)
  } catch {
    return fallback
  }
  const folded = path.normalize('NFKC')
  if (SLASH_LOOKALIKES.test(path) || folded.startsWith('//') || folded.includes('\\')) return fallback
  let url: URL
  try {
    url = new URL(to, BASE)
  } catch {
    return fallback
  }
  if (url.origin !== BASE) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
