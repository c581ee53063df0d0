import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useHydrated } from 'remix-utils/use-hydrated'
import { useDate, useMoney } from '~/components/checkout/format-hooks'
import { TrustIcon } from '~/components/layout/TrustIcon'
import { Button } from '~/components/ui/Button'
import { ErrorList } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { Modal } from '~/components/ui/Modal'
import { cn } from '~/lib/cn'
import { ENHANCED_PAYMENT_FIELD, type PaymentChoice, type PaymentStart, type ProviderOption } from '~/lib/payment'
import type { IconLink } from '../../../market-config/configuration'
import type { Booking } from '../../../twenty/contract'
import { Panel } from './BookingSummary'
import { usePaymentErrorText } from './PaymentOutstanding'

/** The marks of a method: the market's cards for a card payment (SPEC section 9), else the method's own. */
function methodIcons(method: string, cards: readonly IconLink[]): { src: string; label: string }[] {
  if (method === 'card' || method === 'visa' || method === 'mastercard' || method === 'creditcard')
    return cards
      .filter((icon) => method === 'card' || method === 'creditcard' || icon.icon.includes(method))
      .map((icon) => ({ src: `/icons/${icon.icon}`, label: icon.labelKey.replace(/^payment\./, '') }))
  if (['ideal', 'twint', 'bancontact', 'paypal', 'maestro'].includes(method))
    return [{ src: `/icons/payment/${method}.svg`, label: method }]
  return []
}

/**
 * The payment options (SPEC section 5): what is paid, the providers as radio buttons (the first
 * chosen), each with its marks, its fee and the total, the gift voucher listed and switched off
 * with a word why (SPEC section 4), and the button that says the amount. A Remix form that works
 * without JavaScript (the provider's page opens in the same tab); with JavaScript Bambora's
 * payment window opens in a modal overlay, and closing it cancels the payment.
 */
export function PaymentOptions({
  booking,
  choice,
  options,
  selected,
  cards,
  accepted,
  links,
  readOnly,
  lastResult,
  start,
}: {
  booking: Booking
  choice: PaymentChoice & { amount: number; dueDate: string | null }
  options: ProviderOption[]
  selected: string | null
  /** The market's card marks (visa and mastercard everywhere). */
  cards: IconLink[]
  /** Every payment mark of the market (the footer's list: iDEAL too in nl). */
  accepted: IconLink[]
  links: { payment: string; overview: string }
  /** An agent reads the options and starts nothing (decision 027). */
  readOnly: boolean
  lastResult: SubmissionResult | null | undefined
  start: PaymentStart | null | undefined
}) {
  const { t } = useTranslation('payment')
  const money = useMoney(booking.currency)
  const date = useDate({ day: 'numeric', month: 'long', year: 'numeric' })
  const errorText = usePaymentErrorText(booking.currency)
  const hydrated = useHydrated()
  const navigation = useNavigation()
  const [current, setCurrent] = useState(selected)
  const [form, fields] = useForm({ id: 'payment-start', lastResult, defaultValue: { provider: selected ?? '' } })
  const formErrors = errorText(form.errors)
  const providerErrors = errorText(fields.provider.errors)
  const chosen = options.find((option) => option.value === current) ?? options.find((option) => option.available)
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'

  // The start's answer to a hydrated page: Saferpay's page, or Bambora's window in the overlay.
  // Only once the post's revalidation has finished: the router hands over the action's data while
  // the root is still reloading, and that answer consumes the flashed event and clears the toast
  // cookie. Leaving earlier lost the event; cancelling earlier lost the cancel's toast, cleared by
  // the revalidation's answer arriving after it.
  const settled = navigation.state === 'idle'
  const [windowOpen, setWindowOpen] = useState(false)
  useEffect(() => {
    if (!start || !settled) return
    if (start.kind === 'redirect') window.location.assign(start.url)
    else setWindowOpen(true)
  }, [start, settled])

  // Closing the window cancels the payment: the payment page says so, as after Bambora's own
  // cancel (a document load: the root reads the toast only then, or after a post).
  const closeWindow = () => {
    if (start?.kind !== 'bambora') return
    setWindowOpen(false)
    window.location.assign(start.cancelHref)
  }

  const what =
    choice.kind === 'rate' && choice.rate !== null
      ? t('options.paying-rate', { number: choice.rate, date: choice.dueDate ? date(choice.dueDate) : '' })
      : choice.kind === 'amount'
        ? t('options.paying-amount')
        : t('options.paying-full')

  return (
    <div className="flex flex-col gap-6">
      <Panel id="paying-title" title={t('options.paying-title')}>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <p>{what}</p>
          <p className="text-xl font-bold tabular-nums" data-testid="paying-amount" data-amount={choice.amount}>
            {money(choice.amount)}
          </p>
        </div>
        <p className="mt-2 text-sm">
          <Link to={links.payment} className={cn('font-semibold text-primary underline underline-offset-2', FOCUS)}>
            {t('options.change-amount')}
          </Link>
        </p>
      </Panel>

      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectUrl" value={links.overview} />
        {hydrated ? <input type="hidden" name={ENHANCED_PAYMENT_FIELD} value="true" /> : null}
        <Panel id="providers-title" title={t('options.legend')}>
          <div id={form.errorId}>
            <ErrorList errors={formErrors} />
          </div>
          <fieldset aria-describedby={providerErrors ? fields.provider.errorId : undefined}>
            <legend className="sr-only">{t('options.legend')}</legend>
            <ErrorList id={fields.provider.errorId} errors={providerErrors} />
            <ul className="mt-1 flex flex-col gap-3" data-testid="providers">
              {options.map((option) => {
                const id = `provider-${option.value.replace(/[^a-z0-9]+/gi, '-')}`
                const icons = methodIcons(option.method, cards)
                return (
                  <li
                    key={option.value}
                    className={cn(
                      'rounded-card border border-line p-3 sm:p-4',
                      option.available
                        ? 'bg-surface has-[:checked]:border-primary has-[:checked]:bg-primary/5'
                        : 'bg-canvas',
                    )}
                  >
                    <div className="flex items-start gap-3">
                      <input
                        type="radio"
                        id={id}
                        name={fields.provider.name}
                        value={option.value}
                        defaultChecked={option.value === selected}
                        disabled={!option.available}
                        aria-describedby={`${id}-detail`}
                        onChange={() => setCurrent(option.value)}
                        className="mt-1 size-5 shrink-0 cursor-pointer accent-primary disabled:cursor-not-allowed"
                      />
                      <div className="flex min-w-0 flex-1 flex-col gap-1">
                        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
                          <label
                            htmlFor={id}
                            className={cn('font-semibold', option.available ? 'cursor-pointer' : 'text-muted')}
                          >
                            {option.name}
                          </label>
                          {icons.length > 0 ? (
                            <span className="flex gap-1.5">
                              {icons.map((icon) => (
                                <img
                                  key={icon.src}
                                  src={icon.src}
                                  alt={t(`icons.${icon.label}`)}
                                  width={48}
                                  height={32}
                                  className="rounded border border-line bg-white"
                                />
                              ))}
                            </span>
                          ) : null}
                        </div>
                        <p id={`${id}-detail`} className="text-sm text-muted">
                          {option.available
                            ? option.fee > 0
                              ? t('options.fee', { fee: money(option.fee), total: money(option.total) })
                              : t('options.no-fee')
                            : t('options.gift-voucher')}
                        </p>
                      </div>
                    </div>
                  </li>
                )
              })}
            </ul>
          </fieldset>
          <dl className="mt-5 grid grid-cols-[1fr_auto] gap-x-4 border-t border-line pt-4">
            <dt className="font-semibold">{t('options.total')}</dt>
            <dd className="text-right text-xl font-bold tabular-nums" data-testid="total-to-pay">
              {money(chosen?.total ?? choice.amount)}
            </dd>
          </dl>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button type="submit" size="lg" loading={busy} disabled={!chosen || readOnly} className="w-full sm:w-auto">
              {t('options.pay', { amount: money(chosen?.total ?? choice.amount) })}
            </Button>
            <ul className="flex flex-wrap gap-1.5" aria-label={t('options.accepted')}>
              {accepted.map((icon) => (
                <li key={icon.icon}>
                  <TrustIcon icon={icon} height={24} className="rounded border border-line bg-white" />
                </li>
              ))}
            </ul>
          </div>
          {readOnly ? (
            <p
              className="mt-3 rounded-control border-l-4 border-alternative bg-alternative/10 p-3 text-sm"
              data-testid="payment-read-only"
            >
              {t('choice.read-only')}
            </p>
          ) : null}
          <p className="mt-3 text-sm text-muted">{t('options.secure')}</p>
        </Panel>
      </Form>

      {start?.kind === 'bambora' ? (
        <Modal
          open={windowOpen}
          size="lg"
          title={t('window.title', { amount: money(chosen?.total ?? choice.amount) })}
          onClose={closeWindow}
        >
          <iframe
            src={start.windowUrl}
            title={t('window.frame-title')}
            // Escape inside the window closes it too: the dialog only hears keys of this document,
            // so a window on this origin (the sandbox) passes its Escape on; another origin's cannot.
            onLoad={(event) => {
              try {
                event.currentTarget.contentDocument?.addEventListener('keydown', (key) => {
                  if (key.key === 'Escape') closeWindow()
                })
              } catch {
                // A provider on its own origin: its document is not ours to listen to.
              }
            }}
            className="h-[70dvh] min-h-[28rem] w-full rounded-card border border-line bg-surface"
            data-testid="payment-window"
          />
        </Modal>
      ) : null}
    </div>
  )
}
