import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { href, type LinkBase } from '../../../market-config/routes'

/** The brand's logo (220x60), linking to the storefront's front page. */
export function BrandLogoLink({
  brand,
  link,
  className,
}: {
  brand: { name: string; logo: string }
  link: LinkBase
  className?: string
}) {
  const { t } = useTranslation()
  return (
    <Link to={href(link, 'home')} className="shrink-0" aria-label={t('header.home', { brand: brand.name })}>
      <img src={brand.logo} alt={brand.name} width={220} height={60} className={cn('h-10 w-auto', className)} />
    </Link>
  )
}
