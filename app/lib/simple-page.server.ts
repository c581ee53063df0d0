import type { AppLoadContext } from '@remix-run/node'
import type { PageKey } from '../../market-config/routes'
import { PAGE_ANALYTICS } from './analytics'
import { translatorFor } from './i18n.server'
import type { PageMetaData } from './page-meta'

export interface SimplePageData {
  page: PageKey
  heading: string
  intro: string
  meta: PageMetaData
}

/** Portal, checkout and payment pages stay out of search engines. */
const PRIVATE_PAGES = new Set<PageKey>([
  'login',
  'profile',
  'profileDetails',
  'profileFavourites',
  'myBookings',
  'bookingDetail',
  'bookingParticipants',
  'bookingExtras',
  'bookingPayment',
  'bookingPaymentOptions',
  'checkout',
  'bookingConfirmation',
  'newsletter',
])

/**
 * Heading and meta of a page (its breadcrumb: the route's `handle`, lib/breadcrumbs.ts) from `pages.{page}` in the common namespace (the page
 * request handler has already checked the path: server/page-identity.ts).
 */
export function simplePage(context: AppLoadContext, page: PageKey): SimplePageData {
  const { storefront } = context
  const t = translatorFor(storefront.market.i18nLocale)
  const heading = t(`pages.${page}.title`)
  return {
    page,
    heading,
    intro: t(`pages.${page}.intro`),
    meta: {
      title: heading,
      brandName: storefront.brand.name,
      noindex: PRIVATE_PAGES.has(page),
      analytics: PAGE_ANALYTICS[page],
    },
  }
}
