import { getFormProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useMoney } from '~/components/checkout/format-hooks'
import { PaymentSchedule } from '~/components/checkout/PaymentSchedule'
import { useErrorText } from '~/components/checkout/TravellerFields'
import { Button } from '~/components/ui/Button'
import { ErrorSummary, type ErrorSummaryItem } from '~/components/ui/ErrorSummary'
import { SelectField } from '~/components/ui/Field'
import { changeableExtras, type ExtrasQuote, type LockedReason } from '~/lib/booking'
import { extrasFormSchema } from '~/lib/booking-forms'
import type { Booking, BookingExtras } from '../../../twenty/contract'
import { Panel } from './BookingSummary'

const QUANTITY_FIELD = /^extras\[\d+\]\.quantity$/

/**
 * A booking's extras (SPEC section 4's five permissions): a choice for each extra the permission
 * lets change, from its lowest to its highest allowed quantity; the others as booked; the price
 * difference and the new payment schedule before saving. Without JavaScript "Update price" shows
 * them; with it a changed quantity shows them at once. Read-only with the reason when nothing can
 * change.
 */
export function BookingExtrasForm({
  booking,
  offer,
  locked,
  lastResult,
  quote,
}: {
  booking: Booking
  offer: BookingExtras
  locked: LockedReason | null
  lastResult: SubmissionResult | null | undefined
  quote: ExtrasQuote | null
}) {
  const { t } = useTranslation('booking')
  const { t: tc } = useTranslation('checkout')
  const errorText = useErrorText()
  const money = useMoney(offer.currency)
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const submit = useSubmit()
  const editable = changeableExtras(offer.extras)
  const fixed = offer.extras.filter((extra) => extra.unit !== 'info' && extra.min === extra.max && extra.quantity > 0)
  const [form, fields] = useForm({
    id: 'extras',
    lastResult,
    defaultValue: { extras: editable.map((extra) => ({ id: extra.id, quantity: String(extra.quantity) })) },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: extrasFormSchema(offer.extras) }),
  })
  const extraFields = fields.extras.getFieldList()
  const formErrors = errorText(form.errors)
  const summary: ErrorSummaryItem[] = (formErrors ?? []).map((text) => ({ text }))
  extraFields.forEach((field, index) => {
    const quantity = field.getFieldset().quantity
    for (const text of errorText(quantity.errors) ?? [])
      summary.push({ fieldId: quantity.id, text: `${editable[index]?.name ?? ''}: ${text}` })
  })
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitted = useRef(false)
  const summaryKey = summary.map((item) => `${item.fieldId ?? ''}|${item.text}`).join('\n')
  useEffect(() => {
    if (!submitted.current || summaryKey === '') return
    submitted.current = false
    summaryRef.current?.focus()
  }, [summaryKey, lastResult])

  const booked = (
    <ul className="flex flex-col gap-1 text-sm" data-testid="booked-extras">
      {booking.extras.length === 0 ? <li className="text-muted">{t('detail.no-extras')}</li> : null}
      {booking.extras.map((extra) => (
        <li key={extra.id} className="flex justify-between gap-3">
          <span>
            {extra.name} × {extra.quantity}
          </span>
          <span className="tabular-nums">{money(extra.amount)}</span>
        </li>
      ))}
    </ul>
  )

  if (locked || editable.length === 0) {
    return (
      <Panel id="extras-title" title={t('extras.read-only-title')} className="max-w-3xl">
        <p
          className="mb-4 rounded-control border-l-4 border-alternative bg-alternative/10 p-3 text-sm"
          data-testid="locked-reason"
        >
          {locked ? t(`why.${locked}`) : t('extras.nothing-to-change')}
        </p>
        {booked}
      </Panel>
    )
  }

  // With JavaScript a changed quantity is quoted at once (the `quote` intent, as the button sends it).
  const quoteOnChange = (event: FormEvent<HTMLFormElement>) => {
    if (!QUANTITY_FIELD.test((event.target as HTMLSelectElement).name)) return
    const formData = new FormData(event.currentTarget)
    formData.set('intent', 'quote')
    formData.delete('quoted')
    submit(formData, { method: 'post', preventScrollReset: true })
  }
  const formProps = getFormProps(form)
  const change = quote?.change
  return (
    <div className="max-w-3xl">
      <ErrorSummary ref={summaryRef} id="error-summary" title={tc('error-summary.title')} items={summary} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          submitted.current = true
          formProps.onSubmit(event)
        }}
        onChange={quoteOnChange}
        className="flex flex-col gap-6"
      >
        <Panel id="extras-title" title={t('extras.choose')}>
          <p className="mb-4 text-sm" data-testid="permission-text">
            {t(`extras.intro.${offer.permission}`)}
          </p>
          <div id={form.errorId} hidden>
            {formErrors?.join(' ')}
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            {editable.map((extra, index) => {
              const field = extraFields[index]?.getFieldset()
              if (!field) return null
              return (
                <div key={extra.id}>
                  <input type="hidden" name={field.id.name} value={extra.id} />
                  <SelectField
                    {...getSelectProps(field.quantity)}
                    key={field.quantity.key}
                    label={extra.name}
                    hint={`${tc(`units.${extra.unit}`, { price: money(extra.unitPrice ?? 0) })} · ${t('extras.booked', { count: extra.quantity })}`}
                    errors={errorText(field.quantity.errors)}
                    options={Array.from({ length: extra.max - extra.min + 1 }, (_, step) => {
                      const value = extra.min + step
                      return { value: String(value), label: value === 0 ? t('extras.none') : String(value) }
                    })}
                  />
                </div>
              )
            })}
          </div>
          {fixed.length > 0 ? (
            <>
              <h3 className="mt-2 mb-2 font-semibold">{t('extras.fixed-title')}</h3>
              <ul className="mb-4 flex flex-col gap-1 text-sm" data-testid="fixed-extras">
                {fixed.map((extra) => (
                  <li key={extra.id}>{t('extras.fixed', { name: extra.name, count: extra.quantity })}</li>
                ))}
              </ul>
            </>
          ) : null}
          <Button type="submit" name="intent" value="quote" variant="secondary" size="md" loading={busy === 'quote'}>
            {t('extras.update')}
          </Button>
        </Panel>

        {change ? (
          <Panel id="quote-title" title={t('extras.review')}>
            {/* Read out when a new quote arrives (with JavaScript it follows every change). */}
            <div aria-live="polite" aria-atomic="true" data-testid="quote">
              {quote.review ? <p className="mb-3 text-sm font-semibold">{t('extras.review-again')}</p> : null}
              {change.changes.length === 0 ? (
                <p className="text-sm">{t('extras.no-difference')}</p>
              ) : (
                <>
                  <ul className="mb-3 flex flex-col gap-1 text-sm">
                    {change.changes.map((each) => (
                      <li key={each.id} className="flex justify-between gap-3">
                        <span>{t('extras.change-line', { name: each.name, from: each.from, to: each.to })}</span>
                        <span className="tabular-nums">{money(each.amountAfter - each.amountBefore)}</span>
                      </li>
                    ))}
                  </ul>
                  <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
                    <dt className="font-semibold">{t('extras.difference')}</dt>
                    <dd
                      className="text-right font-semibold tabular-nums"
                      data-testid="difference"
                      data-amount={change.difference}
                    >
                      {change.difference > 0 ? '+' : ''}
                      {money(change.difference)}
                    </dd>
                    <dt>{t('extras.new-total')}</dt>
                    <dd className="text-right tabular-nums" data-testid="new-total" data-amount={change.total}>
                      {money(change.total)}{' '}
                      <span className="text-muted">({t('extras.was', { amount: money(change.previousTotal) })})</span>
                    </dd>
                  </dl>
                  {change.paid > change.total ? (
                    <p className="mt-3 text-sm">{t('extras.credit', { amount: money(change.paid - change.total) })}</p>
                  ) : null}
                  <h3 className="mt-4 mb-2 font-semibold">{t('extras.new-schedule')}</h3>
                  <PaymentSchedule
                    booking={{ ...booking, currency: offer.currency, paymentRates: change.paymentRates }}
                  />
                </>
              )}
            </div>
            {change.changes.length > 0 ? (
              <>
                <input type="hidden" name="quoted" value={quote.key} />
                <Button type="submit" name="intent" value="save" size="lg" className="mt-4" loading={busy === 'save'}>
                  {t('extras.save')}
                </Button>
              </>
            ) : null}
          </Panel>
        ) : null}
      </Form>
    </div>
  )
}
