/**
 * Load shedding (issue 23, decision 032): a worker beyond its capacity answers a page at once with
 * 503, `Retry-After` and a short page in the market's language, instead of letting it wait behind
 * the others until the API client's 8 s timeout. Capacity is read two ways, both measured:
 * - pages in flight in this worker: a page waits for about (pages ahead of it) / (pages per
 *   second), so the limit bounds the wait (SHED_MAX_IN_FLIGHT);
 * - the event loop's delay (`monitorEventLoopDelay`), the median of the last half second: a loop
 *   that cannot even come back to its timers in time is past helping (SHED_MAX_LAG_MS). The
 *   median, not the p99: one pause (a major garbage collection, the host descheduling the
 *   process for a moment) would otherwise shed every page for the next window, and a visitor
 *   arriving in that half second would be refused by a worker that is not overloaded.
 * Only pages pass through here: static files, `/healthz`, `/readyz` and the API's images are
 * answered before it (server/app.ts), so they are never shed.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks'
import type { RequestHandler } from 'express'
import { storefrontForHost, type getHostMap } from '~/lib/storefront.server'
import { swissGerman } from '~/lib/swiss-german'
import de from '../locales/de/busy.json'
import en from '../locales/en/busy.json'
import fr from '../locales/fr/busy.json'
import it from '../locales/it/busy.json'
import nl from '../locales/nl/busy.json'
import type { I18nLocale } from '../market-config/markets'

export interface SheddingOptions {
  /** Pages in flight in this worker beyond which a new one is shed. */
  maxInFlight: number
  /** Event-loop delay median (ms) over the last window beyond which new pages are shed; 0: not watched. */
  maxLagMs: number
  /** Seconds a shed visitor is asked to wait (`Retry-After`). */
  retryAfterS: number
  hostMap: ReturnType<typeof getHostMap>
  /** Told about each shed page (the metrics). */
  onShed?: (reason: 'in-flight' | 'lag') => void
}

const LAG_WINDOW_MS = 500

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The shed page's words (the `busy` namespace): read here from the files themselves, since the
 * host is bundled apart from the Remix build and its translations; Swiss German as everywhere.
 */
const WORDS: Record<I18nLocale, typeof en> = { en, nl, de, 'de-CH': swissGerman(de), fr, it }

const pages = new Map<string, string>()

/** The shed page in the market's language: made once per locale, small, no scripts. */
export function busyPage(locale: I18nLocale, languageTag: string): string {
  const key = `${locale}|${languageTag}`
  let page = pages.get(key)
  if (!page) {
    const words = WORDS[locale]
    page = `<!DOCTYPE html><html lang="${escapeHtml(languageTag)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(words.title)}</title><style>body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#1f2933;background:#fff}main{max-width:36rem;margin:0 auto}h1{font-size:1.75rem;margin:0 0 1rem}a{color:#0b5cad}</style></head><body><main><h1>${escapeHtml(words.title)}</h1><p>${escapeHtml(words.text)}</p><p><a href="">${escapeHtml(words.again)}</a></p></main></body></html>`
    pages.set(key, page)
  }
  return page
}

export function loadShedding(options: SheddingOptions): { middleware: RequestHandler; close(): void } {
  let inFlight = 0
  let lagMs = 0
  const delay = options.maxLagMs > 0 ? monitorEventLoopDelay({ resolution: 10 }) : null
  let timer: NodeJS.Timeout | null = null
  if (delay) {
    delay.enable()
    timer = setInterval(() => {
      lagMs = delay.percentile(50) / 1e6
      delay.reset()
    }, LAG_WINDOW_MS)
    timer.unref()
  }

  const middleware: RequestHandler = (req, res, next) => {
    const reason = inFlight >= options.maxInFlight ? 'in-flight' : delay && lagMs > options.maxLagMs ? 'lag' : null
    if (!reason) {
      inFlight++
      res.once('close', () => inFlight--)
      next()
      return
    }
    options.onShed?.(reason)
    res.locals.quietLog = true
    const { market } = storefrontForHost(res.locals.host as string, options.hostMap)
    res
      .status(503)
      .set({
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        'Retry-After': String(options.retryAfterS),
      })
      .send(req.method === 'HEAD' ? undefined : busyPage(market.i18nLocale, market.languageTag))
  }
  return {
    middleware,
    close() {
      if (timer) clearInterval(timer)
      delay?.disable()
    },
  }
}
