import { expect, test } from '@playwright/test'
import { href } from '../market-config/routes'
import { DEMO_CUSTOMER, marketUrl, message, ready, signInWithTestSession } from './helpers'

const dataLayer = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, string>[] }).dataLayer ?? [])

test('each page view reaches the dataLayer once, with its page type, also after client-side navigation', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'analytics runs in the browser')
  await page.goto(marketUrl('de-ch'))
  await ready(page, true)
  await expect.poll(() => dataLayer(page)).toEqual([{ event: 'page_view', page_type: 'Home', page_path: '/' }])

  const search = page
    .getByRole('banner')
    .getByRole('searchbox', { name: message('de', 'header.search-label') })
    .first()
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
  await expect
    .poll(() => dataLayer(page))
    .toContainEqual(expect.objectContaining({ event: 'customer_portal_page_view', page_type: 'my_bookings' }))
})

test('signing up, signing in and signing out reach the dataLayer as account_create, customer_portal_login and customer_portal_logout', async ({
  page,
  javaScriptEnabled,
}) => {
  test.skip(!javaScriptEnabled, 'analytics runs in the browser')
  test.setTimeout(90_000)
  const pt = (key: string) => message('en', key, 'portal')
  const events = async () => (await dataLayer(page)).map((entry) => entry.event)
  const main = page.getByRole('main')
  const continueWith = async (email: string) => {
    await ready(page, true)
    await main.getByLabel(new RegExp(`^${pt('fields.email')}\\*?$`)).fill(email)
    await main.getByRole('button', { name: pt('sign-in.submit') }).click()
  }

  // An unknown address: the sign-up form, then the account.
  await page.goto(marketUrl('uk', href({ language: 'en' }, 'login')))
  await continueWith(`analytics-${Date.now().toString(36)}@example.com`)
  await main.getByLabel(new RegExp(`^${pt('fields.first-name')}\\*?$`)).fill('Ana')
  await main.getByLabel(new RegExp(`^${pt('fields.last-name')}\\*?$`)).fill('Lytics')
  await main.getByRole('button', { name: pt('create-password.submit') }).click()
  await expect(page.getByRole('heading', { level: 2, name: pt('check-inbox.title') })).toBeVisible()
  await expect.poll(events).toContain('account_create')

  // The demo customer signs in, then out (a full reload of the home page).
  await page.goto(marketUrl('uk', href({ language: 'en' }, 'login')))
  await continueWith(DEMO_CUSTOMER.email)
  await main.getByLabel(new RegExp(`^${pt('fields.password')}\\*?$`)).fill(DEMO_CUSTOMER.password)
  await main.getByRole('button', { name: pt('password.submit') }).click()
  await expect(page).toHaveURL(marketUrl('uk', href({ language: 'en' }, 'profile')))
  await expect.poll(events).toContain('customer_portal_login')
  await ready(page, true)
  await main.getByRole('button', { name: pt('profile.sign-out') }).click()
  await expect(page).toHaveURL(marketUrl('uk', '/'))
  await expect.poll(events).toContain('customer_portal_logout')
})
