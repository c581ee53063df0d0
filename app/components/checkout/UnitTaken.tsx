import { Form, Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import type { Cart } from '../../../twenty/contract'
import { useMoney } from './format-hooks'

export interface UnitTakenProps {
  /** The accommodation the visitor was booking, let to someone else meanwhile. */
  taken: string
  /** The campsite page for the same stay. */
  campsite: string
  /** The campsite's other units free for the same stay, cheapest first; each books with one post. */
  units: { id: number; name: string; total: number; currency: Cart['currency']; bookHref: string }[]
}

/**
 * A checkout that lost the race for its unit (issue 16): what happened, and the campsite's other
 * units for the same stay, each bookable from here (a post, with or without JavaScript).
 */
export function UnitTaken({ taken, campsite, units }: UnitTakenProps) {
  const { t } = useTranslation('checkout')
  return (
    <section
      aria-labelledby="taken-title"
      role="alert"
      className="mb-6 rounded-panel border border-[#b42318] bg-[#fffbfa] p-4 md:p-6"
    >
      <h2 id="taken-title" className="mb-2 font-heading text-xl font-bold">
        {t('taken.title', { name: taken })}
      </h2>
      <p className="mb-4">{units.length > 0 ? t('taken.others') : t('taken.none')}</p>
      {units.length > 0 ? (
        <ul className="mb-4 flex flex-col gap-3">
          {units.map((unit) => (
            <UnitOffer key={unit.id} unit={unit} />
          ))}
        </ul>
      ) : null}
      <Link to={campsite} className={cn('font-semibold text-primary underline', FOCUS)}>
        {t('taken.campsite')}
      </Link>
    </section>
  )
}

function UnitOffer({ unit }: { unit: UnitTakenProps['units'][number] }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(unit.currency)
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-card border border-line bg-surface p-3">
      <span>
        <span className="font-semibold">{unit.name}</span>{' '}
        <span className="tabular-nums">{t('taken.total', { amount: money(unit.total) })}</span>
      </span>
      <Form method="post" action={unit.bookHref}>
        <button
          type="submit"
          aria-label={t('taken.book-label', { name: unit.name })}
          className={cn(
            'inline-flex min-h-11 items-center justify-center rounded-button bg-primary px-4 font-semibold text-on-primary hover:bg-primary-hover',
            FOCUS,
          )}
        >
          {t('taken.book')}
        </button>
      </Form>
    </li>
  )
}
