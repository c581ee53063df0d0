/**
 * The favourites page's server half (issue 19), beside its route (routes/profile-favourites.tsx):
 * whose favourites (the account's, or for a booking-reference sign-in the browser's cookie), each
 * priced for the visitor's last search party (the search cookie's persons, duration and date) in
 * one `search/site-prices` call, and the remove button's post.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { customerCall, requireCustomer } from '~/lib/auth.server'
import type { FavouriteCard } from '~/lib/favourites'
import { favouritesAccountToken, mergeVisitorFavourites, setFavourite } from '~/lib/favourites.server'
import { SEARCH_DEFAULTS } from '~/lib/search-params'
import { redirectWithToast } from '~/lib/session.server'
import { simplePage } from '~/lib/simple-page.server'
import { serverToday } from '~/lib/site-search.server'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { catalogueHref, href } from '../../market-config/routes'
import type { FavouriteSite, SitePrices, SitePricesRequestInput } from '../../twenty/contract'

/** The fields a favourite and a priced search result share: either can be shown. */
type ListedSite = Pick<
  FavouriteSite,
  'id' | 'name' | 'meta' | 'path' | 'image' | 'stars' | 'reviewScore' | 'reviewCount'
>

function cardOf(site: ListedSite, priced: SitePrices['sites'][number] | undefined): FavouriteCard {
  return {
    id: site.id,
    name: site.name,
    place: [site.meta.city.name, site.meta.area.name, site.meta.country.name].join(', '),
    href: catalogueHref(site.path.split('/')),
    image: site.image,
    stars: site.stars,
    reviewScore: site.reviewScore,
    reviewCount: site.reviewCount,
    price: priced?.price ? { total: priced.price.totalPrice, currency: priced.price.currency } : null,
  }
}

/** The last search's stay and party (SPEC section 3's search cookie); a past date is the default one. */
function lastSearch(context: AppLoadContext): NonNullable<SitePricesRequestInput['parameters']> {
  const saved = context.session.savedSearch
  const date = saved?.date && saved.date > serverToday() ? saved.date : undefined
  return {
    date,
    duration: saved?.duration ?? SEARCH_DEFAULTS.duration,
    persons: {
      adults: saved?.party.adults ?? SEARCH_DEFAULTS.adults,
      children: (saved?.party.children ?? []).map((age) => ({ age })),
    },
  }
}

export async function loadFavouritesPage(request: Request, context: AppLoadContext) {
  requireCustomer(request, context)
  const page = simplePage(context, 'profileFavourites')
  const search = href(context.storefront.link, 'searchAndBook')
  const token = favouritesAccountToken(context)
  const parameters = lastSearch(context)
  const priceAll = (siteIds: number[]) => twentyFor(context).sitePrices({ siteIds, parameters })

  let cards: FavouriteCard[]
  let stay: SitePrices['stay'] | null = null
  if (token) {
    // A merge the sign-in could not make (the API did not answer then) is made now.
    if (context.session.favouriteSites.length > 0) await mergeVisitorFavourites(context, token)
    const favourites = await customerCall(request, context, (client) => client.favourites())
    // The prices are extras: without them the page still lists every favourite.
    const priced = favourites.length > 0 ? await priceAll(favourites.map((site) => site.id)).catch(() => null) : null
    stay = priced?.stay ?? null
    const byId = new Map(priced?.sites.map((site) => [site.id, site]))
    cards = favourites.map((site) => cardOf(site, byId.get(site.id)))
  } else {
    // A booking-reference sign-in keeps them in the cookie, as a visitor does: the priced
    // answer is the list (campsites that no longer exist are left out).
    const ids = context.session.favouriteSites
    const priced = ids.length > 0 ? await priceAll(ids).catch((error: unknown) => pageLoadFailure(error)) : null
    stay = priced?.stay ?? null
    cards = priced ? priced.sites.map((site) => cardOf(site, site)) : []
  }
  return {
    ...page,
    favourites: cards,
    /** Favourites kept in this browser (a booking-reference sign-in), not in the account. */
    inBrowser: token === null,
    stay: stay
      ? {
          arrivalDate: stay.arrivalDate,
          duration: stay.duration,
          adults: stay.persons.adults,
          children: stay.persons.children.length,
        }
      : null,
    /** Prices asked for and not answered. */
    pricesMissing: cards.length > 0 && stay === null,
    search,
  }
}

/** The remove button's post: which campsite. */
export const removeFavouriteSchema = z.object({
  intent: z.literal('remove'),
  siteId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
})

/** Remove: post/redirect/get back to this page, with a toast either way. */
export async function removeFavouriteAction(request: Request, context: AppLoadContext) {
  requireCustomer(request, context)
  const submission = parseWithZod(await request.formData(), { schema: removeFavouriteSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const outcome = await setFavourite(context, submission.value.siteId, false)
  const back = href(context.storefront.link, 'profileFavourites')
  if (outcome === 'removed')
    return redirectWithToast(context.session, back, { kind: 'success', messageKey: 'ui:favourite.removed' })
  const messageKey = outcome === 'read-only' ? 'ui:favourite.read-only' : 'ui:favourite.failed'
  return redirectWithToast(context.session, back, { kind: 'error', messageKey })
}
