/**
 * Where links in the embedded API's mails lead (set-password, receipts, reminders): the account's
 * own storefront host, from the host map; in production a public domain of the brand's market
 * when the host map has one. Shared by the app (server/app.ts) and the scheduled jobs.
 */
import type { Env } from '~/lib/env.server'
import type { getHostMap } from '~/lib/storefront.server'
import type { BrandId } from '../market-config/brands'
import { hostFor } from '../market-config/hosts'
import { MARKETS, type MarketCode } from '../market-config/markets'
import type { StorefrontOrigin } from '../twenty/portal-mail'

export function mailStorefrontOrigin(env: Env, hostMap: ReturnType<typeof getHostMap>): StorefrontOrigin {
  const isProduction = env.NODE_ENV === 'production'
  return (brand, market) => {
    const known = MARKETS[market as MarketCode] !== undefined
    const find = (current: string) => (known ? hostFor(hostMap, brand as BrandId, market as MarketCode, current) : null)
    const publicHost = isProduction ? find('www.public.domain') : null
    const host =
      (publicHost && !publicHost.endsWith('.localhost') ? publicHost : find('localhost')) ?? `${market}.localhost`
    return host.endsWith('.localhost') ? `http://${host}:${env.PORT}` : `https://${host}`
  }
}
