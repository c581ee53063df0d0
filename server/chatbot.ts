/**
 * `GET /api/chatbot/token` (issue 21, decision 030): the signed-in customer's bearer token for the
 * chatbot on pages that need sign-in (SPEC section 6), the one place the token leaves the server.
 * Only for a brand with the chatbot where it is enabled, only with marketing consent (the chatbot
 * loads with it), only to a same-origin script, never cached. Anything else is a plain 4xx.
 */
import type { RequestHandler } from 'express'
import { consentFromCookieHeader } from '~/lib/consent.server'
import { RequestSession } from '~/lib/session.server'
import { storefrontForHost } from '~/lib/storefront.server'
import type { HostMap } from '../market-config/hosts'
import { plainError } from './guards'

export interface ChatbotTokenOptions {
  hostMap: HostMap
  /** The chatbot may run here (SPEC section 1: always outside production, else when enabled). */
  enabled: boolean
}

export function chatbotTokenHandler({ hostMap, enabled }: ChatbotTokenOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set({ 'Cache-Control': 'private, no-store', Vary: 'Cookie' })
      const storefront = storefrontForHost(res.locals.host as string, hostMap)
      if (!enabled || storefront.notFound || !storefront.brand.chatbot) {
        plainError(res, 404, 'Not found')
        return
      }
      // Browsers say where a request comes from: another site's page never gets the token.
      const site = req.get('sec-fetch-site')
      if (site !== undefined && site !== 'same-origin') {
        plainError(res, 403, 'Same-origin requests only')
        return
      }
      const cookie = req.get('cookie') ?? ''
      if (consentFromCookieHeader(cookie)?.marketing !== true) {
        plainError(res, 403, 'The chatbot needs marketing consent')
        return
      }
      const session = await RequestSession.fromRequest(new Request('http://local/', { headers: { cookie } }))
      if (!session.token) {
        plainError(res, 401, 'Not signed in')
        return
      }
      res.status(200).json({ token: session.token })
    } catch (error) {
      next(error)
    }
  }
}
