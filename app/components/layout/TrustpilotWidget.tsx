import { useTranslation } from 'react-i18next'
import type { IconLink, TrustpilotConfiguration } from '../../../market-config/configuration'
import { TrustIcon } from './TrustIcon'

/**
 * The market's Trustpilot reviews (SPEC section 3, issue 21): a plain link to the reviews page,
 * which is all a visitor without JavaScript or consent gets, or one whose browser blocks Trustpilot.
 * With marketing consent the TrustBox is put beside it (lib/third-parties.client.ts) and the link
 * hides once the widget has loaded.
 */
export function TrustpilotWidget({
  trustpilot,
  icon,
}: {
  trustpilot: TrustpilotConfiguration | null
  icon?: IconLink
}) {
  const { t } = useTranslation('consent')
  if (!trustpilot) return null
  return (
    <div data-trustpilot="" data-locale={trustpilot.locale} data-businessunit-id={trustpilot.businessUnitId}>
      <a
        href={trustpilot.reviewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-3 text-sm hover:underline"
      >
        {icon ? <TrustIcon icon={icon} height={50} className="h-[50px] w-auto rounded bg-white p-1" /> : null}
        <span>{t('trustpilot.link')}</span>
      </a>
    </div>
  )
}
