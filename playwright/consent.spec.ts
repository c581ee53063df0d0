import http from 'node:http'
import { expect, test, type BrowserContext, type Page } from '@playwright/test'
import { href } from '../market-config/routes'
import { NO_COOKIES } from './consent-state'
import { internalApiHeaders, marketUrl, message, rawRequest, ready, signedInSessionCookie } from './helpers'
import { startStorefront, type Started } from './ops/processes'

/**
 * Cookie consent and the third parties behind it (issue 21), with and without JavaScript. Every
 * visitor here starts without cookies. Two production servers of this spec's own (per project, so
 * `js` and `no-js` can run at once) have the tag manager, the chatbot and the Trustpilot widget
 * configured, pointing at a local stub of those services: nothing needs the internet.
 * E2E_PORT_BASE + 40..42 (js) and + 45..47 (no-js).
 */
test.use({ storageState: NO_COOKIES })

const c = (key: string, language: Parameters<typeof message>[0] = 'en') => message(language, key, 'consent')
/** Cookies the site sets without asking: all necessary (decision 029). */
const NECESSARY = new Set([
  'visitorId',
  'cookie-consent',
  '__Host-session',
  '__Host-toast',
  '__Host-event',
  '__Host-search',
  '__Host-viewed',
  '__Host-favourites',
])

/** What a third party's script would do: count it, and set a cookie of its own (as a tag manager does). */
const STUB_SCRIPTS: Record<string, string> = {
  '/gtm.js': `document.documentElement.dataset.tagManager = new URL(document.currentScript.src).searchParams.get('id'); document.cookie = '_ga=stub; path=/'`,
  '/chatbot.js': `(() => {
    const box = document.createElement('div')
    box.dataset.chatbot = 'stub'
    const render = () => {
      const s = window.chatbotSettings || {}
      box.dataset.customerPortal = String(!!s.customerPortal)
      box.dataset.token = s.token || ''
      box.textContent = 'Chat stub'
    }
    render()
    window.addEventListener('chatbot:settings', render)
    document.body.append(box)
  })()`,
  '/trustpilot.js': `window.Trustpilot = { loadFromElement(el) { const f = document.createElement('iframe'); f.title = 'Trustpilot stub'; f.src = '/trustbox.html'; el.append(f) } }`,
}

function startStub(port: number): Promise<{ server: http.Server; requests: string[] }> {
  const requests: string[] = []
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '')
    const path = (req.url ?? '').split('?')[0]!
    if (STUB_SCRIPTS[path]) res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(STUB_SCRIPTS[path])
    else res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>stub</title><p>stub</p>')
  })
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve({ server, requests })))
}

const BASE = Number(process.env.E2E_PORT_BASE ?? 3100) + 40
let ports = { valid: 0, invalid: 0, stub: 0 }
let stub: { server: http.Server; requests: string[] } | undefined
const servers: Started[] = []

test.describe.configure({ mode: 'serial' })

// Playwright's hooks take their fixtures first; this one needs none.
// eslint-disable-next-line no-empty-pattern -- see above
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(180_000)
  const offset = testInfo.project.name === 'no-js' ? 5 : 0
  ports = { valid: BASE + offset, invalid: BASE + offset + 1, stub: BASE + offset + 2 }
  stub = await startStub(ports.stub)
  const origin = `http://127.0.0.1:${ports.stub}`
  const common = {
    WEB_CONCURRENCY: '1',
    SESSION_SECRET: 'e2e-secret',
    DATABASE_PATH: `./data/e2e-consent-${testInfo.project.name}.sqlite`,
    POST_RATE_LIMIT: '1000',
    SIGN_IN_RATE_LIMIT: '1000',
    GTM_SCRIPT_ORIGIN: origin,
    CHATBOT_ENABLED: '1',
    CHATBOT_SCRIPT_URL: `${origin}/chatbot.js`,
    TRUSTPILOT_SCRIPT_URL: `${origin}/trustpilot.js`,
  }
  // One after the other: the first prepares the database both use.
  servers.push(await startStorefront({ ...common, PORT: String(ports.valid), GTM_ID: 'GTM-E2ETEST1' }))
  servers.push(await startStorefront({ ...common, PORT: String(ports.invalid), GTM_ID: 'GTM-e2etest1' }))
})

test.afterAll(async () => {
  for (const server of servers) {
    server.child.kill('SIGTERM')
    await server.exited
  }
  await new Promise((resolve) => (stub ? stub.server.close(resolve) : resolve(undefined)))
})

const vsUrl = (pathname = '/', port = ports.valid) => `http://nl.vacanceselect.localhost:${port}${pathname}`
const stubCalls = (path: string) => stub!.requests.filter((url) => url.startsWith(path))

/** Every request the page makes to a host other than its own. */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!url.hostname.endsWith('localhost')) seen.push(request.url())
  })
  return seen
}

async function nonEssentialCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies()).map((cookie) => cookie.name).filter((name) => !NECESSARY.has(name))
}

async function consentCookie(context: BrowserContext): Promise<Record<string, unknown> | null> {
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as Record<string, unknown>) : null
}

const banner = (page: Page, language: Parameters<typeof message>[0] = 'nl') =>
  page.getByRole('region', { name: c('banner.title', language) })

test('before a choice: the banner, no third-party request and no cookie but the necessary ones', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const requests = thirdPartyRequests(page)
  const start = stub!.requests.length
  for (const path of ['/', href({ language: 'nl' }, 'searchAndBook'), '/camping/frankrijk']) {
    await page.goto(vsUrl(path))
    await ready(page, javaScriptEnabled)
    await expect(banner(page)).toBeVisible()
    // Rejecting is as easy as accepting: two buttons side by side, of one size.
    const accept = banner(page).getByRole('button', { name: c('accept-all', 'nl') })
    const reject = banner(page).getByRole('button', { name: c('reject-all', 'nl') })
    const [a, r] = [await accept.boundingBox(), await reject.boundingBox()]
    expect(a && r && Math.abs(a.width - r.width) < 2 && Math.abs(a.height - r.height) < 2 && a.y === r.y).toBe(true)
  }
  if (javaScriptEnabled) await page.waitForTimeout(2500) // past the idle loads
  expect(requests).toEqual([])
  expect(stub!.requests.slice(start)).toEqual([])
  expect(await nonEssentialCookies(context)).toEqual([])
  expect(await consentCookie(context)).toBeNull()
})

test('"Reject all" keeps every third party away, with or without JavaScript', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const requests = thirdPartyRequests(page)
  await page.goto(vsUrl(href({ language: 'nl' }, 'searchAndBook')))
  await ready(page, javaScriptEnabled)
  await banner(page)
    .getByRole('button', { name: c('reject-all', 'nl') })
    .click()
  await expect(banner(page)).toBeHidden()
  // Back on the page it was chosen on.
  await expect(page).toHaveURL(vsUrl(href({ language: 'nl' }, 'searchAndBook')))
  expect(await consentCookie(context)).toMatchObject({ necessary: true, analytics: false, marketing: false, v: 1 })
  const cookie = (await context.cookies()).find((c) => c.name === 'cookie-consent')!
  // 365 days.
  expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600)
  await page.goto(vsUrl('/'))
  await ready(page, javaScriptEnabled)
  await expect(banner(page)).toBeHidden()
  if (javaScriptEnabled) await page.waitForTimeout(2500)
  expect(requests).toEqual([])
  expect(await nonEssentialCookies(context)).toEqual([])
})

test('"Accept all" loads the tag manager with a valid id, and the Trustpilot widget in place of its link', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  const start = stub!.requests.length
  await page.goto(vsUrl('/'))
  await ready(page, javaScriptEnabled)
  await banner(page)
    .getByRole('button', { name: c('accept-all', 'nl') })
    .click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(context)).toMatchObject({ analytics: true, marketing: true })
  if (javaScriptEnabled) {
    // The container's script ran (nonce'd under the CSP), and read the page's dataLayer.
    await expect(page.locator('html')).toHaveAttribute('data-tag-manager', 'GTM-E2ETEST1')
    expect(await page.evaluate(() => (window.dataLayer ?? []).some((entry) => entry.event === 'gtm.js'))).toBe(true)
    // The TrustBox is put beside the link, which hides once the widget has loaded.
    await expect(page.getByTitle('Trustpilot stub')).toBeAttached()
    await expect(page.getByRole('link', { name: c('trustpilot.link', 'nl') })).toBeHidden()
  } else {
    // Without JavaScript: the container's own frame, and the plain link to the reviews.
    await expect.poll(() => stubCalls('/ns.html?id=GTM-E2ETEST1').length).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: c('trustpilot.link', 'nl') })).toHaveAttribute(
      'href',
      'https://nl.trustpilot.com/review/www.vacanceselect.nl',
    )
    expect(stub!.requests.slice(start).filter((url) => url.endsWith('.js'))).toEqual([])
  }
})

test('an invalid tag-manager id loads nothing, even with consent', async ({ page, javaScriptEnabled }) => {
  const start = stub!.requests.length
  await page.goto(vsUrl('/', ports.invalid))
  await ready(page, javaScriptEnabled)
  await banner(page)
    .getByRole('button', { name: c('accept-all', 'nl') })
    .click()
  await expect(banner(page)).toBeHidden()
  await page.goto(vsUrl(href({ language: 'nl' }, 'searchAndBook'), ports.invalid))
  await ready(page, javaScriptEnabled)
  if (javaScriptEnabled) await page.waitForTimeout(2500)
  expect(stub!.requests.slice(start).filter((url) => /gtm|ns\.html|gtag/.test(url))).toEqual([])
  await expect(page.locator('html')).not.toHaveAttribute('data-tag-manager', /.*/)
})

test('the settings: only the ticked categories, and the footer link reopens them', async ({
  page,
  context,
  javaScriptEnabled,
}) => {
  await page.goto(vsUrl('/'))
  await ready(page, javaScriptEnabled)
  await banner(page).getByText(c('settings', 'nl'), { exact: true }).click()
  await banner(page)
    .getByRole('checkbox', { name: new RegExp(c('categories.analytics.title', 'nl')) })
    .check()
  await banner(page)
    .getByRole('button', { name: c('save', 'nl') })
    .click()
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(context)).toMatchObject({ analytics: true, marketing: false })

  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: c('footer-link', 'nl') })
    .click()
  if (javaScriptEnabled) {
    // In place, the settings open, the heading focused.
    await expect(banner(page)).toBeVisible()
    await expect(banner(page).getByRole('heading', { name: c('banner.title', 'nl') })).toBeFocused()
    await expect(
      banner(page).getByRole('checkbox', { name: new RegExp(c('categories.analytics.title', 'nl')) }),
    ).toBeChecked()
  } else {
    await expect(page).toHaveURL(
      new RegExp(`/${href({ language: 'nl' }, 'cookieSettings').slice(1)}\\?redirectTo=%2F$`),
    )
    await expect(page.getByRole('heading', { level: 1, name: c('page.title', 'nl') })).toBeVisible()
  }
  const form = javaScriptEnabled ? banner(page) : page.getByRole('main')
  await form.getByRole('checkbox', { name: new RegExp(c('categories.analytics.title', 'nl')) }).uncheck()
  await form.getByRole('checkbox', { name: new RegExp(c('categories.marketing.title', 'nl')) }).check()
  await form.getByRole('button', { name: c('save', 'nl') }).click()
  await expect(page).toHaveURL(vsUrl('/'))
  await expect(banner(page)).toBeHidden()
  expect(await consentCookie(context)).toMatchObject({ analytics: false, marketing: true })
})

test.describe('the chatbot', () => {
  test('shows on a Vacanceselect page on a desktop, after consent, not on a phone nor on another brand', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(vsUrl('/'))
    await ready(page, javaScriptEnabled)
    const chatbot = page.locator('[data-chatbot="stub"]')
    if (!javaScriptEnabled) {
      // A script widget: without JavaScript nothing of it loads.
      await banner(page)
        .getByRole('button', { name: c('accept-all', 'nl') })
        .click()
      expect(stubCalls('/chatbot.js')).toEqual([])
      return
    }
    await page.waitForTimeout(2500)
    await expect(chatbot).toHaveCount(0)
    await banner(page)
      .getByRole('button', { name: c('accept-all', 'nl') })
      .click()
    await expect(chatbot).toBeVisible()
    await expect(chatbot).toHaveAttribute('data-customer-portal', 'false')
    await expect(chatbot).toHaveAttribute('data-token', '')

    // A phone never downloads it.
    const cookies = await context.cookies()
    const phone = await context
      .browser()!
      .newContext({ viewport: { width: 390, height: 844 }, storageState: { cookies, origins: [] } })
    const phonePage = await phone.newPage()
    const phoneRequests: string[] = []
    phonePage.on('request', (request) => phoneRequests.push(request.url()))
    await phonePage.goto(vsUrl('/'))
    await ready(phonePage, true)
    await phonePage.waitForTimeout(2500)
    expect(phoneRequests.filter((url) => url.includes('chatbot.js'))).toEqual([])
    await expect(phonePage.locator('[data-chatbot]')).toHaveCount(0)
    await phone.close()

    // Another brand's storefront on the same server: none either.
    const other = await context.browser()!.newContext({ viewport: { width: 1280, height: 900 } })
    const otherPage = await other.newPage()
    await otherPage.goto(`http://nl.localhost:${ports.valid}/`)
    await ready(otherPage, true)
    await otherPage.getByRole('button', { name: c('accept-all', 'nl') }).click()
    await otherPage.waitForTimeout(2500)
    await expect(otherPage.locator('[data-chatbot]')).toHaveCount(0)
    await other.close()
  })

  test('on a page that needs sign-in it is the customer portal and gets the token, the only place it leaves the server', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, 'the chatbot is a script')
    await page.setViewportSize({ width: 1280, height: 900 })
    const response = await fetch(
      `http://127.0.0.1:${ports.valid}/api/twenty/v2/vacanceselect/it/customer-portal/authenticate`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...internalApiHeaders() },
        body: JSON.stringify({ email: 'giulia.rossi@example.com', password: 'summer-by-the-lake' }),
      },
    )
    const { token } = (await response.json()) as { token: string }
    const session = await signedInSessionCookie(token)
    const host = `it.vacanceselect.localhost`
    await context.addCookies([{ ...session, domain: host, path: '/', secure: true, httpOnly: true, sameSite: 'Lax' }])
    const profile = `http://${host}:${ports.valid}${href({ language: 'it' }, 'profile')}`
    const tokenStatus = () => page.evaluate(async () => (await fetch('/api/chatbot/token')).status)
    await page.goto(profile)
    await ready(page, true)
    // Without marketing consent the token endpoint refuses.
    expect(await tokenStatus()).toBe(403)
    await ready(page, true)
    await page.getByRole('button', { name: c('accept-all', 'it') }).click()
    const chatbot = page.locator('[data-chatbot="stub"]')
    await expect(chatbot).toHaveAttribute('data-customer-portal', 'true')
    await expect(chatbot).toHaveAttribute('data-token', token)
    // Nowhere in the page's HTML or its URL.
    expect(await page.evaluate(async (url) => (await fetch(url)).text(), profile)).not.toContain(token)
    expect(page.url()).not.toContain(token)
    // Back on a page for everyone: no longer the portal, no token.
    await page.goto(`http://${host}:${ports.valid}/`)
    await ready(page, true)
    await expect(chatbot).toHaveAttribute('data-customer-portal', 'false')
    await expect(chatbot).toHaveAttribute('data-token', '')
    // Another site's page never gets it.
    const cookie = (await context.cookies(`http://${host}:${ports.valid}`))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ')
    const headers = { cookie }
    const ask = (extra: Record<string, string>) =>
      rawRequest({
        host: `${host}:${ports.valid}`,
        port: ports.valid,
        path: '/api/chatbot/token',
        headers: { ...headers, ...extra },
      })
    expect((await ask({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200)
    expect((await ask({ 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403)
  })
})

test.describe('with every third-party host blocked', () => {
  const accepted = encodeURIComponent(
    JSON.stringify({ necessary: true, analytics: true, marketing: true, v: 1, at: 1 }),
  )

  /** Aborts every request that does not go to a local host, and collects what the page reports. */
  async function offline(page: Page, mode: 'abort' | 'hang') {
    const problems: string[] = []
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      // The browser's own note of a blocked third-party resource is not an error of the page's.
      const source = message.location().url
      if (source && !new URL(source).hostname.endsWith('localhost') && /Failed to load resource/.test(message.text()))
        return
      problems.push(`console: ${message.text()} (${source})`)
    })
    await page.route(
      (url) => !url.hostname.endsWith('localhost'),
      (route) => (mode === 'abort' ? route.abort('blockedbyclient') : undefined),
    )
    return problems
  }

  test('home, search, campsite, checkout and a portal page render in full, with no error in the console', async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.setTimeout(120_000)
    const port = Number(process.env.E2E_PORT_BASE ?? 3100)
    await context.addCookies(
      ['uk.localhost', 'uk.vacanceselect.localhost'].map((domain) => ({
        name: 'cookie-consent',
        value: accepted,
        domain,
        path: '/',
      })),
    )
    const problems = await offline(page, 'abort')
    const visit = async (url: string, heading?: RegExp) => {
      await page.goto(url)
      await ready(page, javaScriptEnabled)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading)
      await expect(page.getByRole('contentinfo').or(page.getByRole('main')).first()).toBeVisible()
      if (javaScriptEnabled) await page.waitForTimeout(1500)
    }
    await visit(`http://uk.vacanceselect.localhost:${port}/`)
    // The reviews' plain link stays where the blocked widget would be.
    await expect(page.getByRole('link', { name: c('trustpilot.link') })).toBeVisible()
    await visit(marketUrl('uk', href({ language: 'en' }, 'searchAndBook')))
    await visit(marketUrl('uk', '/camping/france/dordogne'))
    const campsite = await page.getByRole('heading', { level: 3 }).getByRole('link').first().getAttribute('href')
    await visit(marketUrl('uk', campsite!.split('?')[0]))
    // The checkout: a cart for the campsite's first priced offer.
    await page.goto(marketUrl('uk', '/camping/france?sort=price-asc'))
    await ready(page, javaScriptEnabled)
    const priced = page.getByTestId('result-price').first().locator('xpath=ancestor::article[1]')
    const site = await priced.getByRole('heading', { level: 3 }).getByRole('link').getAttribute('href')
    await visit(marketUrl('uk', site!))
    const offer = page.locator('article[id^="accommodation-"]').first()
    const name = await offer.getByRole('heading', { level: 3 }).innerText()
    await offer
      .getByRole('button', { name: message('en', 'offer.book-label', 'site').replace('{{name}}', name) })
      .click()
    await expect(page).toHaveURL(/\/booking\/[A-Za-z0-9_-]{22}$/)
    await ready(page, javaScriptEnabled)
    if (javaScriptEnabled) await page.waitForTimeout(1500)
    // A portal page, signed in.
    const token = await (
      await fetch(`http://127.0.0.1:${port}/api/twenty/v2/default/couk/customer-portal/authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...internalApiHeaders() },
        body: JSON.stringify({ email: 'emma.walker@example.com', password: 'summer-by-the-lake' }),
      })
    ).json()
    const session = await signedInSessionCookie((token as { token: string }).token)
    await context.addCookies([
      { ...session, domain: 'uk.localhost', path: '/', secure: true, httpOnly: true, sameSite: 'Lax' },
    ])
    await visit(marketUrl('uk', href({ language: 'en' }, 'myBookings')))
    expect(problems).toEqual([])
  })

  test('a third party that never answers holds no page', async ({ page, context, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, 'without JavaScript no third-party script is loaded')
    const port = Number(process.env.E2E_PORT_BASE ?? 3100)
    await context.addCookies([
      { name: 'cookie-consent', value: accepted, domain: 'uk.vacanceselect.localhost', path: '/' },
    ])
    const problems = await offline(page, 'hang')
    const started = Date.now()
    await page.goto(`http://uk.vacanceselect.localhost:${port}/`, { waitUntil: 'load', timeout: 20_000 })
    await ready(page, true)
    expect(Date.now() - started).toBeLessThan(15_000)
    // The page still works: the search form answers.
    await expect(page.getByRole('search').first()).toBeVisible()
    expect(problems).toEqual([])
  })
})

test('the banner works from the keyboard and keeps the page usable on a phone', async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(marketUrl('uk'))
  await ready(page, javaScriptEnabled)
  const region = banner(page, 'en')
  await expect(region).toBeVisible()
  const box = await region.boundingBox()
  // Compact, at the bottom: at most about half the screen, the page's search form above it.
  expect(box!.height).toBeLessThanOrEqual(844 * 0.5)
  expect(box!.y + box!.height).toBeLessThanOrEqual(845)
  await expect(page.getByRole('search').first()).toBeInViewport()
  const reject = region.getByRole('button', { name: c('reject-all') })
  await reject.focus()
  await page.keyboard.press('Enter')
  await expect(region).toBeHidden()
})
