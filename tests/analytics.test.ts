import { describe, expect, it } from 'vitest'
import { CATALOGUE_ANALYTICS, dataLayerEvent, PAGE_ANALYTICS } from '~/lib/analytics'
import { simplePage } from '~/lib/simple-page.server'
import { loadCataloguePage } from '~/routes/catalogue.server'
import { loadContextFor } from './support/context'
import { useEmbeddedApi } from './support/embedded-api'

describe('analytics page types (SPEC section 1)', () => {
  it('gives every storefront page type of SPEC to some page', () => {
    const types = new Set(
      [...Object.values(PAGE_ANALYTICS), ...Object.values(CATALOGUE_ANALYTICS)]
        .filter((v) => v?.event === 'page_view')
        .map((v) => v.pageType),
    )
    expect([...types].sort()).toEqual([
      'Booking_confirmation',
      'Campsite',
      'Checkout',
      'Country',
      'Funnel',
      'Home',
      'Region',
      'Search',
      'Theme',
    ])
  })

  it('sends every portal page type as a customer-portal page view', () => {
    const portal = Object.values(PAGE_ANALYTICS).filter((v) => v?.event === 'customer_portal_page_view')
    expect(new Set(portal.map((v) => v.pageType))).toEqual(
      new Set([
        'login',
        'home',
        'personal_details',
        'favorites',
        'my_bookings',
        'booking_detail_overview',
        'edit_booking_extras',
        'booking_detail_persona',
        'booking_detail_payment',
      ]),
    )
  })

  it('names the search pages Search and the checkout pages by theirs', () => {
    expect(PAGE_ANALYTICS.searchAndBook).toEqual({ event: 'page_view', pageType: 'Search' })
    expect(PAGE_ANALYTICS.freeSearch?.pageType).toBe('Search')
    expect(PAGE_ANALYTICS.bookingConfirmation?.pageType).toBe('Booking_confirmation')
  })

  it('writes the dataLayer entry with the booking id only where there is one', () => {
    expect(dataLayerEvent({ event: 'page_view', pageType: 'Home' }, '/')).toEqual({
      event: 'page_view',
      page_type: 'Home',
      page_path: '/',
    })
    expect(
      dataLayerEvent(
        { event: 'customer_portal_page_view', pageType: 'booking_detail_overview', bookingId: 'B12' },
        '/p',
      ),
    ).toEqual({
      event: 'customer_portal_page_view',
      page_type: 'booking_detail_overview',
      page_path: '/p',
      booking_id: 'B12',
    })
  })
})

describe('page loaders name their page type', () => {
  const embedded = useEmbeddedApi({ warmSearch: false })

  it('a simple page from the route table', async () => {
    const context = await loadContextFor('uk.localhost')
    expect(simplePage(context, 'myBookings').meta.analytics).toEqual({
      event: 'customer_portal_page_view',
      pageType: 'my_bookings',
    })
  })

  it('catalogue pages by what the path is', async () => {
    const context = await loadContextFor('uk.localhost', { twentyBaseUrl: embedded.baseUrl() })
    const types = await Promise.all(
      ['camping', 'camping/france', 'camping/france/dordogne'].map(
        async (path) => (await loadCataloguePage(context, path)).meta.analytics?.pageType,
      ),
    )
    expect(types).toEqual(['Funnel', 'Country', 'Region'])
  })
})
