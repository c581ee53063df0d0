import { expect, test } from '@playwright/test'
import { MARKETS } from '../market-config/markets'
import type { MarketCode } from '../market-config/markets'
import { href } from '../market-config/routes'
import { marketUrl, message, ready } from './helpers'

const MARKETS_TRIED: MarketCode[] = ['uk', 'de-ch', 'it']

for (const code of MARKETS_TRIED) {
  const { language } = MARKETS[code]
  const link = { language }

  test(`${code}: the header's search finds campsites by region, marks the match and links the campsite`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto(marketUrl(code))
    await ready(page, javaScriptEnabled)
    const search = page
      .getByRole('banner')
      .getByRole('searchbox', { name: message(language, 'header.search-label') })
      .first()
    // The region as the market's language writes it: snippets are in the visitor's language
    // (issue 17), so the match is marked where that text has it ("Dordogna" in Italian).
    const region = language === 'it' ? 'dordogna' : 'dordogne'
    await search.fill(region)
    await search.press('Enter')
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(message(language, 'heading', 'free-search').replace('{{query}}', region))
    await expect(page).toHaveURL(marketUrl(code, href(link, 'freeSearch', undefined, { query: region })))

    const results = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) })
    await expect(results.first()).toBeVisible()
    await expect(results.first().locator('mark').first()).toHaveText(new RegExp(region, 'i'))
    const campsite = results.first().getByRole('heading', { level: 3 }).getByRole('link')
    await expect(campsite).toHaveAttribute('href', /^\/camping\/france\/dordogne\/[a-z0-9-]+$/)
    // The search field keeps the query, to refine it.
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(region)
  })

  test(`${code}: nonsense shows an empty state with ways on`, async ({ page, javaScriptEnabled }) => {
    await page.goto(marketUrl(code, href(link, 'freeSearch', undefined, { query: 'xqzvwk' })))
    await ready(page, javaScriptEnabled)
    await expect(
      page.getByRole('heading', {
        level: 2,
        name: message(language, 'empty.title', 'free-search').replace('{{query}}', 'xqzvwk'),
      }),
    ).toBeVisible()
    const onward = page.getByRole('link', { name: message(language, 'empty.search-and-book', 'free-search') })
    await expect(onward).toHaveAttribute('href', href(link, 'searchAndBook'))
    const countries = page
      .getByRole('navigation', { name: message(language, 'empty.countries', 'free-search') })
      .getByRole('link')
    expect(await countries.count()).toBeGreaterThan(0)
  })
}

test('a one-letter search is explained, not sent, and the query can be refined on the page', async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(marketUrl('nl', '/vrij-zoeken?query=a'))
  await ready(page, javaScriptEnabled)
  await expect(page.getByRole('alert')).toHaveText(
    message('nl', 'problem.too-short', 'free-search').replace('{{min}}', '2'),
  )
  const search = page.getByRole('main').getByRole('searchbox')
  await search.fill('frejus')
  await search.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    message('nl', 'heading', 'free-search').replace('{{query}}', 'frejus'),
  )
  await expect(page.getByRole('main').locator('mark').first()).toHaveText(/fréjus/i)
})
