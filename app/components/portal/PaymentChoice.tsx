import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode, type Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { useCurrencyName, useDate, useMoney } from '~/components/checkout/format-hooks'
import { Button } from '~/components/ui/Button'
import { ErrorSummary, type ErrorSummaryItem } from '~/components/ui/ErrorSummary'
import { ErrorList } from '~/components/ui/Field'
import { cn } from '~/lib/cn'
import { minimumAmount, offersFreeAmount, offersRates, rateChoice, type PaymentPlan } from '~/lib/payment'
import { paymentChoiceSchema } from '~/lib/payment-form'
import { Panel } from './BookingSummary'
import { usePaymentErrorText } from './PaymentOutstanding'

/** One radio choice: the control, its label and what it costs, in a card that lights up when chosen. */
function ChoiceCard({
  id,
  value,
  name,
  defaultChecked,
  label,
  amount,
  describedBy,
  children,
  radioRef,
}: {
  id: string
  value: string
  name: string
  defaultChecked: boolean
  label: ReactNode
  amount?: string
  describedBy?: string
  children?: ReactNode
  radioRef?: Ref<HTMLInputElement>
}) {
  return (
    <li className="rounded-card border border-line bg-surface p-3 has-[:checked]:border-primary has-[:checked]:bg-primary/5 sm:p-4">
      <div className="flex items-start gap-3">
        <input
          ref={radioRef}
          type="radio"
          id={id}
          name={name}
          value={value}
          defaultChecked={defaultChecked}
          aria-describedby={describedBy}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-primary"
        />
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4">
            <label htmlFor={id} className="cursor-pointer font-semibold">
              {label}
            </label>
            {amount ? <span className="font-semibold tabular-nums">{amount}</span> : null}
          </div>
          {children}
        </div>
      </div>
    </li>
  )
}

/**
 * The payment page's choice (SPEC sections 4 and 5): the full balance, each pending rate when more
 * than one is pending, or any amount from the next rate to the balance (paying ahead). A Remix form
 * that works without JavaScript; checked on the server always and in the browser once hydrated.
 * An agent sees the same amounts as a list, with no form (decision 027).
 */
export function PaymentChoiceForm({
  plan,
  chosen,
  readOnly,
  lastResult,
}: {
  plan: PaymentPlan
  /** The choice to start from: the one made before, or the full balance. */
  chosen: { choice: string; amount?: string }
  readOnly: boolean
  lastResult: SubmissionResult | null | undefined
}) {
  const { t } = useTranslation('payment')
  const { t: tc } = useTranslation('checkout')
  const money = useMoney(plan.currency)
  const currencyName = useCurrencyName()
  const date = useDate({ day: 'numeric', month: 'long', year: 'numeric' })
  const errorText = usePaymentErrorText(plan.currency)
  const navigation = useNavigation()
  const schema = paymentChoiceSchema(plan)
  const [form, fields] = useForm({
    id: 'payment-choice',
    lastResult,
    defaultValue: chosen,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  })
  const amountRadioRef = useRef<HTMLInputElement>(null)
  const rates = offersRates(plan) ? plan.pending : []
  const freeAmount = offersFreeAmount(plan)
  const min = minimumAmount(plan)

  const formErrors = errorText(form.errors)
  const choiceErrors = errorText(fields.choice.errors)
  const amountErrors = errorText(fields.amount.errors)
  const summary: ErrorSummaryItem[] = [
    ...(formErrors ?? []).map((text) => ({ text })),
    ...(choiceErrors ?? []).map((text) => ({ fieldId: `${fields.choice.id}-full`, text })),
    ...(amountErrors ?? []).map((text) => ({ fieldId: fields.amount.id, text: `${t('choice.amount')}: ${text}` })),
  ]
  // After a submit that ends in errors the summary takes the focus (without JavaScript: autofocus).
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitted = useRef(false)
  const summaryKey = summary.map((item) => `${item.fieldId ?? ''}|${item.text}`).join('\n')
  useEffect(() => {
    if (!submitted.current || summaryKey === '') return
    submitted.current = false
    summaryRef.current?.focus()
  }, [summaryKey, lastResult])

  if (readOnly) {
    return (
      <Panel id="choice-title" title={t('choice.legend')}>
        <p
          className="mb-3 rounded-control border-l-4 border-alternative bg-alternative/10 p-3 text-sm"
          data-testid="payment-read-only"
        >
          {t('choice.read-only')}
        </p>
        <ul className="flex flex-col gap-1 text-sm">
          <li className="flex justify-between gap-4">
            <span>{t('choice.full')}</span>
            <span className="tabular-nums">{money(plan.outstanding)}</span>
          </li>
          {rates.map((rate) => (
            <li key={rate.index} className="flex justify-between gap-4">
              <span>{t('choice.rate', { number: rate.index, date: date(rate.dueDate) })}</span>
              <span className="tabular-nums">{money(rate.due)}</span>
            </li>
          ))}
        </ul>
      </Panel>
    )
  }

  const formProps = getFormProps(form)
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST'
  const choiceName = fields.choice.name
  const initial = fields.choice.initialValue ?? chosen.choice
  const amountHintId = `${fields.amount.id}-description`
  return (
    <>
      <ErrorSummary ref={summaryRef} id="error-summary" title={tc('error-summary.title')} items={summary} />
      <Form
        method="post"
        {...formProps}
        onSubmit={(event) => {
          submitted.current = true
          formProps.onSubmit(event)
        }}
      >
        <Panel id="choice-title" title={t('choice.legend')}>
          <div id={form.errorId} hidden>
            {formErrors?.join(' ')}
          </div>
          <fieldset aria-describedby={choiceErrors ? fields.choice.errorId : undefined}>
            <legend className="sr-only">{t('choice.legend')}</legend>
            <ErrorList id={fields.choice.errorId} errors={choiceErrors} />
            <ul className="mt-1 flex flex-col gap-3">
              <ChoiceCard
                id={`${fields.choice.id}-full`}
                name={choiceName}
                value="full"
                defaultChecked={initial === 'full'}
                label={t('choice.full')}
                amount={money(plan.outstanding)}
                describedBy={`${fields.choice.id}-full-hint`}
              >
                <p id={`${fields.choice.id}-full-hint`} className="text-sm text-muted">
                  {plan.pending.length > 1 ? t('choice.full-hint-rates') : t('choice.full-hint')}
                </p>
              </ChoiceCard>
              {rates.map((rate) => (
                <ChoiceCard
                  key={rate.index}
                  id={`${fields.choice.id}-${rateChoice(rate.index)}`}
                  name={choiceName}
                  value={rateChoice(rate.index)}
                  defaultChecked={initial === rateChoice(rate.index)}
                  label={t('choice.rate', { number: rate.index, date: date(rate.dueDate) })}
                  amount={money(rate.due)}
                />
              ))}
              {freeAmount ? (
                <ChoiceCard
                  id={`${fields.choice.id}-amount`}
                  name={choiceName}
                  value="amount"
                  defaultChecked={initial === 'amount'}
                  label={t('choice.amount')}
                  describedBy={amountHintId}
                  radioRef={amountRadioRef}
                >
                  <p id={amountHintId} className="text-sm text-muted">
                    {t('choice.amount-hint', { min: money(min), max: money(plan.outstanding) })}
                  </p>
                  <div className="mt-1 flex flex-col">
                    <label htmlFor={fields.amount.id} className="mb-1 text-sm font-semibold">
                      {t('choice.amount-label', { currency: currencyName(plan.currency) })}
                    </label>
                    <input
                      {...getInputProps(fields.amount, { type: 'text' })}
                      key={fields.amount.key}
                      inputMode="decimal"
                      autoComplete="off"
                      aria-describedby={cn(amountHintId, amountErrors && fields.amount.errorId) || undefined}
                      // Typing an amount chooses it (with JavaScript; without, the radio is chosen by hand).
                      onFocus={() => {
                        if (amountRadioRef.current) amountRadioRef.current.checked = true
                      }}
                      className={cn(
                        'block h-[50px] w-full max-w-[14rem] rounded-control border border-muted/60 bg-surface',
                        'px-4 text-base text-ink tabular-nums transition-colors duration-300',
                        'hover:border-ink/70 focus:border-primary',
                        'aria-[invalid=true]:border-[#b42318] aria-[invalid=true]:bg-[#fffbfa]',
                      )}
                    />
                    <div className="min-h-7 pt-1">
                      <ErrorList id={fields.amount.errorId} errors={amountErrors} />
                    </div>
                  </div>
                </ChoiceCard>
              ) : null}
            </ul>
          </fieldset>
          <div className="mt-5">
            <Button type="submit" size="lg" loading={busy} className="w-full sm:w-auto">
              {t('choice.continue')}
            </Button>
          </div>
        </Panel>
      </Form>
    </>
  )
}
