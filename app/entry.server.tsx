import { Transform, type TransformCallback } from 'node:stream'
import {
  createReadableStreamFromReadable,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from '@remix-run/node'
import { RemixServer } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { I18nLocale } from '../market-config/markets'
import { DestinationsPanel, MobileDestinations } from './components/layout/DestinationsMenu'
import type { ChromeMenus } from './lib/chrome'
import { loadEveryDeferredModule } from './lib/deferred-module'
import { serverI18n } from './lib/i18n.server'
import { MenuMarkupContext, type MenuMarkup } from './lib/menu-markup'
import { NonceProvider } from './lib/nonce'
import { reportServerError } from './lib/sentry.server'

const ABORT_DELAY = 5_000

/** Markup that is the same for every visitor of a storefront, rendered once per key (bounded). */
const staticMarkupCache = new Map<string, string>()
function renderStaticMarkup(cacheKey: string, render: () => ReactElement): string {
  let html = staticMarkupCache.get(cacheKey)
  if (html === undefined) {
    html = renderToStaticMarkup(render())
    if (staticMarkupCache.size >= 200) staticMarkupCache.clear()
    staticMarkupCache.set(cacheKey, html)
  }
  return html
}

/** The destinations menus of a storefront as markup, once per navigation version and locale. */
function menuMarkup(menus: ChromeMenus | undefined, locale: I18nLocale): MenuMarkup | null {
  if (!menus) return null
  const i18n = serverI18n(locale)
  const key = `${menus.version}|${locale}`
  return {
    desktop: renderStaticMarkup(`desktop|${key}`, () => (
      <I18nextProvider i18n={i18n}>
        <DestinationsPanel funnels={menus.funnels} />
      </I18nextProvider>
    )),
    mobile: renderStaticMarkup(`mobile|${key}`, () => (
      <I18nextProvider i18n={i18n}>
        <MobileDestinations funnels={menus.funnels} />
      </I18nextProvider>
    )),
  }
}
export const streamTimeout = ABORT_DELAY

/**
 * React 18's streaming renderer can flush a buffer whose tail was never written, leaving NUL
 * bytes where a multi-byte character did not fit (facebook/react#24985, fixed in React 19 only).
 * The character itself is written at the start of the next buffer, so dropping every 0x00 byte
 * restores the intended UTF-8: HTML never contains a literal NUL, and no UTF-8 sequence holds one.
 */
export class StripNulBytes extends Transform {
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    callback(null, chunk.includes(0) ? chunk.filter((byte) => byte !== 0) : chunk)
  }
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Code the browser loads on demand (the error page, the footer's signup form) is rendered in
  // full here: it is loaded before the page is rendered.
  await loadEveryDeferredModule()
  const nonce = loadContext.cspNonce
  // Bots get the whole document at once; people get the shell as soon as it is ready.
  const readyEvent = loadContext.isBot ? 'onAllReady' : 'onShellReady'
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false
    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={serverI18n(loadContext.storefront.market.i18nLocale)}>
        <NonceProvider value={nonce}>
          <MenuMarkupContext.Provider
            value={menuMarkup(loadContext.chromeMenus, loadContext.storefront.market.i18nLocale)}
          >
            <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
          </MenuMarkupContext.Provider>
        </NonceProvider>
      </I18nextProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true
          const body = new StripNulBytes()
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          )
          pipe(body)
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)))
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors before the shell are reported by onShellError; later ones are logged here.
          if (shellRendered) console.error(error)
        },
      },
    )
    setTimeout(abort, ABORT_DELAY)
  })
}

/** Aborted requests (a visitor navigating away) are not errors worth reporting. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  console.error(error)
  reportServerError(error)
}
