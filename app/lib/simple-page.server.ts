import type { AppLoadContext } from '@remix-run/node'
import { href, type PageKey } from '../../market-config/routes'
import { PAGE_ANALYTICS } from './analytics'
import { translatorFor } from './i18n.server'
import type { PageMetaData } from './page-meta'

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
 * Heading, breadcrumb and meta of a page from `pages.{page}` in the common namespace (the page
 * loader has already checked the path with `requirePage`).
 */
export function simplePage(context: AppLoadContext, page: PageKey): SimplePageData {
  const { storefront } = context
  const t = translatorFor(storefront.market.i18nLocale)
  const heading = t(`pages.${page}.title`)
  return {
    page,
    heading,
    intro: t(`pages.${page}.intro`),
    breadcrumbs: [{ label: t('breadcrumbs.home'), to: href(storefront.link, 'home') }, { label: heading }],
    meta: {
      title: heading,
      brandName: storefront.brand.name,
      noindex: PRIVATE_PAGES.has(page),
      analytics: PAGE_ANALYTICS[page],
    },
  }
}
