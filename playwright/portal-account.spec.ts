import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type { Language, MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { brandUrl, DEMO_CUSTOMER, marketMessage, marketUrl, message, ready, signInWithTestSession } from './helpers'

/**
 * The portal's account pages (issue 19), with and without JavaScript, in nl-be (default brand,
 * theme alpha) and de of friferie (theme bravo): a customer made in the test through sign-up and
 * the mailed link sees the profile home and edits each section of the personal details, which
 * stay after a reload; an invalid postcode is a field error that keeps what was typed; the demo
 * customer's next trip is a card; an agent (decision 027) sees a read-only portal; axe finds no
 * serious violation on the profile home and personal details at phone and desktop width.
 */

interface Storefront {
  market: MarketCode
  language: Language
  url: (path: string) => string
  /** The section values typed in: a valid address of the market's country and a postcode that is not one. */
  country: { code: string; name: string }
  address: { street: string; city: string; postalCode: string; invalidPostcode: string }
  phone: { prefix: string; number: string }
}

const STOREFRONTS: Storefront[] = [
  {
    market: 'nl-be',
    language: 'nl',
    url: (path) => marketUrl('nl-be', path),
    country: { code: 'BE', name: 'België' },
    address: { street: 'Kerkstraat 12', city: 'Gent', postalCode: '9000', invalidPostcode: '9000 AB' },
    phone: { prefix: '+32', number: '470 12 34 56' },
  },
  {
    market: 'de',
    language: 'de',
    url: (path) => brandUrl('friferie', 'de', path),
    country: { code: 'DE', name: 'Deutschland' },
    address: { street: 'Lindenstraße 5', city: 'Köln', postalCode: '50667', invalidPostcode: '5066' },
    phone: { prefix: '+49', number: '221 123 4567' },
  },
]

const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`

/** A field of the page's main part by its label (a required field's label ends in "*"). */
const field = (page: Page, label: string) =>
  page.getByRole('main').getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`))

/** The test server's database (playwright.config.ts): the outbox is how tests read mails. */
function latestMailLink(recipient: string): string {
  const db = new Database('./data/e2e.sqlite', { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare('SELECT link FROM outbox WHERE recipient = ? ORDER BY id DESC LIMIT 1').get(recipient) as
      | { link: string | null }
      | undefined
    if (!row?.link) throw new Error(`no mail with a link to ${recipient}`)
    return row.link
  } finally {
    db.close()
  }
}

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as unknown as { dataLayer?: Record<string, string>[] }).dataLayer ?? [])

/** A new account made as a visitor makes one: sign-up, the mailed link, a password; it lands on the profile. */
async function signUp(page: Page, site: Storefront, email: string, js: boolean | undefined) {
  const pt = (key: string) => message(site.language, key, 'portal')
  await page.goto(site.url(href({ language: site.language }, 'login')))
  await ready(page, js)
  await field(page, pt('fields.email')).fill(email)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('sign-in.submit') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: pt('create-password.title') })).toBeVisible()
  await ready(page, js)
  await field(page, pt('fields.first-name')).fill('Robin')
  await field(page, pt('fields.last-name')).fill('Kamper')
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('create-password.submit') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: pt('check-inbox.title') })).toBeVisible()
  await page.goto(latestMailLink(email))
  await ready(page, js)
  const password = 'een tent onder de dennen'
  await field(page, pt('fields.new-password')).fill(password)
  await field(page, pt('fields.confirm-password')).fill(password)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('reset-password.submit') })
    .click()
  await expect(page).toHaveURL(site.url(href({ language: site.language }, 'profile')))
}

for (const site of STOREFRONTS) {
  const { market, language } = site
  const t = (key: string) => message(language, key, 'account')
  const details = href({ language }, 'profileDetails')

  test(`${market}: a new customer sees the profile home and edits each personal-details section, which stay after a reload`, async ({
    page,
    javaScriptEnabled,
  }) => {
    test.setTimeout(150_000)
    const email = unique(`details-${market}`)
    await signUp(page, site, email, javaScriptEnabled)

    // The profile home: the name, no trip yet (the way to the search), the shortcuts.
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: message(language, 'profile.greeting', 'portal').replace('{{name}}', 'Robin'),
      }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: t('home.next-trip') })).toBeVisible()
    await expect(page.getByTestId('no-trip')).toContainText(t('home.empty-title'))
    await expect(page.getByRole('main').getByRole('link', { name: t('home.search') })).toHaveAttribute(
      'href',
      href({ language }, 'searchAndBook'),
    )
    await page
      .getByRole('navigation', { name: t('home.shortcuts') })
      .getByRole('link', { name: new RegExp(t('home.shortcut.details.title')) })
      .click()
    await expect(page).toHaveURL(site.url(details))
    await expect(
      page.getByRole('heading', { level: 1, name: message(language, 'pages.profileDetails.title') }),
    ).toBeVisible()
    await ready(page, javaScriptEnabled)

    /** A field of a section's form, found within the section (the country section and its select share a name). */
    const input = (section: string, label: string) =>
      page
        .getByRole('region', { name: t(`details.${section}.title`) })
        .getByLabel(new RegExp(`^${t(`fields.${label}`)}\\*?$`))
    const success = marketMessage(market, 'edit-user-profile-success', 'toasts')
    const save = async (section: string) => {
      await page
        .getByRole('region', { name: t(`details.${section}.title`) })
        .getByRole('button', { name: t(`details.${section}.submit`) })
        .click()
      // Post/redirect/get back to the section that was saved, with the profile-edit toast.
      await expect(page).toHaveURL(`${site.url(details)}#${section}`)
      await expect(page.getByText(success).first()).toBeVisible()
      await ready(page, javaScriptEnabled)
    }

    // Personal details.
    await input('personal', 'first-name').fill('Anne')
    await input('personal', 'last-name').fill('de Wit-Müller')
    await input('personal', 'birth-date').fill('1985-04-12')
    await save('personal')

    // Country.
    await input('country', 'country').selectOption(site.country.code)
    await save('country')

    // Address: a postcode that is not one of the country's is a field error; what was typed stays.
    const address = page.getByRole('region', { name: t('details.address.title') })
    await input('address', 'street').fill(site.address.street)
    await input('address', 'city').fill(site.address.city)
    await input('address', 'postcode').fill(site.address.invalidPostcode)
    await address.getByRole('button', { name: t('details.address.submit') }).click()
    await expect(address.getByText(t('errors.postcode'))).toBeVisible()
    await expect(input('address', 'postcode')).toHaveAttribute('aria-invalid', 'true')
    await expect(input('address', 'street')).toHaveValue(site.address.street)
    await expect(input('address', 'city')).toHaveValue(site.address.city)
    await expect(input('address', 'postcode')).toHaveValue(site.address.invalidPostcode)
    await ready(page, javaScriptEnabled)
    await input('address', 'postcode').fill(site.address.postalCode)
    await save('address')

    // Phone.
    await input('phone', 'phone-prefix').selectOption(site.phone.prefix)
    await input('phone', 'phone').fill(site.phone.number)
    await save('phone')

    if (javaScriptEnabled)
      await expect
        .poll(() => dataLayer(page))
        .toEqual(
          expect.arrayContaining([
            expect.objectContaining({ event: 'customer_portal_page_view', page_type: 'personal_details' }),
            { event: 'customer_portal_change_account_details_complete' },
          ]),
        )

    // Everything saved, each section kept by the others' saves.
    await page.reload()
    await ready(page, javaScriptEnabled)
    await expect(input('personal', 'first-name')).toHaveValue('Anne')
    await expect(input('personal', 'last-name')).toHaveValue('de Wit-Müller')
    await expect(input('personal', 'birth-date')).toHaveValue('1985-04-12')
    await expect(input('country', 'country')).toHaveValue(site.country.code)
    await expect(input('address', 'street')).toHaveValue(site.address.street)
    await expect(input('address', 'postcode')).toHaveValue(site.address.postalCode)
    await expect(input('address', 'city')).toHaveValue(site.address.city)
    await expect(input('phone', 'phone-prefix')).toHaveValue(site.phone.prefix)
    await expect(input('phone', 'phone')).toHaveValue(site.phone.number)

    // The profile home greets with the new name.
    await page.goto(site.url(href({ language }, 'profile')))
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: message(language, 'profile.greeting', 'portal').replace('{{name}}', 'Anne'),
      }),
    ).toBeVisible()
  })

  for (const width of [390, 1280]) {
    test(`${market}: the profile home and personal details at ${width}px have no serious accessibility violations`, async ({
      page,
      javaScriptEnabled,
    }, testInfo) => {
      test.skip(!javaScriptEnabled, 'axe needs JavaScript in the page')
      test.setTimeout(120_000)
      await page.setViewportSize({ width, height: 900 })
      await signUp(page, site, unique(`axe-${market}`), true)
      for (const [name, path] of [
        ['profile', href({ language }, 'profile')],
        ['details', details],
      ] as const) {
        await page.goto(site.url(path))
        await ready(page, true)
        await page.screenshot({ path: testInfo.outputPath(`${market}-${name}-${width}.png`), fullPage: true })
        const results = await new AxeBuilder({ page }).analyze()
        const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
        expect(
          serious.map(
            (v) =>
              `${name} ${v.id}: ${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 3)
                .join(', ')}`,
          ),
        ).toEqual([])
      }
    })
  }
}

test("nl-be: the demo customer's next trip is a card with its dates, days to go, what is left to pay and a link to it", async ({
  page,
  context,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(90_000)
  const t = (key: string) => message('nl', key, 'account')
  await signInWithTestSession(context, 'nl-be.localhost')
  await page.goto(marketUrl('nl-be', href({ language: 'nl' }, 'profile')))
  await ready(page, javaScriptEnabled)
  const card = page.getByTestId('next-trip')
  await expect(card).toBeVisible()
  // The seed's first demo booking: the coming summer, further than a day away.
  await expect(card).toContainText(DEMO_CUSTOMER.bookingRef)
  await expect(card.getByText(/^Nog \d+ dagen$/)).toBeVisible()
  await expect(card.getByRole('img')).toHaveAttribute('src', /\/api\/twenty\/media\/sites\//)
  // Owed in the currency the booking was made in: the demo booking is the uk market's, in pounds.
  await expect(card.getByTestId('next-trip-to-pay')).toHaveText(/^£\s?[\d.,]+ · /)
  const site = (await card.getByRole('heading', { level: 3 }).textContent())!
  const link = card.getByRole('link', { name: t('home.detail').replace('{{site}}', site) })
  await expect(link).toHaveAttribute('href', new RegExp(`^${href({ language: 'nl' }, 'myBookings')}/\\d+$`))
  await page.screenshot({ path: testInfo.outputPath('nl-be-next-trip.png'), fullPage: true })
})

test('nl-be: an agent signs in with e-mail and password and sees the portal read-only, every page saying so', async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.setTimeout(120_000)
  const pt = (key: string) => message('nl', key, 'portal')
  const t = (key: string) => message('nl', key, 'account')
  await page.goto(marketUrl('nl-be', href({ language: 'nl' }, 'login')))
  await ready(page, javaScriptEnabled)
  await field(page, pt('fields.email')).fill('agent@campingselect.example.com')
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('sign-in.submit') })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: pt('password.title') })).toBeVisible()
  await ready(page, javaScriptEnabled)
  await field(page, pt('fields.password')).fill(DEMO_CUSTOMER.password)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('password.submit') })
    .click()
  await expect(page).toHaveURL(marketUrl('nl-be', href({ language: 'nl' }, 'profile')))

  const notice = page.getByRole('complementary', { name: t('read-only.agent-title') })
  await expect(notice).toContainText('Alex Morgan')
  await expect(notice).toContainText('Emma Walker')
  await expect(
    page.getByRole('heading', { level: 2, name: t('home.agent-greeting').replace('{{name}}', 'Emma Walker') }),
  ).toBeVisible()

  // Personal details: the values, the reason, and no form to change them.
  await page.goto(marketUrl('nl-be', href({ language: 'nl' }, 'profileDetails')))
  await ready(page, javaScriptEnabled)
  await expect(notice).toBeVisible()
  await expect(page.getByRole('main').getByText(t('read-only.details-agent'))).toBeVisible()
  await expect(page.getByRole('region', { name: t('details.personal.title') })).toContainText('Emma')
  await expect(page.getByRole('main').getByRole('textbox')).toHaveCount(0)
  await expect(page.getByRole('main').getByRole('button', { name: /opslaan/ })).toHaveCount(0)
  await page.screenshot({ path: testInfo.outputPath('nl-be-agent-details.png'), fullPage: true })

  // My bookings: Emma's bookings, under the same notice.
  await page.goto(marketUrl('nl-be', href({ language: 'nl' }, 'myBookings')))
  await expect(notice).toBeVisible()
  await expect(page.getByRole('main')).toContainText(DEMO_CUSTOMER.bookingRef)
})

test('nl-be: a booking-reference sign-in reads the personal details with the reason and cannot change them', async ({
  page,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000)
  const pt = (key: string) => message('nl', key, 'portal')
  const t = (key: string) => message('nl', key, 'account')
  await page.goto(marketUrl('nl-be', `${href({ language: 'nl' }, 'login')}?step=booking-sign-in`))
  await ready(page, javaScriptEnabled)
  await field(page, pt('fields.booking-email')).fill(DEMO_CUSTOMER.email)
  await field(page, pt('fields.booking-ref')).fill(DEMO_CUSTOMER.bookingRef)
  await page
    .getByRole('main')
    .getByRole('button', { name: pt('booking-sign-in.submit') })
    .click()
  await expect(page).toHaveURL(marketUrl('nl-be', href({ language: 'nl' }, 'profile')))
  await page.goto(marketUrl('nl-be', href({ language: 'nl' }, 'profileDetails')))
  await ready(page, javaScriptEnabled)
  await expect(
    page.getByRole('main').getByText(t('read-only.details-booking').replace('{{ref}}', DEMO_CUSTOMER.bookingRef)),
  ).toBeVisible()
  await expect(page.getByRole('main').getByRole('button', { name: /opslaan/ })).toHaveCount(0)
  // Not an agent: no agent notice.
  await expect(page.getByTestId('agent-notice')).toHaveCount(0)
})
