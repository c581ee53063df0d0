/**
 * Property-based fuzz of every form action and every API endpoint (issue 22, item 7;
 * `npm run test:fuzz`, and the `fuzz` project of `npm test`). Inputs come from each endpoint's
 * own zod schema (its JSON Schema: the fields, their types and enums), broken with fast-check:
 * wrong types, missing and extra fields, huge and unicode strings, control characters,
 * injection strings, impossible dates, negative and huge amounts, other customers' ids. Only
 * inputs the schema refuses are sent (conform's parse for the forms, as the actions parse).
 * FUZZ_CASES cases in all (default 10,000), eight in flight, against one production server
 * with the embedded API. Every answer: a 4xx (a form's error comes with 400), never a 5xx,
 * never a stack trace; afterwards every table of the database is as it was.
 */
import { createHash } from 'node:crypto'
import { rmSync } from 'node:fs'
import http from 'node:http'
import { parseWithZod } from '@conform-to/zod/v4'
import { expect, test } from '@playwright/test'
import Database from 'better-sqlite3'
import fc from 'fast-check'
import { z } from 'zod'
import { ACCOUNT_FORM_SCHEMAS } from '~/lib/account'
import { checkoutChoicesSchema, checkoutFormSchema, lineUpExtras } from '~/lib/checkout'
import { contactFormSchema } from '~/lib/contact'
import { internalApiKey } from '~/lib/internal-api.server'
import { newsletterSchema } from '~/lib/newsletter'
import { parseAmount } from '~/lib/payment'
import { loginIntentSchema } from '~/lib/portal'
import { parsePick, pickSchema } from '~/routes/destination-suggestions.server'
import { FAVOURITE_PATH, SUGGESTIONS_PATH } from '../market-config/routes'
import { changeExtrasRequestSchema, changeParticipantsRequestSchema } from '../twenty/booking-changes-contract'
import { checkoutRequestSchema, createCartRequestSchema, updateCartRequestSchema } from '../twenty/checkout-contract'
import {
  parseId,
  arrivalDaysQuerySchema,
  resolveQuerySchema,
  autocompletePopularRequestSchema,
  autocompletePopularSaveRequestSchema,
  autocompleteRequestSchema,
  contactMessageRequestSchema,
  freeSearchRequestSchema,
  newsletterSubscribeRequestSchema,
  searchRequestSchema,
  sitePricesRequestSchema,
  siteReviewsQuerySchema,
} from '../twenty/contract'
import { favouriteAddRequestSchema, favouritesMergeRequestSchema } from '../twenty/favourites-contract'
import {
  bamboraCallbackRequestSchema,
  orderIdRequestSchema,
  paymentProvidersRequestSchema,
  saferpayAssertRequestSchema,
} from '../twenty/payment-contract'
import {
  portalAuthenticateBookingRequestSchema,
  portalAuthenticateRequestSchema,
  portalEmailRequestSchema,
  portalResetCheckRequestSchema,
  portalResetPasswordRequestSchema,
  portalSignUpRequestSchema,
  portalStatusRequestSchema,
  portalUpdateRequestSchema,
} from '../twenty/portal-contract'
import { signedInSessionCookie } from './helpers'
import { PORT_BASE, startStorefront, type Started } from './ops/processes'

const CASES = Number(process.env.FUZZ_CASES ?? 10_000)
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000)
const PORT = PORT_BASE + 8
const SECRET = 'fuzz-secret'
const DATABASE = './data/fuzz.sqlite'
const API = `/api/twenty/v2/default/couk`
const HOST = `uk.localhost:${PORT}`
const STAY_DATE = '2027-09-04'

const INJECTIONS = [
  "' OR '1'='1",
  '1; DROP TABLE bookings; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  '%00%0d%0aSet-Cookie: x=1',
  'javascript:alert(1)',
  '//evil.example/',
]
const IMPOSSIBLE_DATES = [
  '2027-02-30',
  '2027-13-01',
  '0000-00-00',
  '9999-99-99',
  '2027-2-3',
  '1899-12-31',
  '2027-06-31T25:61',
]

/** A hostile value of any type. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.constantFrom(-1, 0, -1e308, 1e308, Number.MAX_SAFE_INTEGER + 2, -0.5, 1.5),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...INJECTIONS),
  fc.constantFrom(...IMPOSSIBLE_DATES),
  fc.constantFrom('\u0000', '\u0007\u001b[31m', '\r\n\r\n', '\u202e', '\ud800', '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🏕️', 'ß'.repeat(300)),
  fc.integer({ min: 1_000, max: 120_000 }).map((length) => 'x'.repeat(length)),
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
)

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

/** A plausible value for a JSON Schema node, so that the other fields get past the first error. */
function plausible(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return nasty
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants) return fc.oneof(...variants.map(plausible))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'object':
      return objectOf(schema)
    case 'array':
      return fc.array(plausible(schema.items), { maxLength: 3 })
    case 'integer':
      return fc.integer({ min: -5, max: 100_000 })
    case 'number':
      return fc.double({ min: -5, max: 1e6, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'string':
      return fc.constantFrom('a', 'emma.walker@example.com', '2027-07-17', 'dordogne', 'summer-by-the-lake', 'GB')
    default:
      return nasty
  }
}

/** An object of a schema's fields, each plausible, hostile or missing, plus stray fields. */
function objectOf(schema: JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.entries(schema.properties ?? {}).map(([name, field]) =>
    fc.option(
      fc.oneof(plausible(field), nasty).map((value) => [name, value] as const),
      { freq: 4 },
    ),
  )
  return fc
    .tuple(fc.tuple(...fields), fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), nasty, { maxKeys: 2 }))
    .map(([present, extra]) => ({ ...extra, ...Object.fromEntries(present.filter((each) => each !== null)) }))
}

function jsonSchemaOf(schema: z.core.$ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema
  return json.anyOf || json.oneOf ? json : json
}

/** Form fields: strings, arrays repeated, objects as JSON, nulls left out. */
function formBody(input: Record<string, unknown>): URLSearchParams {
  const body = new URLSearchParams()
  for (const [name, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue
    for (const each of Array.isArray(value) ? value : [value])
      body.append(name, typeof each === 'object' ? JSON.stringify(each) : String(each))
  }
  return body
}

interface Request {
  target: string
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
  contentType?: string
  /**
   * A 3xx that is the form's error: the campsite's book post answers a refused stay with a
   * redirect back and an error toast (a no-JavaScript form), never to a checkout.
   */
  redirectsBack?: boolean
}

interface Target {
  name: string
  cases: (context: Context) => fc.Arbitrary<Request>
}

interface Context {
  cartId: string
  /** The cart's extras: the checkout action lines the posted ones up with them before parsing. */
  cartExtras: { id: string; quantity: number; unit: string }[]
  otherBookingIds: number[]
  /** A booking of the token's customer: bodies its changes refuse (issue 19). */
  ownBookingId: number
  /** Every booking of the token's customer: their ids in a path are answered, so they are not fuzzed. */
  ownBookingIds: number[]
  token: string
  /** The signed-in customer's session cookie (`name=value`), for the portal's forms. */
  sessionCookie: string
}

/** A context for naming targets only. */
const NAMING: Context = {
  cartId: ':cartId',
  cartExtras: [],
  otherBookingIds: [],
  ownBookingId: 0,
  ownBookingIds: [],
  token: '',
  sessionCookie: '',
}

const apiHeaders = () => ({ 'x-twenty-internal': internalApiKey([SECRET]), 'content-type': 'application/json' })

function jsonTarget(
  method: string,
  path: string | ((context: Context) => string),
  schema: z.core.$ZodType,
  /** Sent as the context's customer (Bearer): the body is judged, not the missing sign-in. */
  auth = false,
): Target {
  const name = `${method} ${typeof path === 'string' ? path : path(NAMING)}`
  return {
    name,
    cases: (context) =>
      fc
        .oneof({ weight: 6, arbitrary: plausible(jsonSchemaOf(schema)) }, { weight: 1, arbitrary: nasty })
        // What is sent: JSON, where Infinity becomes null and undefined disappears.
        .map((input) => JSON.stringify(input) ?? 'null')
        .filter((body) => !z.safeParse(schema, JSON.parse(body)).success)
        .map((body) => ({
          target: name,
          method,
          path: `${API}/${typeof path === 'string' ? path : path(context)}`,
          headers: { ...apiHeaders(), ...(auth ? { authorization: `Bearer ${context.token}` } : {}) },
          body,
        })),
  }
}

function queryTarget(path: string, schema: z.core.$ZodType): Target {
  const name = `GET ${path}?`
  return {
    name,
    cases: () =>
      plausible(jsonSchemaOf(schema))
        .map((input) =>
          formBody(
            typeof input === 'object' && input !== null && !Array.isArray(input)
              ? (input as Record<string, unknown>)
              : { q: input },
          ),
        )
        // Under Node's 16 KB header limit: beyond it the HTTP parser, not the app, refuses (431).
        .filter((query) => query.toString().length < 12_000)
        // As Express reads the query: strings, a repeated name an array.
        .filter((query) => {
          const read: Record<string, string | string[]> = {}
          for (const [key, value] of query) {
            const seen = read[key]
            read[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]
          }
          return !z.safeParse(schema, read).success
        })
        .map((query) => ({
          target: name,
          method: 'GET',
          path: `${API}/${path}?${query}`,
          headers: apiHeaders(),
        })),
  }
}

/** Ids in the path: malformed, unknown, or another customer's. */
function idTarget(name: string, path: (id: string, context: Context) => string, auth = false): Target {
  return {
    name,
    cases: (context) =>
      fc
        .oneof(
          nasty.map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))),
          fc.constantFrom(...context.otherBookingIds.map(String)),
          fc.string({
            unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABC0123456789_-'.split('')),
            minLength: 16,
            maxLength: 40,
          }),
        )
        // The cart's and the customer's own bookings' ids are valid: fc.integer() draws 1 now and then.
        .filter((id) => id.length > 0 && id !== context.cartId && !context.ownBookingIds.map(String).includes(id))
        .map((id) => ({
          target: name,
          method: 'GET',
          path: `${API}/${path(encodeURIComponent(Buffer.from(id).toString()).slice(0, 2_000), context)}`,
          headers: { ...apiHeaders(), ...(auth ? { authorization: `Bearer ${context.token}` } : {}) },
        })),
  }
}

function formTarget(
  path: string | ((context: Context) => string),
  schema: z.core.$ZodType,
  fixed: Record<string, fc.Arbitrary<string>> = {},
  /** Whether the action refuses the body; default conform's parse with the schema, as the actions do. */
  refuses?: (body: URLSearchParams, context: Context) => boolean,
  /** Posted by the signed-in customer (a portal form; signed out, the portal leads to login). */
  signedIn = false,
): Target {
  const name = `POST ${typeof path === 'string' ? path : path(NAMING)} (form)`
  return {
    name,
    cases: (context) =>
      fc
        .tuple(plausible(jsonSchemaOf(schema)), fc.record(fixed))
        .map(([input, pinned]) =>
          formBody({ ...(typeof input === 'object' ? (input as object) : { value: input }), ...pinned }),
        )
        .filter((body) => {
          if (refuses) return refuses(body, context)
          const formData = new FormData()
          for (const [name, value] of body) formData.append(name, value)
          return parseWithZod(formData, { schema }).status !== 'success'
        })
        .map((body) => ({
          target: name,
          method: 'POST',
          path: typeof path === 'string' ? path : path(context),
          body: body.toString(),
          contentType: 'application/x-www-form-urlencoded',
          headers: {
            origin: `http://${HOST}`,
            'sec-fetch-site': 'same-origin',
            accept: 'text/html',
            ...(signedIn ? { cookie: context.sessionCookie } : {}),
          },
        })),
  }
}

const CHECKOUT_FORM = checkoutFormSchema({
  arrival: STAY_DATE,
  adults: 2,
  childAges: [],
  today: new Date().toISOString().slice(0, 10),
})

/** As the checkout action parses: the posted extras lined up with the cart's, then conform. */
function refusedByCheckout(body: URLSearchParams, context: Context, schema: z.core.$ZodType): boolean {
  const formData = new FormData()
  for (const [name, value] of body) formData.append(name, value)
  return parseWithZod(lineUpExtras(formData, { extras: context.cartExtras }), { schema }).status !== 'success'
}

const TARGETS: Target[] = [
  jsonTarget('POST', 'newsletter/subscribe', newsletterSubscribeRequestSchema),
  jsonTarget('POST', 'contact', contactMessageRequestSchema),
  queryTarget('catalogue/resolve', resolveQuerySchema),
  queryTarget('sites/camping-fuchsbau/reviews', siteReviewsQuerySchema),
  queryTarget('search/arrival-days', arrivalDaysQuerySchema),
  jsonTarget('POST', 'search/sites', searchRequestSchema),
  jsonTarget('POST', 'search/accommodations', searchRequestSchema),
  jsonTarget('POST', 'search/free', freeSearchRequestSchema),
  jsonTarget('POST', 'search/site-prices', sitePricesRequestSchema),
  jsonTarget('POST', 'customer-portal/favourites', favouriteAddRequestSchema, true),
  jsonTarget('POST', 'customer-portal/favourites/merge', favouritesMergeRequestSchema, true),
  jsonTarget('POST', 'autocomplete', autocompleteRequestSchema),
  jsonTarget('POST', 'autocomplete/popular', autocompletePopularRequestSchema),
  jsonTarget('POST', 'autocomplete/popular/save', autocompletePopularSaveRequestSchema),
  jsonTarget('POST', 'carts', createCartRequestSchema),
  jsonTarget('PATCH', (context) => `carts/${context.cartId}`, updateCartRequestSchema),
  jsonTarget('POST', (context) => `carts/${context.cartId}/checkout`, checkoutRequestSchema),
  jsonTarget('POST', 'customer-portal/status', portalStatusRequestSchema),
  jsonTarget('POST', 'customer-portal/authenticate', portalAuthenticateRequestSchema),
  jsonTarget('POST', 'customer-portal/authenticate-booking', portalAuthenticateBookingRequestSchema),
  jsonTarget('POST', 'customer-portal/user/forgot-booking-credentials', portalEmailRequestSchema),
  jsonTarget('POST', 'customer-portal/reset/link', portalEmailRequestSchema),
  jsonTarget('POST', 'customer-portal/reset/check', portalResetCheckRequestSchema),
  jsonTarget('POST', 'customer-portal/reset/password', portalResetPasswordRequestSchema),
  jsonTarget('POST', 'customer-portal', portalSignUpRequestSchema),
  jsonTarget('PUT', 'customer-portal', portalUpdateRequestSchema),
  idTarget('GET carts/:cartId', (id) => `carts/${id}`),
  idTarget('GET carts/:cartId/booking', (id) => `carts/${id}/booking`),
  idTarget('GET customer-portal/bookings/:bookingId', (id) => `customer-portal/bookings/${id}`, true),
  idTarget('GET customer-portal/bookings/:bookingId/extras', (id) => `customer-portal/bookings/${id}/extras`, true),
  jsonTarget(
    'PUT',
    (context) => `customer-portal/bookings/${context.ownBookingId}/extras`,
    changeExtrasRequestSchema,
    true,
  ),
  jsonTarget(
    'PUT',
    (context) => `customer-portal/bookings/${context.ownBookingId}/participants`,
    changeParticipantsRequestSchema,
    true,
  ),
  // Payments (issue 20): refused bodies start nothing and settle nothing; ids of other customers'
  // bookings and orders, and malformed ones, are 404s.
  jsonTarget(
    'POST',
    (context) => `payment/providers/booking/${context.ownBookingId}`,
    paymentProvidersRequestSchema,
    true,
  ),
  jsonTarget('POST', 'customer/payment/getOrderId', orderIdRequestSchema, true),
  jsonTarget('POST', 'payment/bambora/callback', bamboraCallbackRequestSchema),
  jsonTarget('POST', 'payment/saferpay/assert', saferpayAssertRequestSchema),
  jsonTarget('POST', 'payment/saferpay/notify', saferpayAssertRequestSchema),
  idTarget('GET payment/providers/booking/:bookingId', (id) => `payment/providers/booking/${id}`, true),
  idTarget('GET payment/orders/:orderIdHash', (id) => `payment/orders/${id}`, true),
  idTarget('GET customer-portal/bookings/:bookingId/voucher', (id) => `customer-portal/bookings/${id}/voucher`, true),
  idTarget('GET sites/:slug', (id) => `sites/${id}`),
  idTarget('GET pages/:slug', (id) => `pages/${id}`),
  idTarget('GET themes/:slug', (id) => `themes/${id}`),
  formTarget('/login', loginIntentSchema, {
    intent: fc.constantFrom(
      'password',
      'sign-in',
      'sign-up',
      'new-password',
      'forgot-password',
      'booking-sign-in',
      'forgot-booking-reference',
      'nonsense',
    ),
  }),
  formTarget('/newsletter', newsletterSchema),
  formTarget('/contact', contactFormSchema),
  formTarget(
    (context) => `/booking/${context.cartId}`,
    checkoutChoicesSchema,
    { intent: fc.constant('update') },
    (body, context) => refusedByCheckout(body, context, checkoutChoicesSchema),
  ),
  formTarget(
    (context) => `/booking/${context.cartId}`,
    CHECKOUT_FORM,
    { intent: fc.constant('book') },
    (body, context) => refusedByCheckout(body, context, CHECKOUT_FORM),
  ),
  formTarget(`/${SUGGESTIONS_PATH}`, pickSchema, {}, (body) => parsePick(body) === null),
  // The personal-details sections (issue 19): refused before the API is asked, signed in or not.
  formTarget(
    '/profile/details',
    z.union(Object.values(ACCOUNT_FORM_SCHEMAS)),
    { intent: fc.constantFrom('personal', 'country', 'address', 'phone', 'nonsense') },
    undefined,
    true,
  ),
  // The payment page's amount (issue 20): a choice the page never offers, or an amount that is none.
  formTarget(
    (context) => `/profile/my-bookings/${context.ownBookingId}/payment`,
    z.object({ choice: z.string(), amount: z.string().optional() }),
    {},
    (body) => {
      const choices = body.getAll('choice')
      const amounts = body.getAll('amount')
      if (choices.length !== 1 || amounts.length > 1) return true
      if (choices[0] === 'full' || /^rate-\d+$/.test(choices[0]!)) return false
      return choices[0] !== 'amount' || parseAmount(amounts[0] ?? '') === null
    },
    true,
  ),
  campsiteBookTarget(),
  favouriteTarget(),
]

/**
 * The hearts' action (`/favourite?site=…&favourite=1|0&redirectTo=…`, issue 19): what to do is in
 * the query, read as the action reads it (a canonical id, `1` or `0`); a refused one is a 400.
 */
function favouriteTarget(): Target {
  const name = `POST /${FAVOURITE_PATH} (form)`
  const text = fc.oneof(
    nasty.map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))),
    fc.constantFrom('1', '0', '01', '1.0', '0x1', '-1', 'true', '', '//evil.example/'),
  )
  return {
    name,
    cases: () =>
      fc
        .record({ site: text, favourite: text, redirectTo: text }, { requiredKeys: [] })
        .map((fields) => formBody(fields))
        .filter((query) => parseId(query.get('site')) === null || !['1', '0'].includes(query.get('favourite') ?? ''))
        .filter((query) => query.toString().length < 12_000)
        .map((query) => ({
          target: name,
          method: 'POST',
          path: `/${FAVOURITE_PATH}?${query}`,
          body: 'enhanced=true',
          contentType: 'application/x-www-form-urlencoded',
          headers: { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', accept: 'text/html' },
        })),
  }
}

/**
 * The campsite page's book post (`/booking/new?site=…&accommodation=…`, form `go`): the stay in
 * the query, read as the action reads it into createCartRequestSchema.
 */
function campsiteBookTarget(): Target {
  const name = 'POST /booking/new (form)'
  const text = fc.oneof(
    nasty.map((value) => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value))),
    fc.constantFrom('1', '2', '7', '0', '-1', '01', '0x1', '1e3', STAY_DATE),
  )
  return {
    name,
    cases: () =>
      fc
        .record(
          {
            site: fc.oneof(text, fc.constant('camping-fuchsbau')),
            accommodation: text,
            date: fc.oneof(text, fc.constant(STAY_DATE)),
            duration: text,
            adults: text,
            children: fc.array(text, { maxLength: 3 }),
          },
          { requiredKeys: [] },
        )
        .map((fields) => formBody({ ...fields, from: '/' }))
        .filter((query) => {
          const number = (field: string) => Number(query.get(field))
          const read = {
            site: query.get('site') ?? '',
            accommodationId: parseId(query.get('accommodation')) ?? 0,
            date: query.get('date') ?? '',
            duration: number('duration'),
            persons: {
              adults: number('adults'),
              children: query.getAll('children').map((age) => ({ age: Number(age) })),
            },
          }
          return !z.safeParse(createCartRequestSchema, read).success
        })
        .filter((query) => query.toString().length < 12_000)
        .map((query) => ({
          target: name,
          method: 'POST',
          path: `/booking/new?${query}`,
          body: 'go=1',
          contentType: 'application/x-www-form-urlencoded',
          headers: { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin', accept: 'text/html' },
          redirectsBack: true,
        })),
  }
}

/** Every table's row count and a hash of its rows. */
function fingerprint(path: string): Record<string, string> {
  const sqlite = new Database(path, { readonly: true })
  try {
    const tables = sqlite
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .pluck()
      .all() as string[]
    return Object.fromEntries(
      tables.map((table) => {
        const hash = createHash('sha256')
        let rows = 0
        for (const row of sqlite.prepare(`SELECT * FROM "${table}"`).raw().iterate()) {
          hash.update(JSON.stringify(row))
          rows++
        }
        return [table, `${rows} rows ${hash.digest('hex').slice(0, 16)}`]
      }),
    )
  } finally {
    sqlite.close()
  }
}

const STACK_TRACE = /\n\s+at [^\n]*[.](?:js|ts|tsx|mjs):\d+|node_modules\/|\bError: [^<]*\n\s+at /

let storefront: Started | undefined
test.afterAll(() => {
  if (storefront?.child.exitCode === null) storefront.child.kill('SIGKILL')
})

test(`${CASES.toLocaleString('en')} hostile inputs to every form action and API endpoint: 4xx, no stack trace, no data changed`, async () => {
  test.setTimeout(300_000)
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DATABASE}${suffix}`, { force: true })
  storefront = await startStorefront({
    PORT: String(PORT),
    WEB_CONCURRENCY: '1',
    SESSION_SECRET: SECRET,
    DATABASE_PATH: DATABASE,
    LOG_LEVEL: 'fatal',
    POST_RATE_LIMIT: '1000000',
    SIGN_IN_RATE_LIMIT: '1000000',
    NEWSLETTER_RATE_LIMIT: '1000000',
    CONTACT_RATE_LIMIT: '1000000',
    ACCOUNT_ADDRESS_RATE_LIMIT: '1000000',
  })
  // node:http, not fetch: fetch does not send the Host header the storefront's markets need.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 })
  const call = (request: Omit<Request, 'target'>) =>
    new Promise<{ status: number; body: string; location?: string }>((resolve, reject) => {
      const sent = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          agent,
          method: request.method,
          path: request.path,
          headers: {
            host: HOST,
            ...(request.body !== undefined
              ? {
                  'content-type': request.contentType ?? 'application/json',
                  'content-length': Buffer.byteLength(request.body),
                }
              : {}),
            ...request.headers,
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8'),
              location: response.headers.location,
            }),
          )
          response.on('error', reject)
        },
      )
      sent.on('error', reject)
      sent.end(request.body)
    })
  const json = (answer: { body: string }) => JSON.parse(answer.body) as unknown

  // The context: a real cart (its id is the only one that is not fuzzed), a customer's token, and
  // other customers' bookings.
  const sqlite = new Database(DATABASE, { readonly: true })
  const unit = sqlite
    .prepare(`SELECT a.id, s.slug FROM accommodations a JOIN sites s ON s.id = a.site_id ORDER BY a.id LIMIT 1`)
    .get() as { id: number; slug: string }
  const cart = await call({
    method: 'POST',
    path: `${API}/carts`,
    headers: apiHeaders(),
    body: JSON.stringify({
      site: unit.slug,
      accommodationId: unit.id,
      date: STAY_DATE,
      duration: 7,
      persons: { adults: 2, children: [] },
    }),
  })
  expect(cart.status, cart.body).toBe(201)
  const { cartId, extras: cartExtras } = (json(cart) as { data: { cartId: string; extras: Context['cartExtras'] } })
    .data
  const signedIn = await call({
    method: 'POST',
    path: `${API}/customer-portal/authenticate`,
    headers: apiHeaders(),
    body: JSON.stringify({ email: 'emma.walker@example.com', password: 'summer-by-the-lake' }),
  })
  expect(signedIn.status, signedIn.body).toBe(200)
  const token = (json(signedIn) as { token: string }).token
  const session = await signedInSessionCookie(token, 'email', SECRET)
  const sessionCookie = `${session.name}=${session.value}`
  const otherBookingIds = sqlite
    .prepare(
      `SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer_id
       WHERE lower(c.email) <> 'emma.walker@example.com' ORDER BY b.id LIMIT 50`,
    )
    .pluck()
    .all() as number[]
  const ownBookingIds = sqlite
    .prepare(
      `SELECT b.id FROM bookings b JOIN customers c ON c.id = b.customer_id
       WHERE lower(c.email) = 'emma.walker@example.com' ORDER BY b.id`,
    )
    .pluck()
    .all() as number[]
  const ownBookingId = ownBookingIds[0]!
  sqlite.close()
  expect(otherBookingIds.length).toBeGreaterThan(0)
  const context: Context = { cartId, cartExtras, otherBookingIds, ownBookingId, ownBookingIds, token, sessionCookie }

  const before = fingerprint(DATABASE)
  const perTarget = Math.ceil(CASES / TARGETS.length)
  const requests = TARGETS.flatMap((target) => fc.sample(target.cases(context), { numRuns: perTarget, seed: SEED }))
  const problems: string[] = []
  const statuses = new Map<string, number>()
  let next = 0
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!
      const answer = await call(request).catch((error: Error) => ({ status: 0, body: error.message }))
      const key = `${request.target} ${answer.status}`
      statuses.set(key, (statuses.get(key) ?? 0) + 1)
      const backWithToast =
        request.redirectsBack &&
        answer.status === 302 &&
        'location' in answer &&
        !!answer.location &&
        !answer.location.includes('/booking/')
      const wrong = backWithToast
        ? null
        : answer.status < 400 || answer.status >= 500
          ? `answered ${answer.status || answer.body}`
          : STACK_TRACE.test(answer.body)
            ? 'a stack trace in the body'
            : null
      // The first few of each answer that is wrong, 5xx first.
      if (wrong && problems.filter((each) => each.startsWith(`${answer.status} `)).length < 8)
        problems.push(
          `${answer.status} ${request.target}: ${wrong} to ${request.method} ${request.path.slice(0, 200)} ${String(request.body).slice(0, 300)}`,
        )
    }
  }
  const started = Date.now()
  await Promise.all(Array.from({ length: 8 }, worker))
  const summary = `${requests.length} cases (seed ${SEED}, FUZZ_SEED=${SEED} repeats them) in ${Math.round((Date.now() - started) / 1000)} s over ${TARGETS.length} endpoints`
  const counts = [...statuses].map(([key, count]) => `${key}: ${count}`).join('\n')
  console.log(`fuzz: ${summary}\n${counts}`)
  // The inputs reached the checks they were made for: forms answer their field errors (400),
  // not only the edge's refusals.
  for (const target of TARGETS.filter((each) => each.name.endsWith('(form)')))
    expect(statuses.get(`${target.name} 400`) ?? 0, `${target.name}\n${counts}`).toBeGreaterThan(0)
  expect(requests.length).toBeGreaterThanOrEqual(CASES)
  expect(problems, `${summary}\n${[...statuses].map(([key, count]) => `${key}: ${count}`).join('\n')}`).toEqual([])
  // The storefront still serves, and nothing in the database changed.
  expect((await call({ method: 'GET', path: '/' })).status).toBe(200)
  expect(fingerprint(DATABASE)).toEqual(before)
})
