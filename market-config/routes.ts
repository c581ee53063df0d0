/**
 * The route table: every page of SPEC section 2 with its path per language, its module and the
 * layout route it sits under. remix.config.js turns it into the route tree (root > layout >
 * page, each page once per distinct path); `href()` builds every link from the same table.
 */
import { LANGUAGES, type Language } from './markets'

/**
 * Layout routes: pathless parents that own the chrome and the access rule of their pages.
 * storefront: banner, header and footer; checkout: slim header, 2-column footer, no newsletter;
 * portal: signed-in customers only, with the portal's own bar; fullscreen: signed-in, no chrome.
 */
export const LAYOUTS = {
  storefront: 'routes/_storefront.tsx',
  checkout: 'routes/_checkout.tsx',
  portal: 'routes/_portal.tsx',
  fullscreen: 'routes/_fullscreen.tsx',
} as const
export type LayoutKey = keyof typeof LAYOUTS

type PathsByLanguage = Record<Language, string>

export interface PageRoute {
  /** Route module under app/. */
  module: string
  /** Path per language without leading slash; `:name` marks a parameter. */
  paths: PathsByLanguage
  layout: LayoutKey
}

const same = (path: string): PathsByLanguage => ({ en: path, nl: path, de: path, fr: path, it: path })

const join = (base: PathsByLanguage, tail: PathsByLanguage | string): PathsByLanguage =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `${base[lang]}/${typeof tail === 'string' ? tail : tail[lang]}`]),
  ) as PathsByLanguage

/** Profile base path per language, shared by every portal page below it. */
const PROFILE: PathsByLanguage = { en: 'profile', nl: 'profiel', de: 'profil', fr: 'mon-profil', it: 'profilo' }
const MY_BOOKINGS = join(PROFILE, {
  en: 'my-bookings',
  nl: 'mijn-boekingen',
  de: 'meine-buchungen',
  fr: 'mes-reservations',
  it: 'le-mie-prenotazioni',
})
const BOOKING_PAYMENT = join(MY_BOOKINGS, {
  en: ':bookingId/payment',
  nl: ':bookingId/betaling',
  de: ':bookingId/zahlung',
  fr: ':bookingId/paiement',
  it: ':bookingId/pagamento',
})
const TRAVEL_INSPIRATION: PathsByLanguage = {
  en: 'travel-inspiration',
  nl: 'reisinspiratie',
  de: 'reiseinspiration',
  fr: 'inspiration-voyage',
  it: 'ispirazione-di-viaggio',
}
const CHECKOUT: PathsByLanguage = { en: 'booking', nl: 'boeking', de: 'buchung', fr: 'reservation', it: 'prenotazione' }

export const PAGES = {
  home: { module: 'routes/home.tsx', paths: same(''), layout: 'storefront' },
  login: {
    module: 'routes/login.tsx',
    paths: { en: 'login', nl: 'inloggen', de: 'anmelden', fr: 'connexion', it: 'accedi' },
    layout: 'storefront',
  },
  freeSearch: {
    module: 'routes/free-search.tsx',
    paths: { en: 'free-search', nl: 'vrij-zoeken', de: 'freie-suche', fr: 'recherche-libre', it: 'ricerca-libera' },
    layout: 'storefront',
  },
  // Free text within the booking search (SPEC section 4): the search-and-book page with `query`.
  search: {
    module: 'routes/search-and-book.tsx',
    paths: { en: 'search', nl: 'zoeken', de: 'suche', fr: 'recherche', it: 'ricerca' },
    layout: 'storefront',
  },
  searchAndBook: {
    module: 'routes/search-and-book.tsx',
    paths: {
      en: 'search-and-book',
      nl: 'zoek-en-boek',
      de: 'camping-suche',
      fr: 'rechercher-et-reserver',
      it: 'cerca',
    },
    layout: 'storefront',
  },
  travelInspiration: { module: 'routes/travel-inspiration.tsx', paths: TRAVEL_INSPIRATION, layout: 'storefront' },
  theme: { module: 'routes/theme.tsx', paths: join(TRAVEL_INSPIRATION, ':slug'), layout: 'storefront' },
  // The footer's signup form posts here; without JavaScript its errors are shown on this page.
  newsletter: {
    module: 'routes/newsletter.tsx',
    paths: { en: 'newsletter', nl: 'nieuwsbrief', de: 'newsletter', fr: 'newsletter', it: 'newsletter' },
    layout: 'storefront',
  },
  // The cookie choice (issue 21): the banner's settings without JavaScript, and the footer's link.
  cookieSettings: {
    module: 'routes/cookie-settings.tsx',
    paths: {
      en: 'cookie-settings',
      nl: 'cookie-instellingen',
      de: 'cookie-einstellungen',
      fr: 'parametres-cookies',
      it: 'impostazioni-cookie',
    },
    layout: 'storefront',
  },
  profile: { module: 'routes/profile.tsx', paths: PROFILE, layout: 'portal' },
  profileDetails: {
    module: 'routes/profile-details.tsx',
    paths: join(PROFILE, { en: 'details', nl: 'gegevens', de: 'daten', fr: 'coordonnees', it: 'dati' }),
    layout: 'portal',
  },
  profileFavourites: {
    module: 'routes/profile-favourites.tsx',
    paths: join(PROFILE, { en: 'favourites', nl: 'favorieten', de: 'favoriten', fr: 'favoris', it: 'preferiti' }),
    layout: 'portal',
  },
  myBookings: { module: 'routes/my-bookings.tsx', paths: MY_BOOKINGS, layout: 'portal' },
  bookingDetail: { module: 'routes/booking-detail.tsx', paths: join(MY_BOOKINGS, ':bookingId'), layout: 'portal' },
  bookingParticipants: {
    module: 'routes/booking-participants.tsx',
    paths: join(MY_BOOKINGS, {
      en: ':bookingId/participants',
      nl: ':bookingId/deelnemers',
      de: ':bookingId/teilnehmer',
      fr: ':bookingId/participants',
      it: ':bookingId/partecipanti',
    }),
    layout: 'portal',
  },
  // Untranslated in every market (SPEC section 2).
  bookingExtras: {
    module: 'routes/booking-extras.tsx',
    paths: same('profile/bookings/:bookingId/extras'),
    layout: 'portal',
  },
  bookingPayment: { module: 'routes/booking-payment.tsx', paths: BOOKING_PAYMENT, layout: 'fullscreen' },
  bookingPaymentOptions: {
    module: 'routes/booking-payment-options.tsx',
    paths: join(BOOKING_PAYMENT, { en: 'options', nl: 'opties', de: 'optionen', fr: 'options', it: 'opzioni' }),
    layout: 'fullscreen',
  },
  // Campsites side by side (issue 24, decision 036).
  compare: {
    module: 'routes/compare.tsx',
    paths: { en: 'compare', nl: 'vergelijken', de: 'vergleichen', fr: 'comparer', it: 'confronta' },
    layout: 'storefront',
  },
  checkout: { module: 'routes/checkout.tsx', paths: join(CHECKOUT, ':cartId'), layout: 'checkout' },
  bookingConfirmation: {
    module: 'routes/booking-confirmation.tsx',
    paths: join(CHECKOUT, {
      en: 'confirmation/:cartId',
      nl: 'bevestiging/:cartId',
      de: 'bestaetigung/:cartId',
      fr: 'confirmation/:cartId',
      it: 'conferma/:cartId',
    }),
    layout: 'checkout',
  },
} as const satisfies Record<string, PageRoute>

export type PageKey = keyof typeof PAGES

/**
 * Funnel, country, area, site, city and tagged pages share dynamic shapes; one splat route under
 * the storefront layout asks the API what the slugs are (app/routes/catalogue.tsx), and renders
 * the 404 page for anything else.
 */
export const CATALOGUE_MODULE = 'routes/catalogue.tsx'

/** Translations for the browser: `/locales/{locale}/{namespace}.json` (a resource route). */
export const LOCALES_MODULE = 'routes/locales.tsx'

/** The search form's destination suggestions as JSON (`/destination-suggestions?q=…`), a resource route. */
export const SUGGESTIONS_MODULE = 'routes/destination-suggestions.tsx'
export const SUGGESTIONS_PATH = 'destination-suggestions'

/** The calendar's arrival days for a destination and stay length as JSON (`/arrival-days?duration=7&country=…`), a resource route. */
export const ARRIVAL_DAYS_MODULE = 'routes/arrival-days.tsx'
export const ARRIVAL_DAYS_PATH = 'arrival-days'

/**
 * The favourite hearts' one action (`POST /favourite?site=…&favourite=1&redirectTo=…`), a
 * resource route: every campsite card and the campsite page post there (issue 19).
 */
export const FAVOURITE_MODULE = 'routes/favourite.tsx'
export const FAVOURITE_PATH = 'favourite'

/**
 * The compare toggles' one action (`POST /compare-toggle?site=…&compare=1&redirectTo=…`), a
 * resource route: result cards and the campsite page post there (issue 24, decision 036).
 */
export const COMPARE_TOGGLE_MODULE = 'routes/compare-toggle.tsx'
export const COMPARE_TOGGLE_PATH = 'compare-toggle'

/** The consent forms' one action (`POST /cookie-consent`), a resource route (issue 21; app/lib/consent.ts). */
export const CONSENT_MODULE = 'routes/consent.tsx'
export const CONSENT_PATH = 'cookie-consent'

/**
 * A booking's stay as an iCalendar file, `/profile/bookings/{bookingId}/calendar.ics`: a resource
 * route (no page, no layout), untranslated like the extras page beside it; only for the booking's
 * owner, or the browser that just booked it (`?cart=`, from the confirmation).
 */
export const BOOKING_CALENDAR_MODULE = 'routes/booking-calendar.tsx'
export const BOOKING_CALENDAR_PATH = 'profile/bookings/:bookingId/calendar.ics'

/**
 * A fully paid booking's travel voucher as a PDF, `/profile/bookings/{bookingId}/voucher.pdf`
 * (issue 20): a resource route beside the .ics, untranslated, for the booking's owner only.
 */
export const BOOKING_VOUCHER_MODULE = 'routes/booking-voucher.tsx'
export const BOOKING_VOUCHER_PATH = 'profile/bookings/:bookingId/voucher.pdf'

/**
 * Where the payment providers send the browser back and call the storefront server to server
 * (issue 20; contract item 7): untranslated resource routes on the market's own host.
 * Bambora: `accept` (the browser), `callback` (Bambora's server). Saferpay: `success`, `fail`,
 * `abort` (the browser), `notify` (Saferpay's server, a POST).
 */
export const PAYMENT_RETURN_STEPS = {
  bambora: ['accept', 'callback'],
  saferpay: ['success', 'fail', 'abort', 'notify'],
} as const
export type PaymentReturnProvider = keyof typeof PAYMENT_RETURN_STEPS
export type PaymentReturnStep<P extends PaymentReturnProvider = PaymentReturnProvider> =
  (typeof PAYMENT_RETURN_STEPS)[P][number]
export const PAYMENT_RETURN_MODULES: Record<PaymentReturnProvider, string> = {
  bambora: 'routes/payment-bambora.tsx',
  saferpay: 'routes/payment-saferpay.tsx',
}

/** A provider's return or callback address on the storefront: `/payment/bambora/accept?…`. */
export function paymentReturnHref<P extends PaymentReturnProvider>(
  provider: P,
  step: PaymentReturnStep<P>,
  search?: SearchValues,
): string {
  const query = toQueryString(search)
  return `/payment/${provider}/${step}${query ? `?${query}` : ''}`
}

/** `/sitemap.xml` and `/robots.txt` of each market's host (resource routes). */
export const SITEMAP_MODULE = 'routes/sitemap.tsx'
export const ROBOTS_MODULE = 'routes/robots.tsx'

/** Development-only component catalogue (absent from production builds). */
export const UI_KIT = { module: 'routes/dev.ui-kit.tsx', path: '_dev/ui-kit' }

export interface RouteRegistration {
  id: string
  /** Undefined for pathless layout routes. */
  path?: string
  module: string
  index?: boolean
  children?: RouteRegistration[]
}

/** Which page a registered route id is, and for which languages: a lookup, never id parsing. */
export interface RegisteredPage {
  page: PageKey
  languages: Language[]
}

/** Every page's registrations: one route per distinct path, shared by the languages that use it. */
function pageRegistrations(): { layout: LayoutKey; registration: RouteRegistration; registered: RegisteredPage }[] {
  const result: { layout: LayoutKey; registration: RouteRegistration; registered: RegisteredPage }[] = []
  for (const [page, route] of Object.entries(PAGES) as [PageKey, PageRoute][]) {
    const languagesByPath = new Map<string, Language[]>()
    for (const lang of LANGUAGES) {
      const list = languagesByPath.get(route.paths[lang]) ?? []
      list.push(lang)
      languagesByPath.set(route.paths[lang], list)
    }
    for (const [path, languages] of languagesByPath) {
      const id = `${page}.${languages.join('-')}`
      const registration: RouteRegistration =
        path === '' ? { id, module: route.module, index: true } : { id, path, module: route.module }
      result.push({ layout: route.layout, registration, registered: { page, languages } })
    }
  }
  return result
}

/** Route id -> page and languages, for the language selector and page checks. */
export const REGISTERED_PAGES: Readonly<Record<string, RegisteredPage>> = Object.fromEntries(
  pageRegistrations().map(({ registration, registered }) => [registration.id, registered]),
)

export const CATALOGUE_ROUTE_ID = 'catalogue'

/**
 * The route tree for remix.config.js: layout routes with their pages, the catalogue splat (and
 * 404) under the storefront layout, and the resource routes (translations, destination suggestions,
 * arrival days, the favourite hearts' action, a booking's calendar file and voucher, the payment
 * providers' returns and callbacks, sitemap, robots).
 */
export function routeTree(options: { includeDevRoutes: boolean }): RouteRegistration[] {
  const pages = pageRegistrations()
  const layouts: RouteRegistration[] = (Object.keys(LAYOUTS) as LayoutKey[]).map((layout) => ({
    id: layout,
    module: LAYOUTS[layout],
    children: pages.filter((p) => p.layout === layout).map((p) => p.registration),
  }))
  layouts[0]!.children!.push({ id: CATALOGUE_ROUTE_ID, path: '*', module: CATALOGUE_MODULE })
  const tree: RouteRegistration[] = [
    ...layouts,
    { id: 'locales', path: 'locales/:locale/:file', module: LOCALES_MODULE },
    { id: 'destination-suggestions', path: SUGGESTIONS_PATH, module: SUGGESTIONS_MODULE },
    { id: 'arrival-days', path: ARRIVAL_DAYS_PATH, module: ARRIVAL_DAYS_MODULE },
    { id: 'favourite', path: FAVOURITE_PATH, module: FAVOURITE_MODULE },
    { id: 'compare-toggle', path: COMPARE_TOGGLE_PATH, module: COMPARE_TOGGLE_MODULE },
    { id: 'consent', path: CONSENT_PATH, module: CONSENT_MODULE },
    { id: 'booking-calendar', path: BOOKING_CALENDAR_PATH, module: BOOKING_CALENDAR_MODULE },
    { id: 'booking-voucher', path: BOOKING_VOUCHER_PATH, module: BOOKING_VOUCHER_MODULE },
    ...(Object.keys(PAYMENT_RETURN_MODULES) as PaymentReturnProvider[]).map((provider) => ({
      id: `payment-${provider}`,
      path: `payment/${provider}/:step`,
      module: PAYMENT_RETURN_MODULES[provider],
    })),
    { id: 'sitemap', path: 'sitemap.xml', module: SITEMAP_MODULE },
    { id: 'robots', path: 'robots.txt', module: ROBOTS_MODULE },
  ]
  if (options.includeDevRoutes) tree.push({ id: 'ui-kit', path: UI_KIT.path, module: UI_KIT.module })
  return tree
}

export type RouteParams = Record<string, string | number>

/** Fills `:name` parameters; throws on a missing one, since a broken link is a bug. */
export function fillPath(pattern: string, params: RouteParams = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === '') throw new Error(`href: missing parameter "${name}" for ${pattern}`)
    return encodeURIComponent(String(value))
  })
}

export interface LinkBase {
  language: Language
}

export type SearchValues = Record<string, string | number | undefined | null | readonly (string | number)[]>

/**
 * The one link builder: `href({language:'de'}, 'searchAndBook')` -> `/camping-suche`.
 * `search` is appended as a query string, skipping empty values.
 */
/** A fully paid booking's travel voucher (PDF). */
export function bookingVoucherHref(bookingId: number): string {
  return `/${fillPath(BOOKING_VOUCHER_PATH, { bookingId })}`
}

/** The .ics of a booking; `cartId` lets the browser that booked the cart have it before signing in. */
export function bookingCalendarHref(bookingId: number, cartId?: string): string {
  return `/${fillPath(BOOKING_CALENDAR_PATH, { bookingId })}${cartId ? `?${toQueryString({ cart: cartId })}` : ''}`
}

export function href(base: LinkBase, page: PageKey, params?: RouteParams, search?: SearchValues): string {
  const url = `/${fillPath(PAGES[page].paths[base.language], params)}`
  const query = toQueryString(search)
  return query ? `${url}?${query}` : url
}

/** Link to a catalogue path such as `/camping/france/dordogne`, or a tagged page. */
export function catalogueHref(segments: string[]): string {
  return `/${segments.filter(Boolean).map(encodeURIComponent).join('/')}`
}

export function toQueryString(search?: SearchValues): string {
  if (!search) return ''
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) (value as (string | number)[]).forEach((v) => query.append(key, String(v)))
    else query.append(key, String(value))
  }
  return query.toString()
}

/** Paths the client-side page check compares: `/a/b/` and `/a/b` are the same page. */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
}

/**
 * The pages above a page: those whose path, in this language, the page's path continues
 * (`profile`, then `profile/my-bookings`, above `profile/my-bookings/:bookingId`), shortest first.
 * Breadcrumbs show them, so a nested page gets its whole trail from the route table.
 */
export function pageAncestors(page: PageKey, language: Language): PageKey[] {
  const path = PAGES[page].paths[language]
  return (Object.keys(PAGES) as PageKey[])
    .filter((other) => {
      const prefix = PAGES[other].paths[language]
      return other !== page && prefix !== '' && path.startsWith(`${prefix}/`)
    })
    .sort((a, b) => PAGES[a].paths[language].length - PAGES[b].paths[language].length)
}
