import type { LoaderFunctionArgs } from '@remix-run/node'
import { NAMESPACES, type Namespace } from '~/lib/i18n'
import { I18N_VERSION, resourcesFor } from '~/lib/i18n-resources.server'
import { I18N_LOCALES, type I18nLocale } from '../../market-config/markets'

/**
 * Resource route: one namespace of one locale as JSON, for routes the browser visits after the
 * first page (`/locales/de-CH/common.json?v=...`). Immutable under its version.
 */
export function loader({ params, request }: LoaderFunctionArgs) {
  const locale = params.locale as I18nLocale
  const namespace = /^([a-z-]+)\.json$/.exec(params.file ?? '')?.[1] as Namespace | undefined
  if (!I18N_LOCALES.includes(locale) || !namespace || !NAMESPACES.includes(namespace)) {
    throw new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } })
  }
  const versioned = new URL(request.url).searchParams.get('v') === I18N_VERSION
  return new Response(JSON.stringify(resourcesFor(locale)[namespace] ?? {}), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
    },
  })
}
