/**
 * Typed client of the twenty API. Every response is validated with the shared contract; the
 * bearer token is sent when there is one; every call times out; failures become one of two error
 * kinds that loaders map to pages (SPEC section 8).
 */
import { cachified, type CacheEntry, type CachifiedOptions } from '@epic-web/cachified'
import { LRUCache } from 'lru-cache'
import type { z } from 'zod'
import {
  REQUEST_ID_HEADER,
  TWENTY_CLIENT_HEADER,
  TWENTY_INTERNAL_HEADER,
  apiErrorSchema,
  arrivalDaysResponseSchema,
  type ArrivalDays,
  type ArrivalDaysQuery,
  bookingResponseSchema,
  bookingExtrasResponseSchema,
  extrasChangeResponseSchema,
  type BookingExtras,
  type ChangeExtrasRequest,
  type ChangeParticipantsRequest,
  type ExtrasChange,
  cartResponseSchema,
  checkoutResponseSchema,
  customerBookingsResponseSchema,
  favouriteChangeResponseSchema,
  favouriteIdsResponseSchema,
  favouritesMergeResponseSchema,
  favouritesResponseSchema,
  sitePricesResponseSchema,
  priceGridResponseSchema,
  type PriceGrid,
  type PriceGridRequestInput,
  type FavouriteChange,
  type FavouriteSite,
  type FavouritesMerge,
  type SitePrices,
  type SitePricesRequestInput,
  type Booking,
  type Cart,
  type CheckoutRequest,
  type CreateCartRequest,
  type UpdateCartRequest,
  autocompletePopularSaveResponseSchema,
  autocompleteResponseSchema,
  cataloguePathsResponseSchema,
  catalogueResolveSchema,
  freeSearchResponseSchema,
  navigationGroupsSchema,
  newsletterSubscribeResponseSchema,
  contactMessageResponseSchema,
  type ContactMessageRequest,
  portalAcceptedResponseSchema,
  portalResetPasswordResponseSchema,
  portalTokenResponseSchema,
  portalUserResponseSchema,
  type PortalResetPasswordRequest,
  type PortalSignUpRequest,
  type PortalUpdateRequest,
  type PortalUser,
  searchAccommodationsResponseSchema,
  searchSitesResponseSchema,
  siteAccessibilityResponseSchema,
  siteDetailResponseSchema,
  siteReviewsResponseSchema,
  pitchesResponseSchema,
  type Pitches,
  themeResponseSchema,
  themesResponseSchema,
  type AutocompleteResult,
  type CataloguePaths,
  type CatalogueResolution,
  type FreeSearchRequestInput,
  type FreeSearchResponse,
  type NavigationGroups,
  type NewsletterSubscribeRequest,
  type SearchRequestInput,
  type ReviewOrder,
  type SearchAccommodationsResponse,
  type SearchSitesResponse,
  type SiteAccessibility,
  type SiteDetail,
  type SiteReviews,
  type Theme,
  type TravellerGroup,
  bamboraOrderResponseSchema,
  paymentOrderResponseSchema,
  paymentProvidersResponseSchema,
  settlementResponseSchema,
  saferpayOrderResponseSchema,
  type BamboraOrder,
  type BamboraOrderRequest,
  type PaymentOrder,
  type PaymentProviders,
  type Settlement,
  type SaferpayOrder,
  type SaferpayOrderRequest,
} from '../../twenty/contract'
import type { RequestStorefront } from './storefront.server'

/** What the client needs of an answer: `fetch`'s Response has it, and so has the keep-alive transport. */
export interface TwentyResponse {
  status: number
  ok: boolean
  headers: { get(name: string): string | null }
  json(): Promise<unknown>
  arrayBuffer(): Promise<ArrayBuffer>
}

/**
 * How a call reaches the API: `fetch` by default (tests watch it), the host's keep-alive
 * transport in the server (`twenty-transport.server.ts`, decision 032).
 */
export type TwentyFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<TwentyResponse>

/** The API answered with an error status (4xx/5xx other than unavailable). */
export class TwentyApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'TwentyApiError'
  }
}

/** The API could not be reached, timed out, answered 502-504, or broke the contract. */
export class TwentyUnavailableError extends Error {
  /**
   * Why: the call timed out, found nobody, got a 502-504, or an answer that breaks the contract;
   * `busy`: the API shed the call on purpose (503 `busy`, a full password-hashing queue) and said
   * when to come back (`retryAfterS`).
   */
  readonly kind: 'timeout' | 'unreachable' | '5xx' | 'contract' | 'busy'
  readonly retryAfterS: number | null
  constructor(
    message: string,
    options?: { cause?: unknown; kind?: TwentyUnavailableError['kind']; retryAfterS?: number | null },
  ) {
    super(message, options)
    this.name = 'TwentyUnavailableError'
    this.kind =
      options?.kind ?? ((options?.cause as Error | undefined)?.name === 'TimeoutError' ? 'timeout' : 'unreachable')
    this.retryAfterS = options?.retryAfterS ?? null
  }
}

/** The API's 503 `busy` (it shed the call and says when to come back), or null for any other answer. */
function busyAnswer(response: TwentyResponse, payload: unknown, what: string): TwentyUnavailableError | null {
  if (response.status !== 503) return null
  const parsed = apiErrorSchema.safeParse(payload)
  if (!parsed.success || parsed.data.error.code !== 'busy') return null
  const retryAfter = Number(response.headers.get('retry-after'))
  return new TwentyUnavailableError(`${what}: HTTP 503 busy`, {
    kind: 'busy',
    retryAfterS: Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : null,
  })
}

function outcomeOf(error: unknown): TwentyCallReport['outcome'] {
  if (error instanceof TwentyUnavailableError) return error.kind
  if (error instanceof TwentyApiError) return error.status >= 500 ? '5xx' : '4xx'
  return 'unreachable'
}

export interface TwentyClientOptions {
  baseUrl: string
  brand: string
  apiLocale: string
  token?: string | null
  timeoutMs?: number
  /**
   * When the page's time for the API runs out (epoch ms): the calls a page's loaders make share
   * it, each call's timeout is `min(timeoutMs, time left)`, and none starts after it.
   */
  deadline?: number
  fetch?: TwentyFetch
  /** The embedded API's internal key (decision 014); never sent to a real API. */
  internalKey?: string | null
  /** The visitor's address, for the API's per-client limits (sent with the internal key only). */
  clientAddress?: string | null
  /** The storefront request's id, sent as `X-Request-Id` so the API's log lines join the page's. */
  requestId?: string | null
  /** Told about every call when it ends (the host's metrics). */
  onCall?: (call: TwentyCallReport) => void
  /**
   * Keep the answers that change rarely and are the same for every visitor (a campsite's detail
   * and reviews, catalogue resolutions, themes) for a while: see `keptContent`. Pages' clients
   * do (twentyFor); a client made for one purpose asks the API every time.
   */
  keep?: boolean
  /**
   * The embedded API's search version (decision 041): with it (and `keep`), search answers are
   * kept while it is unchanged, see `keptSearch`.
   */
  searchVersion?: () => string | null
}

/** One finished call: its endpoint pattern (`sites/{slug}`), time and outcome. */
export interface TwentyCallReport {
  method: string
  endpoint: string
  seconds: number
  /** `ok`, `4xx`, `5xx`, `timeout`, `unreachable` or `contract`. */
  outcome: 'ok' | '4xx' | '5xx' | 'timeout' | 'unreachable' | 'contract' | 'busy'
}

/**
 * The endpoint pattern of a call's path, for metrics: no query string, and the one path segment
 * that names a thing (`sites/{slug}`, `carts/{cartId}/checkout`) replaced by its kind.
 */
export function endpointOf(path: string): string {
  const bare = path.split('?')[0]!
  return bare
    .replace(/^(sites|themes)\/[^/]+/, '$1/{slug}')
    .replace(/^carts\/[^/]+/, 'carts/{cartId}')
    .replace(/^customer-portal\/bookings\/[^/]+/, 'customer-portal/bookings/{bookingId}')
    .replace(/^payment\/providers\/booking\/[^/]+/, 'payment/providers/booking/{bookingId}')
    .replace(/^payment\/orders\/[^/]+/, 'payment/orders/{orderIdHash}')
}

type Version = 'v1' | 'v2'

export function createTwentyClient(options: TwentyClientOptions) {
  const { baseUrl, brand, apiLocale, token, timeoutMs = DEFAULT_TWENTY_TIMEOUT_MS, deadline } = options
  const doFetch: TwentyFetch = options.fetch ?? fetch

  /** The signal of one call: its own timeout, cut to what is left of the page's budget. */
  function callSignal(method: string, path: string): AbortSignal {
    const left = deadline === undefined ? timeoutMs : Math.min(timeoutMs, deadline - Date.now())
    if (left <= 0) {
      throw new TwentyUnavailableError(`twenty ${method} ${path}: the page's time for the API ran out`, {
        kind: 'timeout',
      })
    }
    return AbortSignal.timeout(left)
  }
  /** The storefront's own headers on every call: the internal key and the visitor's address. */
  const accessHeaders: Record<string, string> = {}
  if (options.requestId) accessHeaders[REQUEST_ID_HEADER] = options.requestId
  if (options.internalKey) {
    accessHeaders[TWENTY_INTERNAL_HEADER] = options.internalKey
    if (options.clientAddress) accessHeaders[TWENTY_CLIENT_HEADER] = options.clientAddress
  }

  /** Runs one call and reports its time and outcome (the outcome of a throw is read from the error). */
  async function reported<T>(method: string, path: string, run: () => Promise<T>): Promise<T> {
    if (!options.onCall) return run()
    const started = performance.now()
    let outcome: TwentyCallReport['outcome'] = 'ok'
    try {
      return await run()
    } catch (error) {
      outcome = outcomeOf(error)
      throw error
    } finally {
      options.onCall({ method, endpoint: endpointOf(path), seconds: (performance.now() - started) / 1000, outcome })
    }
  }

  function call<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    version: Version,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    return reported(method, path, () => unreportedCall(method, version, path, schema, body))
  }

  async function unreportedCall<S extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    version: Version,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<z.infer<S>> {
    const url = `${baseUrl.replace(/\/$/, '')}/${version}/${brand}/${apiLocale}/${path}`
    const headers: Record<string, string> = { Accept: 'application/json', ...accessHeaders }
    if (body !== undefined) headers['Content-Type'] = 'application/json'
    if (token) headers.Authorization = `Bearer ${token}`
    const signal = callSignal(method, path)
    let response: TwentyResponse
    try {
      response = await doFetch(url, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal,
      })
    } catch (error) {
      throw new TwentyUnavailableError(`twenty ${method} ${path}: ${(error as Error).message}`, { cause: error })
    }
    const payload: unknown = await response.json().catch(() => null)
    if (!response.ok) {
      const busy = busyAnswer(response, payload, `twenty ${method} ${path}`)
      if (busy) throw busy
      if (response.status >= 502 && response.status <= 504) {
        throw new TwentyUnavailableError(`twenty ${method} ${path}: HTTP ${response.status}`, { kind: '5xx' })
      }
      const parsed = apiErrorSchema.safeParse(payload)
      throw new TwentyApiError(
        response.status,
        parsed.success ? parsed.data.error.code : 'http_error',
        parsed.success ? parsed.data.error.message : `HTTP ${response.status}`,
      )
    }
    const parsed = schema.safeParse(payload)
    if (!parsed.success) {
      throw new TwentyUnavailableError(
        `twenty ${method} ${path}: response breaks the contract: ${parsed.error.message}`,
        { kind: 'contract' },
      )
    }
    return parsed.data
  }

  /**
   * A GET of public content, kept by `keptContent` when the client keeps (never with a token:
   * what a customer sees may be theirs); the same call otherwise.
   */
  function keptCall<S extends z.ZodType>(path: string, schema: S): Promise<z.infer<S>> {
    if (!options.keep || token) return call('GET', 'v2', path, schema)
    return keptContent(`${baseUrl}|${brand}|${apiLocale}|${path}`, () => call('GET', 'v2', path, schema))
  }

  /**
   * A search (`search/sites`, `search/accommodations`), kept by `keptSearch` while the embedded
   * API's search version is unchanged; asked every time of a real API, or when no version is known
   * (the API's database closed at shutdown).
   */
  function searchCall<S extends z.ZodType>(path: string, schema: S, body: SearchRequestInput): Promise<z.infer<S>> {
    const version = options.keep ? options.searchVersion?.() : null
    if (version == null) return call('POST', 'v2', path, schema, body)
    return keptSearch(`${version}|${baseUrl}|${brand}|${apiLocale}|${path}|${JSON.stringify(body)}`, () =>
      call('POST', 'v2', path, schema, body),
    )
  }

  /** A call whose answer is a file (the travel voucher): its bytes and type, or the API's error. */
  function file(path: string): Promise<{ body: ArrayBuffer; contentType: string }> {
    return reported('GET', path, () => unreportedFile(path))
  }

  async function unreportedFile(path: string): Promise<{ body: ArrayBuffer; contentType: string }> {
    const url = `${baseUrl.replace(/\/$/, '')}/v2/${brand}/${apiLocale}/${path}`
    const headers: Record<string, string> = { Accept: 'application/pdf, application/json', ...accessHeaders }
    if (token) headers.Authorization = `Bearer ${token}`
    const signal = callSignal('GET', path)
    let response: TwentyResponse
    try {
      response = await doFetch(url, { method: 'GET', headers, signal })
    } catch (error) {
      throw new TwentyUnavailableError(`twenty GET ${path}: ${(error as Error).message}`, { cause: error })
    }
    if (!response.ok) {
      const payload: unknown = await response.json().catch(() => null)
      if (response.status >= 502 && response.status <= 504)
        throw new TwentyUnavailableError(`twenty GET ${path}: HTTP ${response.status}`, { kind: '5xx' })
      const parsed = apiErrorSchema.safeParse(payload)
      throw new TwentyApiError(
        response.status,
        parsed.success ? parsed.data.error.code : 'http_error',
        parsed.success ? parsed.data.error.message : `HTTP ${response.status}`,
      )
    }
    try {
      return { body: await response.arrayBuffer(), contentType: response.headers.get('Content-Type') ?? '' }
    } catch (error) {
      throw new TwentyUnavailableError(`twenty GET ${path}: ${(error as Error).message}`, { cause: error })
    }
  }

  /** A call whose status is the answer (customer-portal/status: SPEC section 7, errors not thrown). */
  function status(version: Version, path: string, body: unknown): Promise<number> {
    return reported('POST', path, () => unreportedStatus(version, path, body))
  }

  async function unreportedStatus(version: Version, path: string, body: unknown): Promise<number> {
    const url = `${baseUrl.replace(/\/$/, '')}/${version}/${brand}/${apiLocale}/${path}`
    const signal = callSignal('POST', path)
    let response: TwentyResponse
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          ...accessHeaders,
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify(body),
        signal,
      })
    } catch (error) {
      throw new TwentyUnavailableError(`twenty POST ${path}: ${(error as Error).message}`, { cause: error })
    }
    await response.arrayBuffer().catch(() => null)
    if (response.status >= 500)
      throw new TwentyUnavailableError(`twenty POST ${path}: HTTP ${response.status}`, { kind: '5xx' })
    return response.status
  }

  return {
    /** The login step's lookup: 204 password set, 401 none yet (mail sent), 404 unknown, 429 locked. */
    portalStatus: (email: string) => status('v2', 'customer-portal/status', { email }),
    authenticate: async (credentials: { email: string; password: string }): Promise<string> =>
      (await call('POST', 'v2', 'customer-portal/authenticate', portalTokenResponseSchema, credentials)).token,
    authenticateBooking: async (credentials: { email: string; bookingRef: string }): Promise<string> =>
      (await call('POST', 'v2', 'customer-portal/authenticate-booking', portalTokenResponseSchema, credentials)).token,
    signUp: (request: PortalSignUpRequest) =>
      call('POST', 'v2', 'customer-portal', portalAcceptedResponseSchema, request),
    sendResetLink: (email: string) =>
      call('POST', 'v2', 'customer-portal/reset/link', portalAcceptedResponseSchema, { email }),
    sendBookingCredentials: (email: string) =>
      call('POST', 'v2', 'customer-portal/user/forgot-booking-credentials', portalAcceptedResponseSchema, { email }),
    /** Whether a mail link's token can still set a password: 204 yes, 401 no (a client made with the token). */
    checkMailLink: (token: string) => status('v2', 'customer-portal/reset/check', { token }),
    /** Needs a client made with the reset token (it goes as Bearer too). Returns the account's address. */
    resetPassword: async (request: PortalResetPasswordRequest): Promise<string> =>
      (await call('POST', 'v2', 'customer-portal/reset/password', portalResetPasswordResponseSchema, request)).data
        .email,
    /** The signed-in customer (Bearer); a TwentyApiError 401 when the token is no longer valid. */
    currentUser: async (): Promise<PortalUser> =>
      (await call('GET', 'v2', 'customer-portal/user', portalUserResponseSchema)).data,
    updateAccount: async (request: PortalUpdateRequest): Promise<PortalUser> =>
      (await call('PUT', 'v2', 'customer-portal', portalUserResponseSchema, request)).data,
    /** Ends the token on the API's side (Bearer); answers 204 without a body. */
    signOut: () => status('v2', 'customer-portal/logout', {}),
    navigationGroups: async (): Promise<NavigationGroups> =>
      (await call('GET', 'v2', 'navigation/groups', navigationGroupsSchema)).data,
    subscribeNewsletter: (request: NewsletterSubscribeRequest) =>
      call('POST', 'v2', 'newsletter/subscribe', newsletterSubscribeResponseSchema, request),
    /** A contact-page message to customer service (202). */
    sendContactMessage: (request: ContactMessageRequest) =>
      call('POST', 'v2', 'contact', contactMessageResponseSchema, request),
    resolveCatalogue: async (path: string): Promise<CatalogueResolution> =>
      (await keptCall(`catalogue/resolve?path=${encodeURIComponent(path)}`, catalogueResolveSchema)).data,
    /** Campsites for a stay and party, with facets and paging (or map pins with `parameters.map`). */
    searchSites: async (body: SearchRequestInput): Promise<SearchSitesResponse> =>
      (await searchCall('search/sites', searchSitesResponseSchema, body)).data,
    /** Travel-inspiration themes in the market's language. */
    themes: async (): Promise<Theme[]> => (await keptCall('themes', themesResponseSchema)).data.themes,
    theme: async (slug: string): Promise<Theme> =>
      (await keptCall(`themes/${encodeURIComponent(slug)}`, themeResponseSchema)).data,
    /** Every catalogue page of the brand, for the sitemap. */
    cataloguePaths: async (): Promise<CataloguePaths> =>
      (await call('GET', 'v2', 'catalogue/paths', cataloguePathsResponseSchema)).data,
    /** One campsite's bookable units for a stay and party, priced, or alternatives when none is free. */
    searchAccommodations: async (body: SearchRequestInput): Promise<SearchAccommodationsResponse> =>
      (await searchCall('search/accommodations', searchAccommodationsResponseSchema, body)).data,
    /** A campsite page's text, photos, facilities, important information and review summary. */
    siteDetail: async (slug: string): Promise<SiteDetail> =>
      (await keptCall(`sites/${encodeURIComponent(slug)}`, siteDetailResponseSchema)).data,
    /** A campsite's and its units' measured accessibility facts, with photos (issue 24); kept like the detail. */
    siteAccessibility: async (slug: string): Promise<SiteAccessibility> =>
      (await keptCall(`sites/${encodeURIComponent(slug)}/accessibility`, siteAccessibilityResponseSchema)).data,
    /** One page of a campsite's reviews in one of SPEC's orders, for one traveller group or all. */
    siteReviews: async (
      slug: string,
      query: { order: ReviewOrder; group: TravellerGroup | null; page: number },
    ): Promise<SiteReviews> => {
      const params = new URLSearchParams({ order: query.order, page: String(query.page) })
      if (query.group) params.set('group', query.group)
      return (await keptCall(`sites/${encodeURIComponent(slug)}/reviews?${params}`, siteReviewsResponseSchema)).data
    },
    /** A pitch accommodation's numbered pitches on the site map, free or taken for a stay (issue 24). */
    pitches: async (
      slug: string,
      query: { accommodation: number; date: string; duration: number },
    ): Promise<Pitches> => {
      const params = new URLSearchParams({
        accommodation: String(query.accommodation),
        date: query.date,
        duration: String(query.duration),
      })
      return (await call('GET', 'v2', `sites/${encodeURIComponent(slug)}/pitches?${params}`, pitchesResponseSchema))
        .data
    },
    /** Which days a stay of a length can start on, for a destination or anywhere (one letter a day). */
    arrivalDays: async (query: Partial<Record<keyof ArrivalDaysQuery, string | number>>): Promise<ArrivalDays> => {
      const params = new URLSearchParams()
      for (const [name, value] of Object.entries(query))
        if (value !== undefined && value !== null) params.set(name, String(value))
      return (await call('GET', 'v2', `search/arrival-days?${params}`, arrivalDaysResponseSchema)).data
    },
    /** Free text over names, places and descriptions (the FTS index), ranked, paged. */
    freeSearch: async (body: FreeSearchRequestInput): Promise<FreeSearchResponse> =>
      (await call('POST', 'v2', 'search/free', freeSearchResponseSchema, body)).data,
    /** Countries, areas, towns and campsites matching typed text (2+ characters, SPEC section 9). */
    autocomplete: async (body: {
      searchString: string
      limit: number
      funnel?: string | number
    }): Promise<AutocompleteResult[]> =>
      (await call('POST', 'v2', 'autocomplete', autocompleteResponseSchema, body)).data,
    /** What visitors pick most from an origin (the home page: `home`/0), topped up with big areas. */
    popularAutocomplete: async (body: {
      originId?: number
      originType?: string
      limit: number
      funnelId?: number
    }): Promise<AutocompleteResult[]> =>
      (await call('POST', 'v2', 'autocomplete/popular', autocompleteResponseSchema, body)).data,
    /** Counts a visitor's pick, so that popular destinations follow what visitors choose. */
    /** A cart for one stay of one unit (the campsite page's "book"); 409 when it was let meanwhile. */
    createCart: async (body: CreateCartRequest): Promise<Cart> =>
      (await call('POST', 'v2', 'carts', cartResponseSchema, body)).data,
    cart: async (cartId: string): Promise<Cart> =>
      (await call('GET', 'v2', `carts/${encodeURIComponent(cartId)}`, cartResponseSchema)).data,
    updateCart: async (cartId: string, body: UpdateCartRequest): Promise<Cart> =>
      (await call('PATCH', 'v2', `carts/${encodeURIComponent(cartId)}`, cartResponseSchema, body)).data,
    /** Books the cart (or answers the booking an earlier submit made). */
    checkout: async (cartId: string, body: CheckoutRequest): Promise<{ created: boolean; booking: Booking }> =>
      (await call('POST', 'v2', `carts/${encodeURIComponent(cartId)}/checkout`, checkoutResponseSchema, body)).data,
    cartBooking: async (cartId: string): Promise<Booking> =>
      (await call('GET', 'v2', `carts/${encodeURIComponent(cartId)}/booking`, bookingResponseSchema)).data,
    /** The signed-in customer's bookings (needs the client's token). */
    customerBookings: async (): Promise<Booking[]> =>
      (await call('GET', 'v2', 'customer-portal/bookings', customerBookingsResponseSchema)).data.bookings,
    /** The signed-in customer's favourite campsites, newest first (needs the client's token; 403 for a booking sign-in). */
    favourites: async (): Promise<FavouriteSite[]> =>
      (await call('GET', 'v2', 'customer-portal/favourites', favouritesResponseSchema)).data.favourites,
    /** Only their ids: what a listing page marks. */
    favouriteIds: async (): Promise<number[]> =>
      (await call('GET', 'v2', 'customer-portal/favourites/ids', favouriteIdsResponseSchema)).data.siteIds,
    /** Idempotent; a TwentyApiError 409 `favourites_full` at the account's limit, 404 for an unknown campsite. */
    addFavourite: async (siteId: number): Promise<FavouriteChange> =>
      (await call('POST', 'v2', 'customer-portal/favourites', favouriteChangeResponseSchema, { siteId })).data,
    removeFavourite: async (siteId: number): Promise<FavouriteChange> =>
      (await call('DELETE', 'v2', `customer-portal/favourites/${siteId}`, favouriteChangeResponseSchema)).data,
    /** A visitor's favourites (newest first) into the account, on sign-in; `refused` did not fit. */
    mergeFavourites: async (siteIds: number[]): Promise<FavouritesMerge> =>
      (await call('POST', 'v2', 'customer-portal/favourites/merge', favouritesMergeResponseSchema, { siteIds })).data,
    /** Named campsites priced for one stay and party, in the order asked (the favourites page). */
    sitePrices: async (body: SitePricesRequestInput): Promise<SitePrices> =>
      (await call('POST', 'v2', 'search/site-prices', sitePricesResponseSchema, body)).data,
    /** A campsite's units by the arrival days around the asked one, each the party's total (issue 24). */
    priceGrid: async (body: PriceGridRequestInput): Promise<PriceGrid> =>
      (await call('POST', 'v2', 'search/price-grid', priceGridResponseSchema, body)).data,
    /** One of the signed-in customer's bookings; a TwentyApiError 404 for anyone else's (issue 19). */
    customerBooking: async (bookingId: number): Promise<Booking> =>
      (await call('GET', 'v2', `customer-portal/bookings/${bookingId}`, bookingResponseSchema)).data,
    /** The extras on offer for a booking, with what its permission lets the customer change now. */
    bookingExtras: async (bookingId: number): Promise<BookingExtras> =>
      (await call('GET', 'v2', `customer-portal/bookings/${bookingId}/extras`, bookingExtrasResponseSchema)).data,
    /** New quantities of a booking's extras: saved, or only quoted with `dryRun`. */
    changeBookingExtras: async (bookingId: number, body: ChangeExtrasRequest): Promise<ExtrasChange> =>
      (await call('PUT', 'v2', `customer-portal/bookings/${bookingId}/extras`, extrasChangeResponseSchema, body)).data,
    /** The travellers' names and birth dates; answers the booking. */
    changeParticipants: async (bookingId: number, body: ChangeParticipantsRequest): Promise<Booking> =>
      (await call('PUT', 'v2', `customer-portal/bookings/${bookingId}/participants`, bookingResponseSchema, body)).data,
    /** The providers for paying a booking's balance (Bearer; 409 `nothing_to_pay`). */
    paymentProviders: async (bookingId: number): Promise<PaymentProviders> =>
      (await call('GET', 'v2', `payment/providers/booking/${bookingId}`, paymentProvidersResponseSchema)).data,
    /** The providers for paying an amount of it, with their fees for that amount. */
    paymentProvidersFor: async (bookingId: number, amount: number): Promise<PaymentProviders> =>
      (
        await call('POST', 'v2', `payment/providers/booking/${bookingId}`, paymentProvidersResponseSchema, {
          amount,
        })
      ).data,
    /** An order and Bambora's payment window for it (Bearer). */
    startBamboraPayment: async (body: BamboraOrderRequest): Promise<BamboraOrder> =>
      (await call('POST', 'v2', 'customer/payment/getOrderId', bamboraOrderResponseSchema, body)).data,
    /** An order and Saferpay's payment page for it (Bearer). */
    startSaferpayPayment: async (body: SaferpayOrderRequest): Promise<SaferpayOrder> =>
      (await call('POST', 'v2', 'customer/payment/getOrderId', saferpayOrderResponseSchema, body)).data,
    /** Bambora's parameters of an accept redirect or a callback, for the API to verify and settle. */
    bamboraCallback: async (params: Record<string, string>): Promise<Settlement> =>
      (await call('POST', 'v2', 'payment/bambora/callback', settlementResponseSchema, { params })).data,
    /** Asks Saferpay (through the API) how an order ended, and settles it when paid. */
    saferpayAssert: async (orderIdHash: string): Promise<Settlement> =>
      (await call('POST', 'v2', 'payment/saferpay/assert', settlementResponseSchema, { orderIdHash })).data,
    /** Saferpay's notification of an order, passed on (idempotent). */
    saferpayNotify: async (orderIdHash: string): Promise<Settlement> =>
      (await call('POST', 'v2', 'payment/saferpay/notify', settlementResponseSchema, { orderIdHash })).data,
    /** One order of the signed-in customer's booking (Bearer). */
    paymentOrder: async (orderIdHash: string): Promise<PaymentOrder> =>
      (await call('GET', 'v2', `payment/orders/${encodeURIComponent(orderIdHash)}`, paymentOrderResponseSchema)).data,
    /** A fully paid booking's travel voucher, a PDF (Bearer; 409 `not_fully_paid` before). */
    bookingVoucher: (bookingId: number) => file(`customer-portal/bookings/${bookingId}/voucher`),
    savePopularSearch: (body: {
      originId?: number
      originType?: string
      funnelId?: number
      searchedId: number
      searchedType: AutocompleteResult['type']
      popularSearch: boolean
    }) => call('POST', 'v2', 'autocomplete/popular/save', autocompletePopularSaveResponseSchema, body),
  }
}

export type TwentyClient = ReturnType<typeof createTwentyClient>

/** The timeout of a call when the load context does not say (TWENTY_TIMEOUT_MS's default). */
export const DEFAULT_TWENTY_TIMEOUT_MS = 8000

/**
 * A client for the request's brand and market, with everything else from the load context: the
 * timeout (TWENTY_TIMEOUT_MS) and the page's deadline, the transport, the embedded API's internal key, the visitor's address for the
 * API's limits, the request id and the metrics hook. The host's bundle and the Remix bundle each
 * have their own copy of this module, so nothing is configured here at boot: a setting made in
 * the host's copy would never reach the loaders (issue 22).
 */
export function twentyFor(
  context: {
    storefront: RequestStorefront
    twentyBaseUrl: string
    clientIp?: string
    twentyInternalKey?: string | null
    twentyTimeoutMs?: number
    twentyDeadline?: number
    twentyFetch?: TwentyFetch
    twentySearchVersion?: () => string | null
    requestId?: string
    onTwentyCall?: (call: TwentyCallReport) => void
  },
  token?: string | null,
): TwentyClient {
  return createTwentyClient({
    baseUrl: context.twentyBaseUrl,
    brand: context.storefront.brand.id,
    apiLocale: context.storefront.market.apiLocale,
    token,
    timeoutMs: context.twentyTimeoutMs ?? DEFAULT_TWENTY_TIMEOUT_MS,
    ...(context.twentyDeadline === undefined ? {} : { deadline: context.twentyDeadline }),
    ...(context.twentyFetch ? { fetch: context.twentyFetch } : {}),
    internalKey: context.twentyInternalKey,
    clientAddress: context.clientIp,
    requestId: context.requestId,
    onCall: context.onTwentyCall,
    keep: true,
    ...(context.twentySearchVersion ? { searchVersion: context.twentySearchVersion } : {}),
  })
}

/**
 * Turns an API failure during a page load into the page SPEC section 8 asks for: a 404 from the
 * API renders the 404 page (unless the caller opts out), another 4xx (the API refused what the
 * visitor asked for) the 400 page, and anything unreachable or broken the 503 page.
 */
export function pageLoadFailure(error: unknown, options: { notFound?: boolean } = {}): never {
  if (error instanceof TwentyApiError && error.status === 404 && options.notFound !== false) {
    throw new Response('Not Found', { status: 404 })
  }
  if (error instanceof TwentyApiError && error.status !== 404 && error.status >= 400 && error.status < 500) {
    throw new Response('Bad Request', { status: 400 })
  }
  if (error instanceof TwentyUnavailableError || error instanceof TwentyApiError) {
    throw new Response('Service Unavailable', { status: 503 })
  }
  throw error
}

/**
 * cachified for answers shared between requests. Concurrent first requests share one call, made
 * with the budget of the request that started it (its timeout, its page's deadline). When that
 * call runs out of time, a request that only joined it may have most of its own time left: it
 * joined a moment before the timeout, perhaps after the API had recovered. It then asks itself,
 * within its own time, rather than answer its visitor 503 for another request's wait; alone, not
 * through the cache again, where it could join another request's call and be cut short by that
 * one's time as well. Any other failure (a 404, an API that refuses connections) is the answer for
 * everyone and is not asked again.
 */
async function sharedAnswer<T>(
  options: Omit<CachifiedOptions<T>, 'getFreshValue'> & { getFreshValue: () => Promise<T> },
): Promise<T> {
  let askedItself = false
  try {
    return await cachified({
      ...options,
      getFreshValue: () => {
        askedItself = true
        return options.getFreshValue()
      },
    })
  } catch (error) {
    const othersTimeout = !askedItself && error instanceof TwentyUnavailableError && error.kind === 'timeout'
    if (!othersTimeout) throw error
    return options.getFreshValue()
  }
}

/**
 * Public content that changes rarely (a campsite's text, photos and review summary, its review
 * pages, catalogue resolutions, themes), kept per API, brand, locale and path: fresh for a minute,
 * then served while a fresh copy is fetched in the background for ten more (cachified; concurrent
 * first requests share one call; failures, 404s included, are never kept). Prices and
 * availability are never kept here: carts and bookings are always asked for, and searches are
 * kept only by `keptSearch`, under a key that every booking changes (decisions 032 and 041). At
 * most KEPT_ENTRIES answers, the least recently used out. Kept answers are shared by every
 * request: callers read them and never change them.
 */
export const KEPT_FRESH_MS = 60_000
const KEPT_STALE_MS = 10 * 60_000
const KEPT_ENTRIES = 2_000
const keptCache = new LRUCache<string, CacheEntry>({ max: KEPT_ENTRIES })

export function keptContent<T>(key: string, getFreshValue: () => Promise<T>): Promise<T> {
  return sharedAnswer({ key, cache: keptCache, getFreshValue, ttl: KEPT_FRESH_MS, staleWhileRevalidate: KEPT_STALE_MS })
}

export function clearKeptContent(): void {
  keptCache.clear()
}

/**
 * Search answers of the embedded API, kept while its search version (the snapshot, the lets
 * merged into it, today's date) is unchanged (decision 041). The version is part of the key: a
 * booking in any process, a new seed or a new day makes a new key, so a kept answer is always the
 * one the API would give now, and the old keys age out. Concurrent first requests share one call;
 * failures (a refused stay's 400 too) are never kept. A kept answer is frozen: it is shared by
 * every request, and a caller that changed it would throw instead of changing another's page.
 *
 * Answers differ in size by a hundredfold (a campsite's units: about 700 values; every site as
 * a map pin: 8,000 at SEED_SCALE=1, 240,000 at 30), so the cache is bounded by the values in its
 * answers, counted while freezing them (a JSON value is 20-30 bytes of it): at most
 * SEARCH_KEPT_VALUES in all, least recently used out, and an answer of more than
 * SEARCH_ENTRY_VALUES is not kept (asked every time, as before).
 */
const SEARCH_FRESH_MS = 10 * 60_000
export const SEARCH_KEPT_VALUES = 400_000
export const SEARCH_ENTRY_VALUES = 40_000
const searchAnswerValues = new WeakMap<object, number>()
const searchCache = new LRUCache<string, CacheEntry>({
  max: 1_000,
  maxSize: SEARCH_KEPT_VALUES,
  maxEntrySize: SEARCH_ENTRY_VALUES,
  sizeCalculation: (entry) => searchAnswerValues.get(entry.value as object) ?? 1,
})

export function keptSearch<T>(key: string, getFreshValue: () => Promise<T>): Promise<T> {
  return sharedAnswer({
    key,
    cache: searchCache,
    getFreshValue: async () => {
      const answer = await getFreshValue()
      const values = deepFreeze(answer)
      if (answer !== null && typeof answer === 'object') searchAnswerValues.set(answer, values)
      return answer
    },
    ttl: SEARCH_FRESH_MS,
  })
}

export function clearKeptSearches(): void {
  searchCache.clear()
}

/** Freezes a value and everything in it; the number of values it holds. */
function deepFreeze(value: unknown): number {
  if (value === null || typeof value !== 'object') return 1
  Object.freeze(value)
  let values = 1
  for (const child of Object.values(value)) values += deepFreeze(child)
  return values
}

/**
 * navigation/groups is needed on every page and changes rarely: cached per brand and locale for
 * five minutes (cachified). An expired answer is still served for a day while a fresh one is
 * fetched in the background, so no visitor waits for the refresh; a failed fetch is never cached,
 * and concurrent first requests share one call.
 */
export const NAVIGATION_TTL_MS = 5 * 60_000
const NAVIGATION_STALE_MS = 24 * 60 * 60_000
const navigationCache = new Map<string, CacheEntry>()

export function cachedNavigationGroups(
  client: TwentyClient,
  brand: string,
  apiLocale: string,
): Promise<NavigationGroups> {
  return sharedAnswer({
    key: `navigation-groups:${brand}:${apiLocale}`,
    cache: navigationCache,
    getFreshValue: () => client.navigationGroups(),
    ttl: NAVIGATION_TTL_MS,
    staleWhileRevalidate: NAVIGATION_STALE_MS,
  })
}

export function clearNavigationCache(): void {
  navigationCache.clear()
}
