import { useTranslation } from 'react-i18next'
import type { IconLink } from '../../../market-config/configuration'

/** A safety, payment or trust mark from /public/icons, scaled to a height (45 header, 50 footer). */
export function TrustIcon({ icon, height, className }: { icon: IconLink; height: number; className?: string }) {
  const { t } = useTranslation()
  return (
    <img
      src={`/icons/${icon.icon}`}
      alt={t(icon.labelKey)}
      width={Math.round((icon.width * height) / icon.height)}
      height={height}
      className={className}
    />
  )
}
