/**
 * `GET /api/{locale}/user` (DESIGN.md): the signed-in customer as JSON, for scripts on our own
 * pages, from the session's bearer token, which never leaves the server. `{locale}` is the
 * market of the host (its code or API locale; anything else is a 404). No token, or one the API
 * no longer accepts, is 401, and a refused token is cleared from the session.
 */
import type { RequestHandler } from 'express'
import { RequestSession } from '~/lib/session.server'
import { storefrontForHost } from '~/lib/storefront.server'
import {
  TwentyApiError,
  TwentyUnavailableError,
  twentyFor,
  type TwentyCallReport,
  type TwentyFetch,
} from '~/lib/twenty.server'
import type { HostMap } from '../market-config/hosts'
import { plainError } from './guards'

export interface CurrentUserOptions {
  hostMap: HostMap
  twentyBaseUrl: string
  twentyInternalKey?: string | null
  twentyTimeoutMs?: number
  /** The host's keep-alive transport (decision 032); `fetch` when unset. */
  twentyFetch?: TwentyFetch
  onTwentyCall?: (call: TwentyCallReport) => void
}

export function currentUserHandler({
  hostMap,
  twentyBaseUrl,
  twentyInternalKey = null,
  twentyTimeoutMs,
  twentyFetch,
  onTwentyCall,
}: CurrentUserOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const storefront = storefrontForHost(res.locals.host as string, hostMap)
      const locale = req.params.locale
      if (storefront.notFound || (locale !== storefront.market.code && locale !== storefront.market.apiLocale)) {
        plainError(res, 404, 'Not found')
        return
      }
      const session = await RequestSession.fromRequest(
        new Request('http://local/', { headers: { cookie: req.get('cookie') ?? '' } }),
      )
      res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
      const token = session.token
      if (!token)
        return void res.status(401).json({ error: { status: 401, code: 'unauthenticated', message: 'Not signed in' } })
      try {
        const user = await twentyFor(
          {
            storefront,
            twentyBaseUrl,
            twentyInternalKey,
            twentyTimeoutMs,
            ...(twentyFetch ? { twentyFetch } : {}),
            onTwentyCall,
            requestId: res.locals.requestId as string | undefined,
            clientIp: req.ip,
          },
          token,
        ).currentUser()
        res.status(200).json({ data: user })
      } catch (error) {
        if (!(error instanceof TwentyApiError) || error.status !== 401) throw error
        session.signOut()
        for (const cookie of await session.commit()) res.append('Set-Cookie', cookie)
        res.status(401).json({ error: { status: 401, code: 'unauthenticated', message: 'Not signed in' } })
      }
    } catch (error) {
      if (error instanceof TwentyUnavailableError || error instanceof TwentyApiError) {
        plainError(res, 503, 'Service unavailable')
        return
      }
      next(error)
    }
  }
}
