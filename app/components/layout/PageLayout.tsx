import { Link, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { href, type LayoutId } from '../../../market-config/routes'
import { isCheckoutLayout } from '../../lib/layout'
import { clearPopups } from '../../lib/popups'
import type { RootLoaderData } from '../../lib/root-data'
import { FlashMessage, Toaster } from '../ui/Toasts'
import { BrandLogoLink } from './BrandLogoLink'
import { Footer } from './Footer'
import { Header } from './Header'

/** How wide the main column is per layout. */
const MAIN_CLASS: Record<LayoutId, string> = {
  default: 'mx-auto w-full max-w-screen-xl px-4 py-6',
  search: 'mx-auto w-full max-w-screen-2xl px-4 py-6',
  filter: 'mx-auto w-full max-w-screen-xl px-4 py-6',
  site: 'mx-auto w-full max-w-screen-xl px-4 py-6',
  template: 'mx-auto w-full max-w-screen-lg px-4 py-8',
  booking: 'mx-auto w-full max-w-screen-lg px-4 py-6',
  'booking-confirmation': 'mx-auto w-full max-w-screen-md px-4 py-10',
  'portal-default': 'mx-auto w-full max-w-md px-4 py-10',
  'portal-profile': 'mx-auto w-full max-w-screen-lg px-4 py-8',
  // No chrome, but the content keeps a readable column (payment pages).
  'full-screen': 'mx-auto min-h-screen w-full max-w-screen-md px-4 py-8',
}

/**
 * The page's chrome, chosen by the route table's layout id: storefront pages get banner, header
 * and footer; checkout a slim header and 2-column footer; portal pages their own slim bar;
 * full-screen pages (payment) nothing at all.
 */
export function PageLayout({ layout, root, children }: { layout: LayoutId; root: RootLoaderData; children: ReactNode }) {
  const { t } = useTranslation()
  const { storefront, navigation, icons, languages, signedIn, flash } = root
  useResetOnPathChange()
  const flashMessage = flash.toast ? { id: flash.toast.id, kind: flash.toast.kind, message: t(flash.toast.messageKey, { ns: 'toasts' }) } : null

  const main = (
    <main id="main" className={MAIN_CLASS[layout]} tabIndex={-1}>
      <FlashMessage flash={flashMessage} />
      {children}
    </main>
  )

  if (layout === 'full-screen') {
    return (
      <>
        {main}
        <Toaster />
      </>
    )
  }

  if (layout === 'portal-profile') {
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
        {main}
        <Toaster />
      </div>
    )
  }

  const checkout = isCheckoutLayout(layout)
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <NavigationProgress />
      <Header
        brand={storefront.brand}
        link={storefront.link}
        navigation={navigation}
        languages={languages}
        signedIn={signedIn}
        safetyIcons={icons.headerRight}
        slim={checkout}
        banner={checkout || layout === 'booking-confirmation' ? null : (navigation?.earlyBookingBanner ?? null)}
      />
      {main}
      <Footer
        link={storefront.link}
        brandName={storefront.brand.name}
        navigation={navigation}
        icons={icons}
        newsletterFlash={flash.newsletter}
        newsletterKey={flash.toast?.id ?? 'newsletter'}
        checkout={checkout}
      />
      <Toaster />
    </div>
  )
}

function SkipLink() {
  const { t } = useTranslation()
  return (
    <a href="#main" className="sr-only z-50 rounded-theme bg-primary px-4 py-2 text-on-primary focus:not-sr-only focus:absolute focus:left-2 focus:top-2">
      {t('skip-to-content')}
    </a>
  )
}

/** Popups close on every path change (menus close themselves in the header). */
function useResetOnPathChange() {
  const { pathname } = useLocation()
  useEffect(() => {
    clearPopups()
  }, [pathname])
}

/**
 * A thin progress bar for route changes. It appears only after about 100 ms, so fast changes
 * do not flash it (SPEC: route change delay of about 100 ms).
 */
export const ROUTE_CHANGE_DELAY_MS = 100

function NavigationProgress() {
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
      aria-label="Loading"
      className={`fixed inset-x-0 top-0 z-[60] h-1 origin-left bg-accent transition-transform duration-300 ${visible ? 'scale-x-75' : 'scale-x-0'}`}
    />
  )
}
