import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { CookieSettingsLink } from '~/components/consent/ConsentIsland'
import type { ChromeIcons, ChromeNavigation } from '~/lib/chrome'
import { useClientSideLinks } from '~/lib/client-side-links'
import type { IconLink } from '../../../market-config/configuration'
import type { LinkBase } from '../../../market-config/routes'
import { NavLink, telHref } from './NavLink'
import { NewsletterIsland } from './NewsletterIsland'
import { TrustIcon } from './TrustIcon'
import { TrustpilotWidget } from './TrustpilotWidget'

export interface FooterProps {
  link: LinkBase
  brandName: string
  navigation: ChromeNavigation | null
  icons: ChromeIcons
  /** Checkout: 2 columns and no newsletter box (SPEC section 2). */
  checkout?: boolean
}

export function Footer({ link, brandName, navigation, icons, checkout = false }: FooterProps) {
  const { t } = useTranslation()
  const footer = navigation?.footer
  const columns = footer?.columns ?? []
  const shownColumns = checkout ? columns.slice(0, 2) : columns
  // Its NavLinks are plain anchors, followed client-side from here; its other anchors load as pages.
  const followLink = useClientSideLinks('[data-client-link]')
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/click-events-have-key-events -- delegation to the anchors inside
    <footer className="mt-auto bg-footer text-on-footer" onClick={followLink}>
      <div className="mx-auto max-w-screen-xl px-4 py-10">
        <div className={`grid gap-8 ${checkout ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-4'}`}>
          {shownColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="mb-3 text-lg font-semibold">{column.title}</h2>
              <ul className="space-y-2 text-sm">
                {column.links.map((item) => (
                  <li key={`${item.text}-${item.url}`}>
                    <NavLink item={item} className="opacity-90 hover:underline hover:opacity-100" />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
          {!checkout && footer ? (
            <NewsletterIsland
              link={link}
              title={footer.newsletter.title}
              text={footer.newsletter.text}
              placement="footer"
            />
          ) : null}
        </div>

        {footer && (footer.phone || footer.openingHours) ? (
          <p className="mt-8 text-sm opacity-90">
            {footer.phone ? (
              <a href={telHref(footer.phone)} className="font-semibold hover:underline">
                {footer.phone}
              </a>
            ) : null}
            {footer.openingHours ? <span> · {footer.openingHours}</span> : null}
          </p>
        ) : null}

        <div className="mt-8 flex flex-col gap-6 border-t border-on-footer/20 pt-6 lg:flex-row lg:items-center lg:justify-between">
          {footer && footer.socialIcons.length > 0 ? (
            <ul className="flex gap-3" aria-label={t('footer.social')}>
              {footer.socialIcons.map((social) => (
                <li key={social.icon}>
                  <a
                    href={social.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-on-footer/10 hover:bg-on-footer/20"
                  >
                    <img
                      src={`/icons/social/${social.icon}.svg`}
                      alt={t('footer.social-link', { network: social.icon })}
                      width={24}
                      height={24}
                      className="size-6 invert"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          <SafetyIcons
            href={navigation?.safetyIconsHref ?? null}
            groups={[icons.footerCenter, icons.securityList]}
            label={t('footer.safety')}
          />
          <TrustpilotWidget trustpilot={icons.trustpilot} icon={icons.trust[0]} />
          <ul className="flex flex-wrap gap-2" aria-label={t('footer.payment-methods')}>
            {icons.paymentList.map((icon) => (
              <li key={icon.icon}>
                <TrustIcon icon={icon} height={icon.height} className="rounded bg-white" />
              </li>
            ))}
          </ul>
        </div>

        {footer?.gdprText ? <p className="mt-6 max-w-3xl text-xs opacity-80">{footer.gdprText}</p> : null}
        <p className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-xs">
          <span className="opacity-70">
            {t('footer.copyright', { brand: brandName, year: new Date().getFullYear() })}
          </span>
          <CookieSettingsLink className="underline opacity-90 hover:opacity-100" />
        </p>
      </div>
    </footer>
  )
}

/** Trust marks; they link to the safety-icons tagged page when one exists. */
function SafetyIcons({ href, groups, label }: { href: string | null; groups: IconLink[][]; label: string }) {
  const icons = groups.flat()
  if (icons.length === 0) return null
  const images = icons.map((icon) => (
    <TrustIcon key={icon.icon} icon={icon} height={50} className="h-[50px] w-auto rounded bg-white p-1" />
  ))
  return href ? (
    <Link to={href} className="flex flex-wrap items-center gap-3">
      <span className="sr-only">{label}</span>
      {images}
    </Link>
  ) : (
    <div className="flex flex-wrap items-center gap-3" aria-label={label}>
      {images}
    </div>
  )
}
