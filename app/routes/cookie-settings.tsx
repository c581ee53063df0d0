import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { useDate } from '~/components/checkout/format-hooks'
import { ConsentForm } from '~/components/consent/ConsentForm'
import type { ConsentHandle } from '~/components/consent/ConsentIsland'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SimplePage } from '~/components/SimplePage'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { translatorFor } from '~/lib/i18n.server'
import { pageMeta } from '~/lib/page-meta'
import { safeRedirect } from '~/lib/session.server'
import { href } from '../../market-config/routes'

/**
 * The cookie settings (issue 21): the banner's choice as a page, for the footer's link and for a
 * browser without JavaScript. After saving, the visitor goes back to the page they came from.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { storefront, session } = context
  const t = translatorFor(storefront.market.i18nLocale, 'consent')
  const heading = t('page.title')
  const back = new URL(request.url).searchParams.get('redirectTo')
  return {
    heading,
    intro: t('page.intro'),
    consent: session.consent,
    redirectTo: safeRedirect(back, href(storefront.link, 'home')),
    meta: { title: heading, brandName: storefront.brand.name, noindex: true },
  }
}

export const meta = pageMeta

export const handle: RouteHandle & ConsentHandle = {
  consentPage: true,
  breadcrumb: pageCrumbs<{ heading: string }>('cookieSettings', (data) => data.heading),
}

export default function CookieSettingsPage() {
  const { heading, intro, consent, redirectTo } = useLoaderData<typeof loader>()
  const { t } = useTranslation('consent')
  const date = useDate()
  return (
    <SimplePage heading={heading} intro={intro}>
      <section aria-labelledby="consent-title" className="max-w-2xl rounded-card border border-line bg-surface p-5">
        <h2 id="consent-title" className="font-heading text-xl font-bold">
          {t('banner.title')}
        </h2>
        <p className="mt-1 mb-4 text-sm text-muted">
          {consent
            ? t('page.current', { date: date(new Date(consent.at).toISOString().slice(0, 10)) })
            : t('page.none')}
        </p>
        <ConsentForm consent={consent} redirectTo={redirectTo} settings={(categories) => categories} />
      </section>
    </SimplePage>
  )
}

export const ErrorBoundary = PageErrorBoundary
