/**
 * The route table: every page of SPEC section 2 with its path per language, its module and its
 * layout. remix.config.js registers each page once per language (and once more per market prefix
 * for unmapped hosts); `href()` builds every link from the same table.
 */
import { LANGUAGES, MARKET_CODES, MARKETS, type Language } from './markets'

export type LayoutId =
  | 'default'
  | 'search'
  | 'filter'
  | 'site'
  | 'template'
  | 'booking'
  | 'booking-confirmation'
  | 'portal-default'
  | 'portal-profile'
  | 'full-screen'

type PathsByLanguage = Record<Language, string>

export interface PageRoute {
  /** Route module under app/routes. */
  module: string
  /** Path per language without leading slash; `:name` marks a parameter. */
  paths: PathsByLanguage
  layout: LayoutId
  /** Portal pages: the customer must be signed in. */
  requiresAuth?: boolean
}

const same = (path: string): PathsByLanguage => ({ en: path, nl: path, de: path, fr: path, it: path })

/** Profile base path per language, shared by every portal page below it. */
const PROFILE: PathsByLanguage = { en: 'profile', nl: 'profiel', de: 'profil', fr: 'mon-profil', it: 'profilo' }
const MY_BOOKINGS: PathsByLanguage = {
  en: `${PROFILE.en}/my-bookings`,
  nl: `${PROFILE.nl}/mijn-boekingen`,
  de: `${PROFILE.de}/meine-buchungen`,
  fr: `${PROFILE.fr}/mes-reservations`,
  it: `${PROFILE.it}/le-mie-prenotazioni`,
}
const BOOKING_PAYMENT: PathsByLanguage = {
  en: `${MY_BOOKINGS.en}/:bookingId/payment`,
  nl: `${MY_BOOKINGS.nl}/:bookingId/betaling`,
  de: `${MY_BOOKINGS.de}/:bookingId/zahlung`,
  fr: `${MY_BOOKINGS.fr}/:bookingId/paiement`,
  it: `${MY_BOOKINGS.it}/:bookingId/pagamento`,
}
const TRAVEL_INSPIRATION: PathsByLanguage = {
  en: 'travel-inspiration',
  nl: 'reisinspiratie',
  de: 'reiseinspiration',
  fr: 'inspiration-voyage',
  it: 'ispirazione-di-viaggio',
}
const CHECKOUT: PathsByLanguage = { en: 'booking', nl: 'boeking', de: 'buchung', fr: 'reservation', it: 'prenotazione' }

const join = (base: PathsByLanguage, tail: PathsByLanguage | string): PathsByLanguage =>
  Object.fromEntries(
    LANGUAGES.map((lang) => [lang, `${base[lang]}/${typeof tail === 'string' ? tail : tail[lang]}`]),
  ) as PathsByLanguage

/**
 * Pages whose body a later slice builds share one module that shows their heading and
 * breadcrumb; each gets its own module when it is built.
 */
const PLACEHOLDER = 'routes/placeholder.tsx'

export const PAGES = {
  home: { module: 'routes/home.tsx', paths: same(''), layout: 'default' },
  login: {
    module: PLACEHOLDER,
    paths: { en: 'login', nl: 'inloggen', de: 'anmelden', fr: 'connexion', it: 'accedi' },
    layout: 'portal-default',
  },
  freeSearch: {
    module: 'routes/free-search.tsx',
    paths: { en: 'free-search', nl: 'vrij-zoeken', de: 'freie-suche', fr: 'recherche-libre', it: 'ricerca-libera' },
    layout: 'search',
  },
  travelInspiration: { module: PLACEHOLDER, paths: TRAVEL_INSPIRATION, layout: 'template' },
  theme: { module: PLACEHOLDER, paths: join(TRAVEL_INSPIRATION, ':slug'), layout: 'filter' },
  profile: { module: PLACEHOLDER, paths: PROFILE, layout: 'portal-profile', requiresAuth: true },
  profileDetails: {
    module: PLACEHOLDER,
    paths: join(PROFILE, { en: 'details', nl: 'gegevens', de: 'daten', fr: 'coordonnees', it: 'dati' }),
    layout: 'portal-profile',
    requiresAuth: true,
  },
  profileFavourites: {
    module: PLACEHOLDER,
    paths: join(PROFILE, { en: 'favourites', nl: 'favorieten', de: 'favoriten', fr: 'favoris', it: 'preferiti' }),
    layout: 'portal-profile',
    requiresAuth: true,
  },
  myBookings: { module: PLACEHOLDER, paths: MY_BOOKINGS, layout: 'portal-profile', requiresAuth: true },
  bookingDetail: {
    module: PLACEHOLDER,
    paths: join(MY_BOOKINGS, ':bookingId'),
    layout: 'portal-profile',
    requiresAuth: true,
  },
  bookingParticipants: {
    module: PLACEHOLDER,
    paths: join(MY_BOOKINGS, {
      en: ':bookingId/participants',
      nl: ':bookingId/deelnemers',
      de: ':bookingId/teilnehmer',
      fr: ':bookingId/participants',
      it: ':bookingId/partecipanti',
    }),
    layout: 'portal-profile',
    requiresAuth: true,
  },
  bookingPayment: { module: PLACEHOLDER, paths: BOOKING_PAYMENT, layout: 'full-screen', requiresAuth: true },
  bookingPaymentOptions: {
    module: PLACEHOLDER,
    paths: join(BOOKING_PAYMENT, { en: 'options', nl: 'opties', de: 'optionen', fr: 'options', it: 'opzioni' }),
    layout: 'full-screen',
    requiresAuth: true,
  },
  // Untranslated in every market (SPEC section 2).
  bookingExtras: {
    module: PLACEHOLDER,
    paths: same('profile/bookings/:bookingId/extras'),
    layout: 'portal-profile',
    requiresAuth: true,
  },
  searchAndBook: {
    module: PLACEHOLDER,
    paths: { en: 'search-and-book', nl: 'zoek-en-boek', de: 'camping-suche', fr: 'rechercher-et-reserver', it: 'cerca' },
    layout: 'search',
  },
  search: {
    module: PLACEHOLDER,
    paths: { en: 'search', nl: 'zoeken', de: 'suche', fr: 'recherche', it: 'ricerca' },
    layout: 'search',
  },
  checkout: { module: PLACEHOLDER, paths: join(CHECKOUT, ':cartId'), layout: 'booking' },
  bookingConfirmation: {
    module: PLACEHOLDER,
    paths: join(CHECKOUT, {
      en: 'confirmation/:cartId',
      nl: 'bevestiging/:cartId',
      de: 'bestaetigung/:cartId',
      fr: 'confirmation/:cartId',
      it: 'conferma/:cartId',
    }),
    layout: 'booking-confirmation',
  },
  // The footer's newsletter form posts here; a resource route, so one path everywhere.
  newsletter: { module: 'routes/newsletter.tsx', paths: same('newsletter'), layout: 'default' },
} as const satisfies Record<string, PageRoute>

export type PageKey = keyof typeof PAGES

/**
 * Funnel, country, area, site, city and tagged pages share dynamic shapes; one splat route asks
 * the API what the slugs are (app/routes/catalogue.tsx). It also renders the 404 page.
 */
export const CATALOGUE_MODULE = 'routes/catalogue.tsx'

/** Development-only component catalogue (absent from production builds). */
export const UI_KIT = { module: 'routes/dev.ui-kit.tsx', path: '_dev/ui-kit' }

export interface RouteRegistration {
  id: string
  path: string
  module: string
  index?: boolean
}

/**
 * Every registration for the router: per page, one route per distinct path (languages that
 * share a path share a route), then the same again under each market prefix (`de-ch/...`).
 * Route ids read `page--langs` or `page--langs--market`.
 */
export function routeRegistrations(options: { includeDevRoutes: boolean }): RouteRegistration[] {
  const registrations: RouteRegistration[] = []
  for (const [page, route] of Object.entries(PAGES) as [PageKey, PageRoute][]) {
    const languagesByPath = new Map<string, Language[]>()
    for (const lang of LANGUAGES) {
      const list = languagesByPath.get(route.paths[lang]) ?? []
      list.push(lang)
      languagesByPath.set(route.paths[lang], list)
    }
    for (const [path, langs] of languagesByPath) {
      const id = `${page}--${langs.join('-')}`
      registrations.push({ id, path, module: route.module, index: path === '' ? true : undefined })
      for (const market of MARKET_CODES) {
        if (!langs.includes(MARKETS[market].language)) continue
        registrations.push({ id: `${id}--${market}`, path: path ? `${market}/${path}` : market, module: route.module })
      }
    }
  }
  if (options.includeDevRoutes) registrations.push({ id: 'ui-kit', path: UI_KIT.path, module: UI_KIT.module })
  registrations.push({ id: 'catalogue', path: '*', module: CATALOGUE_MODULE })
  for (const market of MARKET_CODES) {
    registrations.push({ id: `catalogue--${market}`, path: `${market}/*`, module: CATALOGUE_MODULE })
  }
  return registrations
}

/** The page key of a registered route id (`search--de--de-ch` -> `search`). */
export function pageKeyOfRouteId(routeId: string): PageKey | undefined {
  const key = routeId.split('--')[0]
  return key && key in PAGES ? (key as PageKey) : undefined
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
  /** '' or `/{market}` (see hosts.ts). */
  prefix: string
}

/**
 * The one link builder: `href({language:'de', prefix:''}, 'searchAndBook')` -> `/camping-suche`.
 * `search` is appended as a query string, skipping empty values.
 */
export function href(
  base: LinkBase,
  page: PageKey,
  params?: RouteParams,
  search?: Record<string, string | number | undefined | null | (string | number)[]>,
): string {
  const path = fillPath(PAGES[page].paths[base.language], params)
  let url = `${base.prefix}/${path}`
  if (url.length > 1 && url.endsWith('/')) url = url.slice(0, -1)
  if (url === '') url = '/'
  const query = toQueryString(search)
  return query ? `${url}?${query}` : url
}

/** Link to a catalogue path such as `/camping/france/dordogne`, or a tagged page. */
export function catalogueHref(base: LinkBase, segments: string[]): string {
  const path = segments.filter(Boolean).map(encodeURIComponent).join('/')
  return `${base.prefix}/${path}` || '/'
}

export function toQueryString(
  search?: Record<string, string | number | undefined | null | (string | number)[]>,
): string {
  if (!search) return ''
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === '') continue
    if (Array.isArray(value)) value.forEach((v) => query.append(key, String(v)))
    else query.append(key, String(value))
  }
  return query.toString()
}

/**
 * Which page a prefix-free pathname is, and whether the language fits: used to turn a path of
 * another language into a 404 (`/camping-suche` on the uk storefront).
 */
export interface PageMatch {
  page: PageKey
  languages: Language[]
  params: Record<string, string>
}

export function matchPage(pathname: string): PageMatch | null {
  const segments = pathname.split('/').filter(Boolean)
  let best: { page: PageKey; languages: Language[]; params: Record<string, string>; score: number } | null = null
  for (const [page, route] of Object.entries(PAGES) as [PageKey, PageRoute][]) {
    for (const lang of LANGUAGES) {
      const pattern = route.paths[lang].split('/').filter(Boolean)
      if (pattern.length !== segments.length) continue
      const params: Record<string, string> = {}
      let score = 0
      const ok = pattern.every((part, i) => {
        const segment = segments[i]!
        if (part.startsWith(':')) {
          params[part.slice(1)] = decodeURIComponent(segment)
          return true
        }
        score += 1
        return part === segment
      })
      if (!ok) continue
      if (!best || score > best.score) best = { page, languages: [lang], params, score }
      else if (best.page === page && score === best.score && !best.languages.includes(lang)) best.languages.push(lang)
    }
  }
  return best && { page: best.page, languages: best.languages, params: best.params }
}
