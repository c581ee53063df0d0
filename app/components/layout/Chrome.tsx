import { Link, useNavigation, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RootFlashMessage } from '~/components/ui/Toasts'
import type { ChromeIcons, ChromeNavigation } from '~/lib/chrome'
import type { RootLoaderData } from '~/lib/root-data'
import { href } from '../../../market-config/routes'
import { BrandLogoLink } from './BrandLogoLink'
import { Footer } from './Footer'
import { Header } from './Header'

function useRoot(): RootLoaderData {
  const root = useRouteLoaderData<RootLoaderData>('root')
  if (!root) throw new Error('root loader data is missing')
  return root
}

function Main({ className, children }: { className: string; children: ReactNode }) {
  return (
    <main id="main" className={className} tabIndex={-1}>
      <RootFlashMessage />
      {children}
    </main>
  )
}

/**
 * The storefront's chrome: early-booking banner, header, footer. Checkout keeps a slim header
 * and a 2-column footer without the newsletter box (SPEC section 2). Rendered by the storefront
 * and checkout layout routes.
 */
export function StorefrontChrome({
  chrome,
  checkout = false,
  children,
}: {
  chrome: { navigation: ChromeNavigation | null; icons: ChromeIcons }
  checkout?: boolean
  children: ReactNode
}) {
  const { storefront, markets, signedIn } = useRoot()
  const { navigation, icons } = chrome
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <Header
        brand={storefront.brand}
        link={storefront.link}
        navigation={navigation}
        markets={markets}
        signedIn={signedIn}
        safetyIcons={icons.headerRight}
        slim={checkout}
        banner={checkout ? null : (navigation?.earlyBookingBanner ?? null)}
      />
      <Main
        className={checkout ? 'mx-auto w-full max-w-screen-lg px-4 py-6' : 'mx-auto w-full max-w-screen-xl px-4 py-6'}
      >
        {children}
      </Main>
      <Footer
        link={storefront.link}
        brandName={storefront.brand.name}
        navigation={navigation}
        icons={icons}
        checkout={checkout}
      />
    </div>
  )
}

/** The customer portal's own bar: logo and the way back to the profile. */
export function PortalChrome({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  const { storefront } = useRoot()
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <header className="border-b border-line bg-surface">
        <div className="mx-auto flex max-w-screen-lg items-center justify-between gap-4 px-4 py-3">
          <BrandLogoLink brand={storefront.brand} link={storefront.link} />
          <Link to={href(storefront.link, 'profile')} className="font-semibold text-primary hover:underline">
            {t('header.profile')}
          </Link>
        </div>
      </header>
      <Main className="mx-auto w-full max-w-screen-lg px-4 py-8">{children}</Main>
    </div>
  )
}

/** Payment pages: no chrome at all, a readable column. */
export function FullScreenChrome({ children }: { children: ReactNode }) {
  return <Main className="mx-auto min-h-screen w-full max-w-screen-md px-4 py-8">{children}</Main>
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-control bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:absolute focus:left-2 focus:top-2"
    >
      {t('skip-to-content')}
    </a>
  )
}

/**
 * A thin progress bar for route changes. It appears only after about 100 ms, so fast changes
 * do not flash it (SPEC: route change delay of about 100 ms).
 */
export const ROUTE_CHANGE_DELAY_MS = 100

function NavigationProgress() {
  const { t } = useTranslation('ui')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    if (!busy) {
      setVisible(false)
      return
    }
    const timer = setTimeout(() => setVisible(true), ROUTE_CHANGE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [busy])
  return (
    <div
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t('button.loading')}
      className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-accent transition-transform duration-300 ${visible ? 'scale-x-75' : 'scale-x-0'}`}
    />
  )
}
