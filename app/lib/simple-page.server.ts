import { redirect, type AppLoadContext } from '@remix-run/node'
import { PAGES, href, type PageKey } from '../../market-config/routes'
import { translatorFor } from './i18n.server'
import { requireStorefront } from './page.server'
import type { PageMetaData } from './page-meta'
import { getSession } from './session.server'

export interface Crumb {
  label: string
  to?: string
}

export interface SimplePageData {
  page: PageKey
  heading: string
  intro: string
  breadcrumbs: Crumb[]
  meta: PageMetaData
}

/** Portal pages: an anonymous visitor is sent to login, remembering where they wanted to go. */
export async function requireSignedIn(request: Request, context: AppLoadContext): Promise<void> {
  const session = await getSession(request)
  if (session.get('token')) return
  const url = new URL(request.url)
  throw redirect(href(context.storefront.link, 'login', undefined, { redirectTo: `${url.pathname}${url.search}` }))
}

/**
 * Heading, breadcrumb and meta of a page whose body a later slice builds; the texts come from
 * `pages.{page}` in the common namespace.
 */
export async function simplePage(request: Request, context: AppLoadContext, page: PageKey): Promise<SimplePageData> {
  const storefront = requireStorefront(context)
  if ('requiresAuth' in PAGES[page] && PAGES[page].requiresAuth) await requireSignedIn(request, context)
  const t = translatorFor(storefront.market.language)
  const heading = t(`pages.${page}.title`)
  return {
    page,
    heading,
    intro: t(`pages.${page}.intro`),
    breadcrumbs: [{ label: t('breadcrumbs.home'), to: href(storefront.link, 'home') }, { label: heading }],
    meta: { title: heading, brandName: storefront.brand.name, noindex: PAGES[page].layout.startsWith('portal') },
  }
}

/** The page a placeholder route serves (one module serves several pages), as server.ts matched it. */
export function pageKeyOfRequest(context: AppLoadContext): PageKey {
  const match = context.storefront.page
  if (!match) throw new Response('Not Found', { status: 404 })
  return match.page
}

/** Free-text search results; an empty search goes back to the front page (SPEC section 2). */
export async function freeSearchPage(request: Request, context: AppLoadContext) {
  const page = await simplePage(request, context, 'freeSearch')
  const query = new URL(request.url).searchParams.get('query')?.trim() ?? ''
  if (!query) throw redirect(href(context.storefront.link, 'home'))
  return { ...page, query }
}
