/**
 * The portal layouts hand their customer down (issue 18): a portal or payment page costs exactly
 * one `customer-portal/user` call, made by its layout, whatever the page. Every page under the
 * signed-in layouts of the route table runs here with its layout, as Remix runs a document request.
 */
import type { LoaderFunctionArgs } from '@remix-run/node'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { twentyFor } from '~/lib/twenty.server'
import { href, LAYOUTS, PAGES, type PageKey } from '../market-config/routes'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

const embedded = useEmbeddedApi()
const routeModules = import.meta.glob<{ loader?: (args: LoaderFunctionArgs) => unknown }>('../app/routes/*.tsx')
const moduleOf = (module: string) => {
  const load = routeModules[`../app/${module}`]
  if (!load) throw new Error(`no route module ${module}`)
  return load()
}

const SIGNED_IN_LAYOUTS = ['portal', 'fullscreen'] as const
const signedInPages = (Object.keys(PAGES) as PageKey[]).filter((page) =>
  (SIGNED_IN_LAYOUTS as readonly string[]).includes(PAGES[page].layout),
)

afterEach(() => vi.restoreAllMocks())

describe('one user call per portal page', () => {
  it('covers every signed-in page of the route table', () => {
    expect(signedInPages).toEqual(expect.arrayContaining(['profile', 'myBookings', 'bookingDetail', 'bookingPayment']))
  })

  // The customer, and an agent reading her portal (decision 027): the same one call.
  const signIns = [
    { who: 'customer', email: 'emma.walker@example.com', actorKind: 'customer' },
    { who: 'agent', email: 'agent@campingselect.example.com', actorKind: 'agent' },
  ] as const
  it.each(signedInPages.flatMap((page) => signIns.map((signIn) => [page, signIn.who, signIn] as const)))(
    '%s as the %s: the layout loads the customer once, the page not again',
    async (page, _who, signIn) => {
      const context = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
      const token = await twentyFor(context).authenticate({
        email: signIn.email,
        password: 'summer-by-the-lake',
      })
      context.session.signIn(token, 'email')

      const userCalls: string[] = []
      const realFetch = globalThis.fetch
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        const url = input instanceof Request ? input.url : String(input)
        if (/\/customer-portal\/user(\?|$)/.test(url)) userCalls.push(url)
        return realFetch(input, init)
      })

      const url = `http://uk.localhost${href({ language: 'en' }, page, { bookingId: 1 })}`
      const args = { request: new Request(url), params: { bookingId: '1' }, context }
      const layout = await moduleOf(LAYOUTS[PAGES[page].layout])
      const pageModule = await moduleOf(PAGES[page].module)
      const [layoutData] = await Promise.all([layout.loader?.(args), pageModule.loader?.(args)])

      expect(layoutData).toMatchObject({
        customer: { email: 'emma.walker@example.com', actorKind: signIn.actorKind },
      })
      expect(userCalls).toHaveLength(1)
    },
  )
})
