/**
 * A customer's favourite campsites (issue 19, migration 010): at most `FAVOURITES_MAX` per
 * account, newest first. Adding is idempotent (a favourite added again keeps its first date),
 * removing too. The campsites' names and places come from the in-memory stay catalogue
 * (stay-catalogue.ts), in the request's language, so listing them costs one indexed read.
 */
import type { TwentyDatabase } from './db'
import { statement } from './db'
import { FAVOURITES_MAX, type FavouriteSite, type FavouritesMerge } from './favourites-contract'
import { MEDIA_SIZES } from './media-sizes'
import type { Language } from './schema'
import { siteLocation, sitePath } from './search'
import { stayCatalogue } from './stay-catalogue'

export type AddResult = 'added' | 'kept' | 'full' | 'unknown'

function siteExists(database: TwentyDatabase, siteId: number): boolean {
  return stayCatalogue(database).sitesById.has(siteId)
}

/** The account's favourites, newest first, with when each was added. */
function favouriteRows(database: TwentyDatabase, customerId: number): { site_id: number; created_at: string }[] {
  return statement(
    database.sqlite, // The rowid breaks ties of one instant (a merge adds several at once), newest insert first.
    'SELECT site_id, created_at FROM favourites WHERE customer_id = ? ORDER BY created_at DESC, rowid DESC',
  ).all(customerId) as { site_id: number; created_at: string }[]
}

/** GET customer-portal/favourites/ids */
export function favouriteIds(database: TwentyDatabase, customerId: number): number[] {
  return favouriteRows(database, customerId).map((row) => row.site_id)
}

export function countFavourites(database: TwentyDatabase, customerId: number): number {
  return (
    statement(database.sqlite, 'SELECT COUNT(*) AS count FROM favourites WHERE customer_id = ?').get(customerId) as {
      count: number
    }
  ).count
}

/** GET customer-portal/favourites: each favourite as a list shows it, in the request's language. */
export function listFavourites(
  database: TwentyDatabase,
  customerId: number,
  scope: { language: Language; publicPath: string },
): FavouriteSite[] {
  const catalogue = stayCatalogue(database)
  return favouriteRows(database, customerId).flatMap((row) => {
    const site = catalogue.sitesById.get(row.site_id)
    if (!site) return []
    const country = catalogue.countriesById.get(site.countryId)!
    const area = catalogue.areasById.get(site.areaId)!
    const city = catalogue.citiesById.get(site.cityId)!
    return [
      {
        id: site.id,
        slug: site.slug,
        name: site.name,
        location: siteLocation(catalogue, site, scope.language),
        meta: {
          country: { slug: country.slug, code: country.code, name: country.name[scope.language] },
          area: { slug: area.slug, name: area.name[scope.language] },
          city: { slug: city.slug, name: city.name[scope.language] },
          funnel: { slug: catalogue.funnelsById.get(site.funnelId)!.slug },
        },
        path: sitePath(catalogue, site),
        image: { url: `${scope.publicPath}/media/sites/${site.slug}`, alt: site.name, ...MEDIA_SIZES.result },
        stars: site.stars,
        reviewScore: site.rating,
        reviewCount: site.reviewCount,
        addedAt: row.created_at,
      },
    ]
  })
}

/**
 * POST customer-portal/favourites: `kept` when it was a favourite already, `full` at the limit,
 * `unknown` for a campsite that does not exist. The count and the insert share one transaction,
 * so two concurrent adds cannot pass the limit together.
 */
export function addFavourite(database: TwentyDatabase, customerId: number, siteId: number, now: Date): AddResult {
  if (!siteExists(database, siteId)) return 'unknown'
  const { sqlite } = database
  return sqlite.transaction((): AddResult => {
    if (statement(sqlite, 'SELECT 1 FROM favourites WHERE customer_id = ? AND site_id = ?').get(customerId, siteId))
      return 'kept'
    if (countFavourites(database, customerId) >= FAVOURITES_MAX) return 'full'
    statement(sqlite, 'INSERT INTO favourites (customer_id, site_id, created_at) VALUES (?, ?, ?)').run(
      customerId,
      siteId,
      now.toISOString(),
    )
    return 'added'
  })()
}

/** DELETE customer-portal/favourites/{siteId}: removing what is not a favourite changes nothing. */
export function removeFavourite(database: TwentyDatabase, customerId: number, siteId: number): void {
  statement(database.sqlite, 'DELETE FROM favourites WHERE customer_id = ? AND site_id = ?').run(customerId, siteId)
}

/**
 * POST customer-portal/favourites/merge: a visitor's favourites (newest first) join the account's
 * on sign-in, in one transaction, keeping their order: the oldest is inserted first so the
 * newest comes out on top. Favourites the account has already keep their date; unknown campsites
 * are skipped; those beyond the limit are `refused` (the storefront keeps them in the cookie).
 */
export function mergeFavourites(
  database: TwentyDatabase,
  customerId: number,
  siteIds: readonly number[],
  now: Date,
): FavouritesMerge {
  const { sqlite } = database
  const known = [...new Set(siteIds)].filter((id) => siteExists(database, id))
  const refused: number[] = []
  sqlite.transaction(() => {
    const has = statement(sqlite, 'SELECT 1 FROM favourites WHERE customer_id = ? AND site_id = ?')
    const insert = statement(sqlite, 'INSERT INTO favourites (customer_id, site_id, created_at) VALUES (?, ?, ?)')
    const fresh = known.filter((id) => !has.get(customerId, id))
    // The newest fit when not all do: the oldest of the visitor's are refused.
    const room = Math.max(0, FAVOURITES_MAX - countFavourites(database, customerId))
    refused.push(...fresh.slice(room))
    for (const id of fresh.slice(0, room).reverse()) insert.run(customerId, id, now.toISOString())
  })()
  return { siteIds: favouriteIds(database, customerId), refused }
}
