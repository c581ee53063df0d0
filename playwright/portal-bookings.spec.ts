import { readFileSync } from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { href } from '../market-config/routes'
import { bookingResponseSchema, customerBookingsResponseSchema, type Booking } from '../twenty/contract'
import { bookForDemoCustomer, DEMO_PASSWORD, marketApi, signInDemoCustomer } from './demo-bookings'
import {
  brandUrl,
  demoToken,
  fill,
  internalApiHeaders,
  marketUrl,
  message,
  PORT,
  rawRequest,
  ready,
  saturdayNextYear,
} from './helpers'

/**
 * A booking in the customer portal (issue 19), with and without JavaScript, in de-at (default
 * brand, theme alpha) and on Friferie's German storefront (theme bravo): a demo customer opens a
 * booking from My bookings, reads its breakdown and schedule, changes its extras (the price
 * difference first, then the new total and rates), corrects its travellers, downloads its .ics,
 * and reads why a booking cannot change; another customer's booking is a 404 page and a 404 from
 * the API; axe finds no serious violation on the booking's three pages.
 */

const MARKETS = [
  {
    name: 'de-at',
    host: 'de-at.localhost',
    url: (path: string) => marketUrl('de-at', path),
    brand: 'default',
    apiLocale: 'at',
    email: 'jonas.gruber@example.com',
    // README, "Demo bookings".
    tooClose: 'AT-260104',
    personPrices: 'AT-260102',
    existingOnly: 'AT-260103',
    cancelled: 'AT-260108',
  },
  {
    name: 'friferie de',
    host: 'de.friferie.localhost',
    url: (path: string) => brandUrl('friferie', 'de', path),
    brand: 'friferie',
    apiLocale: 'de',
    email: 'lena.schmidt@example.com',
    tooClose: 'FF-260204',
    personPrices: 'FF-260203',
    existingOnly: 'FF-260202',
    cancelled: null,
  },
] as const
type Market = (typeof MARKETS)[number]

const link = { language: 'de' as const }
const bk = (key: string) => message('de', key, 'booking')
const co = (key: string) => message('de', key, 'checkout')
/** "€ 1.234,56" or "−€ 12,00" as a number. */
const amount = (text: string) => {
  const digits = text.replace(/[^\d,.−+-]/g, '')
  const negative = /[−-]/.test(digits)
  return (negative ? -1 : 1) * Number(digits.replace(/[−+-]/g, '').replace(/\./g, '').replace(',', '.'))
}

/**
 * A new booking of the demo customer made through the API, as the checkout makes one (each test
 * its own, so that the two browser projects never change the same booking): a mobile home for two
 * adults, paid later, at a campsite that takes every change.
 */
function bookFor(market: Market, weeks: number): Promise<Booking> {
  return bookForDemoCustomer(
    market,
    saturdayNextYear(7, 4, weeks),
    (booking) => booking.changePermissions.extras === 'FULL_CHANGES_ALLOWED',
  )
}

async function bookingIdOf(market: Market, token: string, ref: string): Promise<number> {
  const list = await marketApi(market, 'GET', 'customer-portal/bookings', undefined, token)
  const found = customerBookingsResponseSchema.parse(list.json).data.bookings.find((booking) => booking.ref === ref)
  if (!found) throw new Error(`no booking ${ref}`)
  return found.bookingId
}

const main = (page: Page) => page.getByRole('main')

for (const market of MARKETS) {
  test.describe(`${market.name}: a booking in the portal`, () => {
    test('opens from My bookings with its breakdown and schedule; its extras change after the price difference is shown; the .ics downloads', async ({
      page,
      context,
      javaScriptEnabled,
    }, testInfo) => {
      test.setTimeout(120_000)
      const booking = await bookFor(market, testInfo.project.name === 'js' ? 1 : 2)
      const token = await signInDemoCustomer(context, market)
      await page.goto(market.url(href(link, 'myBookings')))
      await ready(page, javaScriptEnabled)
      const card = main(page).getByRole('article').filter({ hasText: booking.ref })
      await card.getByRole('link', { name: `${bk('list.open')} ${booking.ref}` }).click()
      await expect(page).toHaveURL(market.url(href(link, 'bookingDetail', { bookingId: booking.bookingId })))
      await ready(page, javaScriptEnabled)

      // Its page view names the page type and the booking (SPEC section 7).
      // (Pushed once the page is on screen: after a namespace it needs has loaded, issue 20's `payment`.)
      if (javaScriptEnabled)
        await expect
          .poll(() => page.evaluate(() => window.dataLayer ?? []))
          .toContainEqual(
            expect.objectContaining({
              event: 'customer_portal_page_view',
              page_type: 'booking_detail_overview',
              booking_id: String(booking.bookingId),
            }),
          )
      // The overview: breakdown, total, status in words, schedule with its rates, the way to pay.
      await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(message('de', 'pages.bookingDetail.title'))
      await expect(main(page).getByTestId('booking-ref')).toHaveText(booking.ref)
      const lines = main(page).getByTestId('price-lines')
      await expect(lines).toContainText(co('lines.rent'))
      await expect(lines.getByTestId('total')).toHaveAttribute('data-amount', String(booking.total))
      await expect(main(page).getByTestId('payment-status').first()).toContainText(bk('payment-status.NO_PAYMENT_MADE'))
      const schedule = main(page).getByRole('table')
      await expect(schedule.getByRole('row')).toHaveCount(3)
      // Something is outstanding: the way to pay it (issue 20).
      await expect(main(page).getByRole('link', { name: bk('detail.pay') })).toHaveAttribute(
        'href',
        href(link, 'bookingPayment', { bookingId: booking.bookingId }),
      )
      const ratesBefore = await schedule.getByRole('row').nth(2).getByRole('cell').nth(2).innerText()

      // The .ics: a calendar file of this stay.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        main(page)
          .getByRole('link', { name: bk('detail.calendar') })
          .click(),
      ])
      expect(download.suggestedFilename()).toBe(`${booking.ref}.ics`)
      const calendar = readFileSync(await download.path(), 'utf8')
      expect(calendar).toContain('BEGIN:VEVENT')
      expect(calendar).toContain(`DTSTART;VALUE=DATE:${booking.arrivalDate.replace(/-/g, '')}`)
      expect(calendar).toContain(`DTEND;VALUE=DATE:${booking.departureDate.replace(/-/g, '')}`)
      const cookie = (await context.cookies(market.url('/'))).map((each) => `${each.name}=${each.value}`).join('; ')
      const head = await rawRequest({
        host: `${market.host}:${PORT}`,
        path: `/profile/bookings/${booking.bookingId}/calendar.ics`,
        headers: { cookie },
      })
      expect(head.status).toBe(200)
      expect(head.headers['content-type']).toBe('text/calendar; charset=utf-8')
      expect(head.headers['content-disposition']).toBe(`attachment; filename="${booking.ref}.ics"`)

      // Extras: breakfast for two, the difference shown before saving.
      await main(page)
        .getByRole('link', { name: bk('detail.extras-edit') })
        .click()
      await expect(page).toHaveURL(market.url(href(link, 'bookingExtras', { bookingId: booking.bookingId })))
      await ready(page, javaScriptEnabled)
      await expect(main(page).getByTestId('permission-text')).toHaveText(bk('extras.intro.FULL_CHANGES_ALLOWED'))
      await main(page)
        .getByLabel(/^Frühstück/)
        .selectOption('2')
      if (!javaScriptEnabled)
        await main(page)
          .getByRole('button', { name: bk('extras.update') })
          .click()
      const difference = main(page).getByTestId('difference')
      await expect(difference).toContainText('+')
      const added = amount(await difference.innerText())
      expect(added).toBeGreaterThan(0)
      const newTotal = Math.round((booking.total + added) * 100) / 100
      await expect(main(page).getByTestId('new-total')).toHaveAttribute('data-amount', String(newTotal))
      // Nothing is saved before the customer saves.
      const unsaved = await marketApi(market, 'GET', `customer-portal/bookings/${booking.bookingId}`, undefined, token)
      expect(bookingResponseSchema.parse(unsaved.json).data.total).toBe(booking.total)
      await main(page)
        .getByRole('button', { name: bk('extras.save') })
        .click()

      // Back on the booking: the new total, the balance rate raised by the difference, a toast.
      await expect(page).toHaveURL(market.url(href(link, 'bookingDetail', { bookingId: booking.bookingId })))
      await expect(page.getByText(bk('toasts.extras-saved'))).toBeVisible()
      await expect(main(page).getByTestId('price-lines').getByTestId('total')).toHaveAttribute(
        'data-amount',
        String(newTotal),
      )
      await expect(main(page).getByTestId('booking-extras')).toContainText('× 2')
      const ratesAfter = await main(page)
        .getByRole('table')
        .getByRole('row')
        .nth(2)
        .getByRole('cell')
        .nth(2)
        .innerText()
      expect(Math.round((amount(ratesAfter) - amount(ratesBefore)) * 100) / 100).toBe(added)
    })

    test('corrects the travellers where allowed, keeping the checkout’s rules', async ({
      page,
      context,
      javaScriptEnabled,
    }, testInfo) => {
      test.setTimeout(90_000)
      const booking = await bookFor(market, testInfo.project.name === 'js' ? 3 : 4)
      await signInDemoCustomer(context, market)
      await page.goto(market.url(href(link, 'bookingDetail', { bookingId: booking.bookingId })))
      await ready(page, javaScriptEnabled)
      await main(page)
        .getByRole('link', { name: bk('detail.travellers-edit') })
        .click()
      await expect(page).toHaveURL(market.url(href(link, 'bookingParticipants', { bookingId: booking.bookingId })))
      await ready(page, javaScriptEnabled)
      const second = main(page).getByRole('group', { name: fill(co('participants.adult'), { number: 2 }) })
      // An adult under 18 at arrival: the checkout's field error, what was typed kept.
      await second.getByLabel(co('fields.last-name'), { exact: true }).fill('Muster-Berg')
      await second.getByLabel(co('fields.birth-date'), { exact: true }).fill('2015-03-01')
      await main(page)
        .getByRole('button', { name: bk('participants.save') })
        .click()
      await expect(page.getByTestId('error-summary')).toContainText(fill(co('errors.adult-age'), { value: 18 }))
      await expect(second.getByLabel(co('fields.last-name'), { exact: true })).toHaveValue('Muster-Berg')
      await second.getByLabel(co('fields.birth-date'), { exact: true }).fill('1986-09-30')
      await main(page)
        .getByRole('button', { name: bk('participants.save') })
        .click()
      await expect(page).toHaveURL(market.url(href(link, 'bookingDetail', { bookingId: booking.bookingId })))
      await expect(page.getByText(bk('toasts.participants-saved'))).toBeVisible()
      await expect(main(page).getByTestId('travellers')).toContainText('Anna Muster-Berg')
    })

    test('says why a booking cannot change, and what each extras permission allows', async ({
      page,
      context,
      javaScriptEnabled,
    }) => {
      const token = await signInDemoCustomer(context, market)
      // Under 14 days to arrival: extras and travellers read-only, the reason in words.
      const close = await bookingIdOf(market, token, market.tooClose)
      await page.goto(market.url(href(link, 'bookingExtras', { bookingId: close })))
      await ready(page, javaScriptEnabled)
      await expect(main(page).getByTestId('locked-reason')).toHaveText(bk('why.too-close'))
      await expect(main(page).getByRole('combobox')).toHaveCount(0)
      await expect(main(page).getByRole('button', { name: bk('extras.save') })).toHaveCount(0)
      await page.goto(market.url(href(link, 'bookingParticipants', { bookingId: close })))
      await expect(main(page).getByTestId('locked-reason')).toHaveText(bk('why.too-close'))
      await expect(main(page).getByRole('textbox')).toHaveCount(0)

      // Per-person prices only: the final cleaning stays as booked; breakfast can change.
      const person = await bookingIdOf(market, token, market.personPrices)
      await page.goto(market.url(href(link, 'bookingExtras', { bookingId: person })))
      await expect(main(page).getByTestId('permission-text')).toHaveText(
        bk('extras.intro.CHANGES_ALLOWED_PERSON_PRICES'),
      )
      await expect(main(page).getByTestId('fixed-extras')).toContainText(/Endreinigung/)
      await expect(main(page).getByLabel(/^Endreinigung/)).toHaveCount(0)
      await expect(main(page).getByLabel(/^Frühstück/)).toBeVisible()

      // Existing only: breakfast at most as booked, nothing new.
      const existing = await bookingIdOf(market, token, market.existingOnly)
      await page.goto(market.url(href(link, 'bookingExtras', { bookingId: existing })))
      await expect(main(page).getByTestId('permission-text')).toHaveText(bk('extras.intro.EXISTING_ONLY_ALLOWED'))
      await expect(
        main(page)
          .getByLabel(/^Frühstück/)
          .locator('option'),
      ).toHaveText([bk('extras.none'), '1', '2'])
      await expect(main(page).getByLabel(/^Willkommenspaket/)).toHaveCount(0)

      if (market.cancelled) {
        const cancelled = await bookingIdOf(market, token, market.cancelled)
        await page.goto(market.url(href(link, 'bookingDetail', { bookingId: cancelled })))
        await expect(main(page).getByTestId('booking-status')).toHaveText(bk('detail.status.cancelled'))
        await expect(main(page).getByText(bk('why.cancelled')).first()).toBeVisible()
      }
    })

    test("another customer's booking is a 404 page, and a 404 from the API", async ({ page, context }) => {
      const token = await signInDemoCustomer(context, market)
      const emma = await demoToken('default', { email: 'emma.walker@example.com', password: DEMO_PASSWORD })
      const others = await fetch(`http://127.0.0.1:${PORT}/api/twenty/v2/default/couk/customer-portal/bookings`, {
        headers: { ...internalApiHeaders(), Authorization: `Bearer ${emma}` },
      })
      const other = customerBookingsResponseSchema.parse(await others.json()).data.bookings[0]!
      for (const path of [
        href(link, 'bookingDetail', { bookingId: other.bookingId }),
        href(link, 'bookingParticipants', { bookingId: other.bookingId }),
        href(link, 'bookingExtras', { bookingId: other.bookingId }),
        `/profile/bookings/${other.bookingId}/calendar.ics`,
        href(link, 'bookingDetail', { bookingId: `0${other.bookingId}` }),
      ]) {
        const response = await page.goto(market.url(path))
        expect([path, response?.status()]).toEqual([path, 404])
        await expect(page.getByText('Walker')).toHaveCount(0)
      }
      for (const path of [
        `customer-portal/bookings/${other.bookingId}`,
        `customer-portal/bookings/${other.bookingId}/extras`,
      ]) {
        expect([path, (await marketApi(market, 'GET', path, undefined, token)).status]).toEqual([path, 404])
      }
    })

    for (const width of [390, 1280]) {
      test(`the booking's pages at ${width}px have no serious accessibility violations`, async ({
        page,
        context,
        javaScriptEnabled,
      }) => {
        test.skip(!javaScriptEnabled, 'axe runs as a script in the page')
        test.setTimeout(90_000)
        const token = await signInDemoCustomer(context, market)
        await page.setViewportSize({ width, height: 900 })
        const person = await bookingIdOf(market, token, market.personPrices)
        const close = await bookingIdOf(market, token, market.tooClose)
        for (const path of [
          href(link, 'bookingDetail', { bookingId: person }),
          href(link, 'bookingParticipants', { bookingId: person }),
          href(link, 'bookingExtras', { bookingId: person }),
          href(link, 'bookingExtras', { bookingId: close }),
          href(link, 'bookingParticipants', { bookingId: close }),
        ]) {
          await page.goto(market.url(path))
          await ready(page, true)
          const results = await new AxeBuilder({ page }).analyze()
          const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
          expect([
            path,
            serious.map(
              (v) =>
                `${v.id}: ${v.nodes
                  .map((n) => n.target.join(' '))
                  .slice(0, 3)
                  .join(', ')}`,
            ),
          ]).toEqual([path, []])
        }
      })
    }
  })
}
