import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'

/** The clear page of a checkout or confirmation that cannot go on: unknown or expired. */
export function CheckoutDeadEnd({
  kind,
  home,
  campsite,
}: {
  kind: 'missing' | 'expired'
  home: string
  campsite?: string
}) {
  const { t } = useTranslation('checkout')
  return (
    <div className="mx-auto max-w-xl rounded-panel border border-line bg-surface p-6">
      <h1 className="mb-3 font-heading text-2xl font-bold">{t(`${kind}.title`)}</h1>
      <p className="mb-4">{t(`${kind}.text`)}</p>
      <div className="flex flex-wrap gap-3">
        {campsite ? (
          <Button to={campsite} size="md">
            {t('expired.again')}
          </Button>
        ) : null}
        <Button to={home} variant={campsite ? 'secondary' : 'primary'} size="md">
          {t('missing.home')}
        </Button>
      </div>
    </div>
  )
}
