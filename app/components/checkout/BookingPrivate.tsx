import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'

/**
 * The confirmation for anyone but the browser that booked (for a day) or the signed-in owner:
 * that the booking exists, and the way to see it (issue 16). No name, address, phone, e-mail,
 * travellers or reference.
 */
export function BookingPrivate({ login, home }: { login: string; home: string }) {
  const { t } = useTranslation('checkout')
  return (
    <div className="mx-auto max-w-xl rounded-panel border border-line bg-surface p-6">
      <h1 className="mb-3 font-heading text-2xl font-bold">{t('private.title')}</h1>
      <p className="mb-4">{t('private.text')}</p>
      <div className="flex flex-wrap gap-3">
        <Button to={login} size="md">
          {t('private.sign-in')}
        </Button>
        <Button to={home} variant="secondary" size="md">
          {t('missing.home')}
        </Button>
      </div>
    </div>
  )
}
