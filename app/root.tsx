import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { Suspense, useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useChangeLanguage } from 'remix-i18next/react'
import { ConsentIsland } from './components/consent/ConsentIsland'
import { LayoutErrorBoundary } from './components/error-boundaries'
import { TagManagerNoScript, ThirdParties } from './components/ThirdParties'
import { Toaster } from './components/ui/Toasts'
import { useAnalyticsPageViews, useFlashedAnalyticsEvent } from './lib/analytics'
import {
  I18N_SCRIPT_ID,
  inlineTranslationsJson,
  namespacesOf,
  ROOT_NAMESPACES,
  type I18nHandle,
  type InlineTranslations,
} from './lib/i18n'
import { useNonce } from './lib/nonce'
import { pageMeta } from './lib/page-meta'
import { loadRoot } from './lib/root.server'
import stylesHref from './tailwind.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export const handle: I18nHandle = { i18n: ROOT_NAMESPACES }

/** Storefront, locale, sign-in state and the waiting toast: nothing here depends on the path. */
export async function loader({ context }: LoaderFunctionArgs) {
  return loadRoot(context)
}

/** Only a form post can change what the root knows (sign-in, sign-out, a new toast). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false

export const meta: MetaFunction = pageMeta

/** Translations of the namespaces this page's routes declared, for the browser to start from. */
function InlineTranslationsScript({ version }: { version: string }) {
  const { i18n } = useTranslation()
  const matches = useMatches()
  const nonce = useNonce()
  // The browser keeps what the server sent: its own store may hold more namespaces later.
  const [json] = useState(() => {
    if (typeof document !== 'undefined') return document.getElementById(I18N_SCRIPT_ID)?.textContent ?? ''
    const locale = i18n.language as InlineTranslations['locale']
    const namespaces = namespacesOf(matches.map((m) => m.handle)).sort()
    return inlineTranslationsJson(locale, version, namespaces, (ns) => i18n.getResourceBundle(locale, ns))
  })
  return (
    <script
      id={I18N_SCRIPT_ID}
      type="application/json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}

export function Layout({ children }: { children: ReactNode }) {
  // useRouteLoaderData, not useLoaderData: the root's error boundary renders without its data.
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const theme = root?.storefront.brand.theme ?? 'alpha'
  useChangeLanguage(root?.locale ?? 'en')
  // Marks the moment every handler is live (effects run child-first, so this is the last one):
  // browser tests wait for it instead of guessing when a tap would be lost. The router moves the
  // address bar before React has committed the new page (a transition): the key of the location
  // on screen tells them that the page they wait for is there.
  const { key: locationKey } = useLocation()
  useEffect(() => {
    const marks = document.documentElement.dataset
    marks.hydrated = 'true'
    marks.renderedLocation = locationKey
  }, [locationKey])
  return (
    <html lang={root?.storefront.market.languageTag ?? 'en'} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-canvas text-ink antialiased">
        <TagManagerNoScript />
        {children}
        <Toaster />
        <ScrollRestoration nonce={nonce} />
        <InlineTranslationsScript version={root?.i18nVersion ?? ''} />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(root?.ENV ?? {}).replace(/</g, '\\u003c')}` }}
        />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  useAnalyticsPageViews()
  useFlashedAnalyticsEvent(useRouteLoaderData<typeof loader>('root')?.analyticsEvent)
  // Routes whose namespaces are still loading keep the previous page on screen (a transition).
  return (
    <>
      <Suspense fallback={null}>
        <Outlet />
      </Suspense>
      <ConsentIsland />
      <ThirdParties />
    </>
  )
}

/** The root's own data failed, or nothing below caught the error: a logo and the error. */
export const ErrorBoundary = LayoutErrorBoundary
