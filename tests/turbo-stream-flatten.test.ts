import { createRequire } from 'node:module'
import path from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

/**
 * turbo-stream's `flatten` is patched (patches/turbo-stream+2.4.1.patch, decision 043): the loader
 * data of every page and every `.data` answer is encoded with it. The patch must write exactly
 * what the original writes, index for index. The package's ES module bundle keeps the original
 * (the browser's copy, only ever used to decode), so the two encoders are compared here on the
 * same values, with the plugins Remix's single fetch encodes with.
 */
type Encode = (
  input: unknown,
  options?: { plugins?: ((value: unknown) => unknown)[]; postPlugins?: ((value: unknown) => unknown)[] },
) => ReadableStream<Uint8Array>
const require = createRequire(import.meta.url)
const dist = path.dirname(require.resolve('turbo-stream'))
const patched = require(path.join(dist, 'turbo-stream.js')) as { encode: Encode }
const original = (await import(path.join(dist, 'turbo-stream.mjs'))) as { encode: Encode }

class Booking {
  constructor(
    public id: number,
    public total: number,
  ) {}
}
const REDIRECT = Symbol('redirect')

/** Remix's plugins (single-fetch.js `encodeViaTurboStream`), in kind. */
const options = {
  plugins: [
    (value: unknown) => (value instanceof Error ? ['SanitizedError', value.name, value.message] : undefined),
    (value: unknown) =>
      value && typeof value === 'object' && REDIRECT in value ? ['SingleFetchRedirect', { to: '/x' }] : undefined,
  ],
  postPlugins: [
    (value: unknown) =>
      value && typeof value === 'object'
        ? ['SingleFetchClassInstance', Object.fromEntries(Object.entries(value))]
        : undefined,
    () => ['SingleFetchFallback'],
  ],
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text()
}

async function expectSameEncoding(value: () => unknown) {
  const [mine, theirs] = await Promise.all([
    text(patched.encode(value(), options)),
    text(original.encode(value(), options)),
  ])
  expect(mine).toBe(theirs)
}

const leaf = fc.oneof(
  fc.string(),
  fc.constantFrom('', 'Sarlat-la-Canéda', 'ZÜRICH "CHF"', '\u2028', '\uD83D', 'loaderData', '_1'),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -0, NaN, Infinity, -Infinity, 1e21, 2 ** 53),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.date({ noInvalidDate: true }),
  fc.constantFrom(new URL('https://uk.localhost/camping?x=1'), /a+b/gi, Symbol.for('storefront')),
)

const tree = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object'), tie('other')),
  array: fc.array(tie('value'), { maxLength: 6 }),
  object: fc.dictionary(fc.oneof(fc.string(), fc.constantFrom('id', 'name', '__proto', '0')), tie('value'), {
    maxKeys: 6,
  }),
  other: fc.oneof(
    fc.array(tie('value'), { maxLength: 4 }).map((values) => new Set(values)),
    fc.array(fc.tuple(tie('value'), tie('value')), { maxLength: 4 }).map((entries) => new Map(entries)),
    fc.string().map((message) => new Error(message)),
    fc.string().map((message) => new TypeError(message)),
    fc.integer().map((id) => new Booking(id, id * 2)),
    fc
      .dictionary(fc.string(), tie('value'), { maxKeys: 3 })
      .map((entries) => Object.assign(Object.create(null) as object, entries)),
    fc.constant(() => 'a function'),
  ),
}))

describe('the patched turbo-stream flatten', () => {
  it('writes what the original writes, for any data', async () => {
    await fc.assert(
      fc.asyncProperty(tree.value, async (value) => {
        // The same object both times: encoding never changes its input.
        await expectSameEncoding(() => value)
      }),
      { numRuns: 400 },
    )
  })

  it('writes shared values and cycles as the original does', async () => {
    const place = { name: 'Dordogne', country: 'France' }
    // An array with a hole, written as turbo-stream's HOLE.
    const holed = new Array<number>(2)
    holed[1] = 2
    const site: Record<string, unknown> = { id: 7, places: [place, place], again: 'Dordogne', holed }
    site.self = site
    const root: Record<string, unknown> = { loaderData: { root: site, other: { place, site } }, errors: null }
    root.root = root
    await expectSameEncoding(() => root)
    await expectSameEncoding(() => [0, -0, 0, NaN, NaN, 'a', 'a', { a: 'a' }])
    await expectSameEncoding(() => ({ redirect: { [REDIRECT]: true }, promise: Promise.resolve({ later: 1 }) }))
  })
})
