import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useMatches,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { themeCss } from '../market-config/themes'
import { ErrorPage } from './components/ErrorPage'
import { PageLayout } from './components/layout/PageLayout'
import { toastStylesHref } from './components/ui/Toasts'
import { i18nFor } from './lib/i18n'
import { layoutOfMatches } from './lib/layout'
import { useNonce } from './lib/nonce'
import { loadRoot } from './lib/root.server'
import stylesHref from './tailwind.css?url'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesHref },
  { rel: 'stylesheet', href: toastStylesHref },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadRoot(request, context)
}

/** The chrome changes only when the market does (a new document) or after a form post (flash). */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod !== 'GET' ? defaultShouldRevalidate : false

export const meta: MetaFunction = () => [{ title: 'Camping holidays' }]

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root')
  const nonce = useNonce()
  const matches = useMatches()
  const theme = root?.storefront.brand.theme ?? 'alpha'
  const layout = layoutOfMatches(matches)
  const page = root ? (
    <I18nextProvider i18n={i18nFor(root.i18n.language, root.i18n.resources)}>
      <PageLayout layout={layout} root={root}>
        {children}
      </PageLayout>
    </I18nextProvider>
  ) : (
    children
  )
  return (
    <html lang={root?.storefront.market.languageTag ?? 'en'} data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
        <style nonce={nonce} dangerouslySetInnerHTML={{ __html: themeCss(theme) }} />
      </head>
      <body className="min-h-screen bg-canvas text-ink antialiased">
        {page}
        <ScrollRestoration nonce={nonce} />
        <script
          nonce={nonce}
          dangerouslySetInnerHTML={{ __html: `window.ENV=${JSON.stringify(root?.ENV ?? {}).replace(/</g, "\\u003c")}` }}
        />
        <Scripts nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  return <Outlet />
}

export function ErrorBoundary() {
  const error = useRouteError()
  const root = useRouteLoaderData<typeof loader>('root')
  useEffect(() => {
    // Only unexpected errors are reported; 404s and 503s are answers, not bugs.
    if (isRouteErrorResponse(error) || !window.ENV?.SENTRY_DSN) return
    void import('./lib/sentry.client').then(({ reportClientError }) => reportClientError(error))
  }, [error])
  return <ErrorPage error={error} isBot={root?.isBot ?? false} />
}
