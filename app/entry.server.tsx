import type { AppLoadContext, EntryContext, HandleErrorFunction } from '@remix-run/node'
import { isRouteErrorResponse, RemixServer } from '@remix-run/react'
import type { ReactElement } from 'react'
import { renderToBuffer, renderToStaticMarkup } from 'react-dom/server'
import { I18nextProvider } from 'react-i18next'
import type { I18nLocale } from '../market-config/markets'
import { DestinationsPanel, MobileDestinations } from './components/layout/DestinationsMenu'
import type { ChromeMenus } from './lib/chrome'
import { loadEveryDeferredModule } from './lib/deferred-module'
import { documentResponse } from './lib/document-bytes.server'
import { encodedChunk } from './lib/encoded-markup.server'
import { serverI18n } from './lib/i18n.server'
import { MenuMarkupContext, type MenuMarkup } from './lib/menu-markup'
import { NonceProvider } from './lib/nonce'
import { renderTurns } from './lib/render-turns.server'
import { reportServerError } from './lib/sentry.server'

const ABORT_DELAY = 5_000
const DOCTYPE = Buffer.from('<!DOCTYPE html>')

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
 * The loader data as Remix's browser entry reads it: the turbo-stream text of
 * `serverHandoffStream`, enqueued into `window.__remixContext.streamController` (set up by
 * `<Scripts>`) and closed, as Remix's `StreamTransfer` would write it chunk by chunk. Loaders
 * return no promises, so the stream is complete once the data is encoded.
 */
async function loaderDataScripts(stream: ReadableStream<Uint8Array> | undefined, nonce: string): Promise<string> {
  if (!stream) return ''
  const decoder = new TextDecoder()
  let text = ''
  const reader = stream.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    text += decoder.decode(value, { stream: true })
  }
  text += decoder.decode()
  const open = `<script nonce="${nonce}">`
  const enqueue = text
    ? `${open}window.__remixContext.streamController.enqueue(${escapeScript(JSON.stringify(text))});</script>`
    : ''
  return `${enqueue}${open}window.__remixContext.streamController.close();</script>`
}

const SCRIPT_ESCAPES: Record<string, string> = {
  '&': '\\u0026',
  '>': '\\u003e',
  '<': '\\u003c',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
}
/** Remix's own escaping of inline script text (`escapeHtml` in @remix-run/react's markup). */
function escapeScript(json: string): string {
  return json.replace(/[&><\u2028\u2029]/g, (match) => SCRIPT_ESCAPES[match]!)
}

/** One page renders per turn of the event loop, in arrival order (decision 040). */
const renderTurn = renderTurns()

/**
 * Pages are rendered whole, as one string (decision 039): every loader's data is awaited before
 * the render and every on-demand module is loaded, so nothing suspends and streaming would only
 * cost: React's streaming renderer encodes each 2 KB chunk with `TextEncoder.encodeInto`, and
 * Remix's `StreamTransfer` suspends once per data chunk. One string is encoded once, by the host.
 * A render error throws here, and Remix renders the error boundary instead.
 */
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
  // Nobody reads a page whose visitor went away while it waited: its socket is closed (the host
  // aborts the request's signal then), and 499 is what it is logged with.
  if (!(await renderTurn(request.signal))) {
    await remixContext.serverHandoffStream?.cancel()
    return new Response(null, { status: 499 })
  }
  const nonce = loadContext.cspNonce
  const locale = loadContext.storefront.market.i18nLocale
  // The same context object (Remix tracks error boundaries on it), without the data stream: the
  // data goes after the document, below, as `StreamTransfer` would have put it.
  const serverHandoffStream = remixContext.serverHandoffStream
  remixContext.serverHandoffStream = undefined
  const markup = renderToBuffer(
    <I18nextProvider i18n={serverI18n(locale)}>
      <NonceProvider value={nonce}>
        <MenuMarkupContext.Provider value={menuMarkup(loadContext.chromeMenus, locale)}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </MenuMarkupContext.Provider>
      </NonceProvider>
    </I18nextProvider>,
    { encodedChunk },
  )
  const data = remixContext.renderMeta?.didRenderScripts ? await loaderDataScripts(serverHandoffStream, nonce) : ''
  if (!data) await serverHandoffStream?.cancel()
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  // Bytes, not a string: a string body is first checked character by character for lone
  // surrogates (WebIDL's USVString), which cost more than the render's own encoding. The markup
  // is bytes already (decision 042): one string of it would have to be flattened first.
  const body = Buffer.concat([DOCTYPE, markup, Buffer.from(data)])
  return documentResponse(body, { headers: responseHeaders, status: responseStatusCode })
}

/**
 * Aborted requests (a visitor navigating away) are not errors worth reporting, and neither are
 * the 4xx answers Remix makes itself (a form posted to a page without an action: 405; no such
 * route: 404): anyone can cause them, and the visitor gets the error page for them.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
  reportServerError(error)
}
