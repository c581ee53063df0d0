import type { AppLoadContext } from '@remix-run/node'
import { marketConfiguration } from '../../market-config/configuration'
import { cachedNavigationGroups, pageLoadFailure, twentyFor } from './twenty.server'

/**
 * Countries and phone prefixes of every address form (the checkout's main booker, the portal's
 * personal details): the market's own first (market configuration's `bookingFormularCountries`
 * and `phonePrefixes`), then the rest of the API's (navigation `countries`, `phonePrefixes`).
 */
export async function addressFormLists(context: AppLoadContext) {
  const { storefront } = context
  const config = marketConfiguration(storefront.brand.id, storefront.market.code)
  const groups = await cachedNavigationGroups(
    twentyFor(context),
    storefront.brand.id,
    storefront.market.apiLocale,
  ).catch((error: unknown) => pageLoadFailure(error))
  const firstCountries = config.bookingFormularCountries
  const countries = [
    ...firstCountries.map((code) => groups.countries.find((country) => country.code === code) ?? { code, name: code }),
    ...groups.countries.filter((country) => !firstCountries.includes(country.code)),
  ]
  const prefixes = [...new Set([...config.phonePrefixes, ...groups.phonePrefixes.map((entry) => entry.prefix)])]
  return { countries, prefixes }
}
