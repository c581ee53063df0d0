import { Link, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { Icon, type IconName } from '~/components/Icon'
import type { ChromeNavigation } from '~/lib/chrome'
import { useClientSideLinks } from '~/lib/client-side-links'
import { StaticMenu } from '~/lib/menu-markup'
import type { MarketLink } from '~/lib/storefront'
import type { IconLink } from '../../../market-config/configuration'
import { href, type LinkBase } from '../../../market-config/routes'
import { BrandLogoLink } from './BrandLogoLink'
import { EarlyBookingBanner } from './EarlyBookingBanner'
import { LanguageSelector } from './LanguageSelector'
import { NavLink } from './NavLink'
import { SearchBox } from './SearchBox'
import { TrustIcon } from './TrustIcon'

/** The menu the visitor opened in the server's markup before the scripts ran (null on the server). */
function openedBeforeHydration(): HeaderMenu {
  if (typeof document === 'undefined') return null
  const opened = document.querySelector<HTMLElement>(`header details[name="${MENU_GROUP}"][open]`)
  return (opened?.dataset.menu as HeaderMenu | undefined) ?? null
}

/**
 * At most one header menu is open at a time: the disclosures share a `name` (exclusive without
 * JavaScript too), and with JavaScript one state value says which one is open.
 */
export type HeaderMenu = 'destinations' | 'mobile-search' | 'mobile-menu' | null
const MENU_GROUP = 'header-menu'

export interface HeaderProps {
  brand: { name: string; logo: string }
  link: LinkBase
  navigation: ChromeNavigation | null
  markets: MarketLink[]
  signedIn: boolean
  safetyIcons: IconLink[]
  /** Checkout keeps the header to logo and service links. */
  slim?: boolean
  /** The early-booking banner, at the very top of the header (null hides it). */
  banner?: { text: string; href: string } | null
}

export function Header({
  brand,
  link,
  navigation,
  markets,
  signedIn,
  safetyIcons,
  slim = false,
  banner = null,
}: HeaderProps) {
  const { t } = useTranslation()
  const hydrated = useHydrated()
  const location = useLocation()
  // A menu opened before hydration (a quick tap, or a slow phone) stays open: the first render in
  // the browser starts from what the server's markup shows, so React's first controlled render
  // (right after hydration) does not close it.
  const [openMenu, setOpenMenu] = useState<HeaderMenu>(openedBeforeHydration)
  const headerRef = useRef<HTMLElement>(null)

  // Path changes after the first close every menu.
  const firstPath = useRef(true)
  useEffect(() => {
    if (firstPath.current) {
      firstPath.current = false
      const opened = headerRef.current?.querySelector<HTMLElement>(`details[name="${MENU_GROUP}"][open]`)
      setOpenMenu((opened?.dataset.menu as HeaderMenu | undefined) ?? null)
      return
    }
    setOpenMenu(null)
  }, [location.pathname])

  // Escape and clicks outside the header close whatever is open.
  useEffect(() => {
    if (!openMenu) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      // Keyboard users land back on the toggle of the menu they were in.
      const toggle = (document.activeElement as HTMLElement | null)?.closest('details')?.querySelector('summary')
      setOpenMenu(null)
      toggle?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (headerRef.current && !headerRef.current.contains(event.target as Node)) setOpenMenu(null)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [openMenu])

  const toggleFrom = (menu: Exclude<HeaderMenu, null>) => (event: SyntheticEvent<HTMLDetailsElement>) => {
    const isOpen = event.currentTarget.open
    setOpenMenu((current) => (isOpen ? menu : current === menu ? null : current))
  }
  const isOpen = (menu: Exclude<HeaderMenu, null>) => (hydrated ? openMenu === menu : undefined)

  const accountHref = signedIn ? href(link, 'profile') : href(link, 'login')
  const accountLabel = signedIn ? t('header.profile') : t('header.login')
  const destinations = navigation?.hasDestinations === true
  // NavLinks are plain anchors, followed client-side from here; the header's other anchors (the
  // market links: another host, through the server's redirect) load as pages.
  const followLink = useClientSideLinks('[data-client-link]')

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events -- delegation to the anchors inside
    <header ref={headerRef} className="relative z-40 border-b border-line bg-surface" onClick={followLink}>
      <EarlyBookingBanner banner={banner} />
      {!slim && navigation && (navigation.header.top.length > 0 || markets.length > 1) ? (
        <div className="hidden border-b border-line lg:block">
          <div className="mx-auto flex max-w-screen-xl items-center justify-end gap-4 px-4 py-1.5 text-sm">
            <ul className="flex items-center gap-4">
              {navigation.header.top.map((item) => (
                <li key={`${item.text}-${item.url ?? ''}`}>
                  <NavLink item={item} className="text-muted hover:text-ink hover:underline" />
                </li>
              ))}
            </ul>
            <LanguageSelector markets={markets} name={MENU_GROUP} />
          </div>
        </div>
      ) : null}

      <div className="mx-auto flex max-w-screen-xl items-center gap-3 px-4 py-3 lg:gap-6">
        <BrandLogoLink brand={brand} link={link} className="sm:h-12" />

        {!slim ? (
          <SearchBox
            id="header-search"
            action={href(link, 'freeSearch')}
            placeholder={t('header.search-placeholder')}
            look="header"
            className="mx-auto hidden max-w-xl flex-1 lg:block"
          />
        ) : (
          <div className="flex-1" />
        )}

        {safetyIcons.length > 0 ? (
          <div className="hidden items-center gap-2 xl:flex">
            {safetyIcons.map((icon) => (
              <TrustIcon key={icon.icon} icon={icon} height={45} className="h-[45px] w-auto" />
            ))}
          </div>
        ) : null}

        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          {!slim ? (
            <HeaderToggle
              menu="mobile-search"
              open={isOpen('mobile-search')}
              onToggle={toggleFrom('mobile-search')}
              icon="search"
              label={t('header.open-search')}
            >
              <div className="absolute inset-x-0 top-full z-50 border-b border-line bg-surface p-4 shadow-lg animate-slide-in">
                <h2 className="mb-2 text-lg font-semibold">{t('header.mobile-search-title')}</h2>
                <SearchBox
                  id="mobile-search"
                  action={href(link, 'freeSearch')}
                  placeholder={t('header.search-placeholder')}
                  look="panel"
                />
              </div>
            </HeaderToggle>
          ) : null}

          <Link
            to={accountHref}
            className="flex h-11 items-center gap-2 rounded-button px-2 font-semibold hover:bg-secondary lg:px-3"
          >
            <Icon name="user" className="size-6" />
            <span className="sr-only sm:not-sr-only">{accountLabel}</span>
          </Link>

          {!slim ? (
            <HeaderToggle
              menu="mobile-menu"
              open={isOpen('mobile-menu')}
              onToggle={toggleFrom('mobile-menu')}
              icon={openMenu === 'mobile-menu' ? 'close' : 'menu'}
              label={t('header.menu')}
            >
              <nav
                aria-label={t('header.menu')}
                className="absolute inset-x-0 top-full z-50 max-h-[calc(100vh-5rem)] overflow-y-auto border-b border-line bg-surface p-4 shadow-lg animate-slide-in sm:max-h-[500px]"
              >
                {destinations ? (
                  <>
                    <h2 className="mb-2 px-2 text-lg font-semibold">{t('header.destinations')}</h2>
                    <StaticMenu id="mobile-destinations" which="mobile" open={openMenu === 'mobile-menu'} />
                  </>
                ) : null}
                {navigation ? (
                  <ul className="mt-4 border-t border-line pt-2">
                    {[...navigation.header.bottom, ...navigation.header.top].map((item) => (
                      <li key={`m-${item.text}-${item.url ?? ''}`}>
                        <NavLink item={item} className="block px-2 py-3" />
                      </li>
                    ))}
                  </ul>
                ) : null}
                <div className="mt-2 border-t border-line pt-3">
                  <LanguageSelector markets={markets} align="left" />
                </div>
              </nav>
            </HeaderToggle>
          ) : null}
        </div>
      </div>

      {!slim ? (
        <nav aria-label={t('header.main-navigation')} className="hidden border-t border-line lg:block">
          <div className="mx-auto flex max-w-screen-xl items-center gap-1 px-4">
            {destinations ? (
              <details
                className="group/dest"
                name={MENU_GROUP}
                open={isOpen('destinations')}
                onToggle={toggleFrom('destinations')}
                data-menu="destinations"
              >
                <summary className="flex cursor-pointer items-center gap-1 px-3 py-3 font-semibold hover:text-primary">
                  {t('header.destinations')}
                  <Icon
                    name="chevron-down"
                    className="size-4 transition-transform duration-300 group-open/dest:rotate-180"
                  />
                </summary>
                {/* Backdrop behind the open desktop menu; a click on it closes the menu. */}
                <div
                  className="absolute inset-x-0 top-full z-40 h-screen bg-ink/40 animate-fade-in"
                  aria-hidden="true"
                  onClick={() => setOpenMenu(null)}
                />
                <div className="absolute inset-x-0 top-full z-50 border-b border-line bg-surface shadow-xl animate-slide-in">
                  {/* The same for every visitor of this storefront: see app/lib/menu-markup.tsx. */}
                  <div className="mx-auto max-w-screen-xl px-4 py-6">
                    <StaticMenu id="destinations-panel" which="desktop" open={openMenu === 'destinations'} />
                  </div>
                </div>
              </details>
            ) : null}
            {navigation?.header.bottom.map((item) => (
              <NavLink
                key={`${item.text}-${item.url ?? ''}`}
                item={item}
                className="px-3 py-3 font-semibold hover:text-primary"
              />
            ))}
          </div>
        </nav>
      ) : null}
    </header>
  )
}

/** A phone-header icon that opens a panel: a <details> disclosure, so it works without JavaScript. */
function HeaderToggle({
  menu,
  open,
  onToggle,
  icon,
  label,
  children,
}: {
  menu: Exclude<HeaderMenu, null>
  open: boolean | undefined
  onToggle: (event: SyntheticEvent<HTMLDetailsElement>) => void
  icon: IconName
  label: string
  children: ReactNode
}) {
  return (
    <details className="lg:hidden" open={open} onToggle={onToggle} data-menu={menu} name={MENU_GROUP}>
      <summary className="flex size-11 cursor-pointer items-center justify-center rounded-button hover:bg-secondary">
        <Icon name={icon} className="size-6" />
        <span className="sr-only">{label}</span>
      </summary>
      {children}
    </details>
  )
}
