import { expect, test } from '@playwright/test'
import { href } from '../market-config/routes'
import { marketUrl, message, ready, signInWithTestSession } from './helpers'

const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, string>[] }).dataLayer ?? [])

test('each page view reaches the dataLayer once, with its page type, also after client-side navigation', async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'analytics runs in the browser')
  await page.goto(marketUrl('de-ch'))
  await ready(page, true)
  await expect.poll(() => dataLayer(page)).toEqual([{ event: 'page_view', page_type: 'Home', page_path: '/' }])

  const search = page.getByRole('banner').getByRole('searchbox', { name: message('de', 'header.search-label') }).first()
  await search.fill('Dordogne')
  await search.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dordogne')
  await expect
    .poll(() => dataLayer(page))
    .toEqual([
      { event: 'page_view', page_type: 'Home', page_path: '/' },
      { event: 'page_view', page_type: 'Search', page_path: href({ language: 'de' }, 'freeSearch') },
    ])
})

test('a portal page is a customer-portal page view', async ({ page, context, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, 'analytics runs in the browser')
  await signInWithTestSession(context, 'nl.localhost')
  await page.goto(marketUrl('nl', href({ language: 'nl' }, 'myBookings')))
  await ready(page, true)
  await expect.poll(() => dataLayer(page)).toContainEqual(expect.objectContaining({ event: 'customer_portal_page_view', page_type: 'my_bookings' }))
})
