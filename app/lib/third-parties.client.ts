/**
 * The third parties' loaders (issue 21), imported by components/ThirdParties.tsx only once the
 * visitor consented to something that is configured: nothing here is in a page's first load.
 * Every script is added after the page's `load` event (a slow host never holds the page) and when
 * the browser is idle, asynchronously, once; a script that does not answer within its time is
 * given up, and a blocked one leaves the page as it was (the fallbacks are plain markup).
 */

import type { Consent } from './consent'
import type { ThirdPartyConfig } from './third-parties.server'

const SCRIPT_TIMEOUT_MS = 10_000

/**
 * What the visitor allowed, on this page: the tag manager with analytics consent and a valid id
 * (checked on the server), the Trustpilot widget and the chatbot with marketing consent (the
 * chatbot only where its brand has one and it is enabled). Called again on every page change;
 * each script is added once.
 */
export function startThirdParties({
  consent,
  config,
  customerPortal,
  t,
}: {
  consent: Consent
  config: ThirdPartyConfig
  customerPortal: boolean
  t: ChatbotOptions['t']
}): void {
  if (consent.analytics && config.tagManager) void loadTagManager(config.tagManager)
  if (!consent.marketing) return
  void loadTrustpilot(config.trustpilotScriptUrl)
  if (config.chatbot && (config.chatbot.scriptUrl || config.chatbot.standIn))
    void startChatbot({ ...config.chatbot, customerPortal, t })
}

/** After the page's load event, when the browser is idle (at most 2 s later). */
export function whenInteractive(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (window.requestIdleCallback) window.requestIdleCallback(() => resolve(), { timeout: 2000 })
      else window.setTimeout(resolve, 1)
    }
    if (document.readyState === 'complete') idle()
    else window.addEventListener('load', idle, { once: true })
  })
}

const scripts = new Map<string, Promise<boolean>>()

/**
 * Adds `<script async src>` once, with the page's CSP nonce; resolves whether it ran (false when
 * blocked, failed or slower than the timeout).
 */
export function loadScript(src: string, timeoutMs = SCRIPT_TIMEOUT_MS): Promise<boolean> {
  let loading = scripts.get(src)
  if (!loading) {
    loading = new Promise<boolean>((resolve) => {
      const script = document.createElement('script')
      script.src = src
      script.async = true
      // Our own scripts carry the response's nonce; 'strict-dynamic' trusts what they add, and a
      // nonce-aware tag manager passes it on to its own tags.
      const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
      if (nonce) script.nonce = nonce
      const timer = window.setTimeout(() => resolve(false), timeoutMs)
      script.onload = () => {
        window.clearTimeout(timer)
        resolve(true)
      }
      script.onerror = () => {
        window.clearTimeout(timer)
        resolve(false)
      }
      document.head.appendChild(script)
    })
    scripts.set(src, loading)
  }
  return loading
}

/**
 * The tag manager (a `GTM-` container or a `G-` Google tag): the dataLayer already holds this
 * page's events, which it reads when it starts.
 */
export async function loadTagManager({ id, origin }: { id: string; origin: string }): Promise<void> {
  await whenInteractive()
  const dataLayer = (window.dataLayer ??= [])
  if (id.startsWith('GTM-')) {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    await loadScript(`${origin}/gtm.js?id=${encodeURIComponent(id)}`)
  } else {
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    await loadScript(`${origin}/gtag/js?id=${encodeURIComponent(id)}`)
  }
}

declare global {
  interface Window {
    Trustpilot?: { loadFromElement(element: HTMLElement, forceReload?: boolean): void }
    /** What the chatbot's script reads when it starts (decision 030). */
    chatbotSettings?: ChatbotSettings
  }
}

/** Trustpilot's "Micro Combo" TrustBox: the score, the stars and the number of reviews on one line. */
const TRUSTBOX = { templateId: '5419b6ffb0d04a076446a9af', styleHeight: '24px', styleWidth: '100%', theme: 'dark' }

/**
 * The TrustBox beside each fallback link (`[data-trustpilot]`, components/layout/TrustpilotWidget):
 * a widget element of its own (React keeps the link), filled by Trustpilot's script; the link hides
 * only once the widget's frame has loaded.
 */
export async function loadTrustpilot(scriptUrl: string): Promise<void> {
  const holders = [...document.querySelectorAll<HTMLElement>('[data-trustpilot]')].filter(
    (holder) => !holder.nextElementSibling?.classList.contains('trustpilot-widget'),
  )
  if (holders.length === 0) return
  await whenInteractive()
  const widgets = holders.map((holder) => {
    const widget = document.createElement('div')
    widget.className = 'trustpilot-widget'
    Object.assign(widget.dataset, TRUSTBOX, {
      locale: holder.dataset.locale,
      businessunitId: holder.dataset.businessunitId,
    })
    holder.after(widget)
    new MutationObserver((_records, observer) => {
      const frame = widget.querySelector('iframe')
      if (!frame) return
      observer.disconnect()
      frame.addEventListener('load', () => holder.setAttribute('hidden', ''), { once: true })
    }).observe(widget, { childList: true, subtree: true })
    return widget
  })
  if (!(await loadScript(scriptUrl))) return
  for (const widget of widgets) window.Trustpilot?.loadFromElement(widget, true)
}

export interface ChatbotSettings {
  /** The chatbot speaks Dutch (SPEC section 1). */
  language: 'nl'
  /** On a page that needs sign-in (SPEC section 6). */
  customerPortal: boolean
  /** The customer's bearer token, on those pages only (decision 030). */
  token?: string
}

export interface ChatbotOptions {
  scriptUrl: string | null
  standIn: boolean
  customerPortal: boolean
  /** The page's translator (the stand-in's labels are in the `consent` namespace). */
  t: (key: string) => string
}

/** Only on large screens (1024 px and up): a phone never downloads the chatbot. */
const DESKTOP = '(min-width: 1024px)'

/** The customer's token, from the storefront, on a page that needs sign-in; none otherwise. */
async function chatbotToken(): Promise<string | undefined> {
  const controller = new AbortController()
  const timer = window.setTimeout(() => controller.abort(), 5000)
  try {
    const response = await fetch('/api/chatbot/token', {
      credentials: 'same-origin',
      cache: 'no-store',
      signal: controller.signal,
    })
    if (!response.ok) return undefined
    return ((await response.json()) as { token?: string }).token
  } catch {
    return undefined
  } finally {
    window.clearTimeout(timer)
  }
}

let chatbotStarted = false

/**
 * The chatbot: its settings for the script (customer portal and token on pages that need sign-in),
 * then its script; without one (outside production) a local stand-in launcher. Called again on
 * every page change: the settings follow the page (`chatbot:settings`).
 */
export async function startChatbot(options: ChatbotOptions): Promise<void> {
  const desktop = window.matchMedia(DESKTOP)
  if (!desktop.matches) {
    desktop.addEventListener('change', () => void startChatbot(options), { once: true })
    return
  }
  await whenInteractive()
  const settings: ChatbotSettings = { language: 'nl', customerPortal: options.customerPortal }
  if (options.customerPortal) {
    const token = await chatbotToken()
    if (token) settings.token = token
  }
  window.chatbotSettings = settings
  window.dispatchEvent(new CustomEvent('chatbot:settings', { detail: settings }))
  if (chatbotStarted) return
  chatbotStarted = true
  if (options.scriptUrl) await loadScript(options.scriptUrl)
  else if (options.standIn)
    standInLauncher({
      open: options.t('chatbot.open'),
      close: options.t('chatbot.close'),
      title: options.t('chatbot.title'),
      standIn: options.t('chatbot.stand-in'),
      portal: options.t('chatbot.portal'),
    })
}

/** The chatbot's local stand-in (development without CHATBOT_SCRIPT_URL): a launcher and a panel. */
function standInLauncher(labels: Record<'open' | 'close' | 'title' | 'standIn' | 'portal', string>): void {
  const root = document.createElement('div')
  root.className = 'fixed right-4 bottom-4 z-30 hidden flex-col items-end gap-2 lg:flex'
  root.dataset.chatbot = 'stand-in'
  const panel = document.createElement('div')
  panel.id = 'chatbot-panel'
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-label', labels.title)
  panel.hidden = true
  panel.className = 'w-80 rounded-panel border border-line bg-surface p-4 text-sm text-ink shadow-lg'
  const text = document.createElement('p')
  const portal = document.createElement('p')
  portal.className = 'mt-2 font-semibold'
  panel.append(text, portal)
  const button = document.createElement('button')
  button.type = 'button'
  button.className =
    'rounded-button bg-primary px-5 py-3 font-semibold text-on-primary shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
  button.setAttribute('aria-controls', panel.id)
  const render = () => {
    const open = !panel.hidden
    button.textContent = open ? labels.close : labels.open
    button.setAttribute('aria-expanded', String(open))
    text.textContent = labels.standIn
    portal.textContent = window.chatbotSettings?.customerPortal ? labels.portal : ''
    root.dataset.customerPortal = String(window.chatbotSettings?.customerPortal === true)
  }
  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden
    render()
  })
  panel.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    panel.hidden = true
    render()
    button.focus()
  })
  window.addEventListener('chatbot:settings', render)
  root.append(panel, button)
  render()
  document.body.append(root)
}
