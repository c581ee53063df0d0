import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation, useSubmit } from '@remix-run/react'
import { useEffect, useRef, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorSummary, type ErrorSummaryItem } from '~/components/ui/ErrorSummary'
import { CheckboxField, ErrorList, SelectField, TextField } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { Image } from '~/components/ui/Image'
import { checkoutChoicesSchemaFor, checkoutFormSchema, type CheckoutStay, type ContactDefaults } from '~/lib/checkout'
import { cn } from '~/lib/cn'
import type { Cart } from '../../../twenty/contract'
import { useDate, useMoney } from './format-hooks'
import { PriceBreakdown } from './PriceBreakdown'
import { Section } from './Section'
import { TravellerFields, useErrorText } from './TravellerFields'

export interface CheckoutPageProps {
  heading: string
  cart: Cart
  countries: { code: string; name: string }[]
  prefixes: string[]
  contact: ContactDefaults | null
  stay: CheckoutStay
  campsite: string
  lastResult: SubmissionResult | null | undefined
  /** A part with its own form before the checkout's (issue 24: choosing a pitch). */
  before?: ReactNode
}

// The date and money hooks live beside this page; importers of this module keep finding them here.
export { useCurrencyName, useDate, useMoney } from './format-hooks'

/** An error key of the checkout namespace, with its one value (`errors.child-age|4`). */
/** The stay, the bill line by line, the total and what is paid when: beside the form, and above it on phones. */
export function StaySummary({ cart, headingId = 'summary-title' }: { cart: Cart; headingId?: string }) {
  const { t } = useTranslation('checkout')
  const money = useMoney(cart.currency)
  const date = useDate({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-panel border border-line bg-surface p-4 md:p-6"
      data-testid="stay-summary"
    >
      <h2 id={headingId} className="mb-3 font-heading text-xl font-bold">
        {t('summary.title')}
      </h2>
      {cart.accommodation.image ? (
        <Image
          src={cart.accommodation.image.url}
          alt={cart.accommodation.image.alt}
          width={cart.accommodation.image.width}
          height={cart.accommodation.image.height}
          className="mb-3 aspect-[400/267] w-full rounded-card object-cover"
        />
      ) : null}
      <p className="font-semibold">{cart.accommodation.name}</p>
      <p className="text-sm text-muted">
        {cart.site.name}, {cart.site.location}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-muted">{t('summary.arrival')}</dt>
        <dd>{date(cart.arrivalDate)}</dd>
        <dt className="text-muted">{t('summary.departure')}</dt>
        <dd>{date(cart.departureDate)}</dd>
        <dt className="text-muted">{t('summary.party')}</dt>
        <dd>
          {t('summary.adults', { count: cart.persons.adults })}
          {cart.persons.children.length > 0
            ? `, ${t('summary.children', { count: cart.persons.children.length, ages: cart.persons.children.map((child) => child.age).join(', ') })}`
            : ''}
        </dd>
      </dl>
      <PriceBreakdown price={cart.price} currency={cart.currency}>
        <p className="mt-2 text-sm">
          <strong>{t('summary.pay-now', { amount: money(cart.price.payNow) })}</strong>
        </p>
        {/* A new total after a change of extras or insurances is read out (not on the first render). */}
        <p className="sr-only" aria-live="polite" aria-atomic="true">
          {t('summary.total')}: {money(cart.price.total)}
        </p>
      </PriceBreakdown>
    </section>
  )
}

function unitLabel(t: (key: string, options?: Record<string, unknown>) => string, unit: string, price: string) {
  return t(`units.${unit}`, { price })
}

/** The fields whose change changes the price. */
const REPRICING_FIELD = /^(extras\[\d+\]\.quantity|liability|travel|paymentKind)$/

/**
 * The checkout form: extras and insurances, participants, the main booker, the payment kind with
 * its schedule, the terms and the button that books. One Remix form; `update` recalculates, `book`
 * books. Validation runs on the server always and in the browser once hydrated.
 */
export function CheckoutPage({
  heading,
  cart,
  countries,
  prefixes,
  contact,
  stay,
  campsite,
  lastResult,
  before,
}: CheckoutPageProps) {
  const { t } = useTranslation('checkout')
  const errorText = useErrorText()
  const money = useMoney(cart.currency)
  const date = useDate()
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  // `info` extras are notes, not for sale: no field.
  const sellable = cart.extras.filter((extra) => extra.unit !== 'info')
  const notes = cart.extras.filter((extra) => extra.unit === 'info')
  const [form, fields] = useForm({
    id: 'checkout',
    lastResult,
    defaultValue: {
      extras: sellable.map((extra) => ({ id: extra.id, quantity: String(extra.quantity) })),
      liability: cart.insurances.liability?.selected ? 'on' : undefined,
      travel: cart.insurances.travel?.selected ? 'on' : undefined,
      paymentKind: cart.paymentKind,
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      phonePrefix: contact?.phonePrefix ?? prefixes[0],
      phone: contact?.phone ?? '',
      country: contact?.country ?? countries[0]?.code,
      street: contact?.street ?? '',
      postcode: contact?.postcode ?? '',
      city: contact?.city ?? '',
      participants: Array.from({ length: stay.adults + stay.childAges.length }, () => ({
        firstName: '',
        lastName: '',
        birthDate: '',
      })),
    },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate({ formData }) {
      return parseWithZod(formData, {
        schema:
          formData.get('intent') === 'book'
            ? checkoutFormSchema(stay, cart.extras)
            : checkoutChoicesSchemaFor(cart.extras),
      })
    },
  })
  // With JavaScript a changed extra, insurance or payment kind prices itself (the `update` intent,
  // as the buttons send it without JavaScript); what was typed elsewhere comes back in the reply.
  const submit = useSubmit()
  const repriceOnChange = (event: FormEvent<HTMLFormElement>) => {
    const { name } = event.target as HTMLInputElement | HTMLSelectElement
    if (!REPRICING_FIELD.test(name)) return
    const formData = new FormData(event.currentTarget)
    formData.set('intent', 'update')
    submit(formData, { method: 'post', preventScrollReset: true })
  }
  const extraFields = fields.extras.getFieldList()
  const participantFields = fields.participants.getFieldList()
  const formErrors = errorText(form.errors)

  // The error summary (GOV.UK pattern): every problem in page order, each linked to its field.
  const summary: ErrorSummaryItem[] = (formErrors ?? []).map((text) => ({ text }))
  const add = (field: { id: string; errors?: string[] }, label: string, fieldId = field.id) => {
    for (const text of errorText(field.errors) ?? []) summary.push({ fieldId, text: `${label}: ${text}` })
  }
  extraFields.forEach((extra, index) => add(extra.getFieldset().quantity, sellable[index]?.name ?? ''))
  participantFields.forEach((participant, index) => {
    const person = participant.getFieldset()
    const child = index >= stay.adults ? index - stay.adults : null
    const legend =
      child === null
        ? t('participants.adult', { number: index + 1 })
        : t('participants.child', { number: child + 1, age: stay.childAges[child] })
    add(person.firstName, `${legend}, ${t('fields.first-name')}`)
    add(person.lastName, `${legend}, ${t('fields.last-name')}`)
    add(person.birthDate, `${legend}, ${t('fields.birth-date')}`)
  })
  if (fields.participants.errors)
    add(fields.participants, t('participants.title'), participantFields[0]?.getFieldset().firstName.id)
  for (const name of [
    'firstName',
    'lastName',
    'email',
    'phonePrefix',
    'phone',
    'street',
    'postcode',
    'city',
    'country',
  ] as const) {
    add(
      fields[name],
      t(
        `fields.${name === 'firstName' ? 'first-name' : name === 'lastName' ? 'last-name' : name === 'phonePrefix' ? 'phone-prefix' : name}`,
      ),
    )
  }
  const firstAllowed = cart.paymentOptions.find((option) => option.allowed)?.kind ?? 'full'
  add(fields.paymentKind, t('payment.title'), `payment-${firstAllowed}`)
  add(fields.acceptTerms, t('terms.title'))
  // Once hydrated, a submit that ends in errors (found here or by the server) moves the focus to
  // the summary; without JavaScript its autofocus attribute does.
  const summaryRef = useRef<HTMLDivElement>(null)
  const submitted = useRef(false)
  const summaryKey = summary.map((item) => `${item.fieldId ?? ''}|${item.text}`).join('\n')
  useEffect(() => {
    if (!submitted.current || summaryKey === '') return
    submitted.current = false
    summaryRef.current?.focus()
  }, [summaryKey, lastResult])
  const formProps = getFormProps(form)

  return (
    <div>
      <p className="mb-2">
        <Link to={campsite} className={cn('text-sm font-semibold text-primary underline', FOCUS)}>
          {t('back', { site: cart.site.name })}
        </Link>
      </p>
      <ErrorSummary ref={summaryRef} id="error-summary" title={t('error-summary.title')} items={summary} />
      <h1 className="mb-6 font-heading text-3xl font-bold md:text-4xl">{heading}</h1>
      {before}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="lg:sticky lg:top-4 lg:order-2">
          <StaySummary cart={cart} />
        </div>
        <Form
          method="post"
          {...formProps}
          onSubmit={(event) => {
            submitted.current = true
            formProps.onSubmit(event)
          }}
          onChange={repriceOnChange}
          className="flex flex-col gap-6 lg:order-1"
        >
          {/* The form's own problems (the unit was taken, the cart expired): also in the summary above. */}
          <div id={form.errorId} hidden>
            {formErrors?.join(' ')}
          </div>

          <Section id="extras-title" title={t('extras.title')}>
            <p className="mb-4 text-sm text-muted">{t('extras.intro')}</p>
            <div className="grid gap-x-4 sm:grid-cols-2">
              {sellable.map((extra, index) => {
                // The action lines posted extras up with the cart's; should a reply still lack one,
                // the field is left out rather than breaking the page.
                const field = extraFields[index]?.getFieldset()
                if (!field) return null
                return (
                  <div key={extra.id}>
                    <input type="hidden" name={field.id.name} value={extra.id} />
                    <SelectField
                      {...getSelectProps(field.quantity)}
                      key={field.quantity.key}
                      label={extra.name}
                      hint={unitLabel(t, extra.unit, money(extra.unitPrice ?? 0))}
                      errors={errorText(field.quantity.errors)}
                      options={Array.from({ length: extra.maxQuantity + 1 }, (_, value) => ({
                        value: String(value),
                        label: value === 0 ? t('extras.none') : String(value),
                      }))}
                    />
                  </div>
                )
              })}
            </div>
            {notes.map((note) => (
              <p key={note.id} className="mb-4 text-sm text-muted">
                {note.name}
              </p>
            ))}
            <h3 className="mt-2 mb-3 font-semibold">{t('insurance.title')}</h3>
            {cart.insurances.liability ? (
              <CheckboxField
                {...getInputProps(fields.liability, { type: 'checkbox' })}
                key={fields.liability.key}
                label={t('insurance.liability', { amount: money(cart.insurances.liability.amount) })}
                hint={t('insurance.liability-hint')}
              />
            ) : null}
            {cart.insurances.travel ? (
              <CheckboxField
                {...getInputProps(fields.travel, { type: 'checkbox' })}
                key={fields.travel.key}
                label={t('insurance.travel', { amount: money(cart.insurances.travel.amount) })}
                hint={t('insurance.travel-hint')}
              />
            ) : null}
            <Button
              type="submit"
              name="intent"
              value="update"
              variant="secondary"
              size="md"
              loading={busy === 'update'}
            >
              {t('update')}
            </Button>
          </Section>

          <Section id="participants-title" title={t('participants.title')}>
            <p className="mb-4 text-sm text-muted">{t('participants.intro')}</p>
            <ol className="flex flex-col gap-4">
              {participantFields.map((participant, index) => {
                const person = participant.getFieldset()
                const child = index >= stay.adults ? index - stay.adults : null
                const legend =
                  child === null
                    ? t('participants.adult', { number: index + 1 })
                    : t('participants.child', { number: child + 1, age: stay.childAges[child] })
                return (
                  <li key={participant.key}>
                    <TravellerFields person={person} legend={legend} today={stay.today} named={index === 0} />
                  </li>
                )
              })}
            </ol>
          </Section>

          <Section id="booker-title" title={t('booker.title')}>
            <p className="mb-4 text-sm text-muted">{t('booker.intro')}</p>
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextField
                {...getInputProps(fields.firstName, { type: 'text' })}
                key={fields.firstName.key}
                label={t('fields.first-name')}
                autoComplete="given-name"
                errors={errorText(fields.firstName.errors)}
              />
              <TextField
                {...getInputProps(fields.lastName, { type: 'text' })}
                key={fields.lastName.key}
                label={t('fields.last-name')}
                autoComplete="family-name"
                errors={errorText(fields.lastName.errors)}
              />
              <TextField
                {...getInputProps(fields.email, { type: 'email' })}
                key={fields.email.key}
                label={t('fields.email')}
                autoComplete="email"
                errors={errorText(fields.email.errors)}
                className="sm:col-span-2"
              />
              <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-3 sm:col-span-2">
                <SelectField
                  {...getSelectProps(fields.phonePrefix)}
                  key={fields.phonePrefix.key}
                  label={t('fields.phone-prefix')}
                  options={prefixes.map((prefix) => ({ value: prefix, label: prefix }))}
                  errors={errorText(fields.phonePrefix.errors)}
                />
                <TextField
                  {...getInputProps(fields.phone, { type: 'tel' })}
                  key={fields.phone.key}
                  label={t('fields.phone')}
                  autoComplete="tel-national"
                  errors={errorText(fields.phone.errors)}
                />
              </div>
              <TextField
                {...getInputProps(fields.street, { type: 'text' })}
                key={fields.street.key}
                label={t('fields.street')}
                autoComplete="street-address"
                errors={errorText(fields.street.errors)}
                className="sm:col-span-2"
              />
              <TextField
                {...getInputProps(fields.postcode, { type: 'text' })}
                key={fields.postcode.key}
                label={t('fields.postcode')}
                autoComplete="postal-code"
                errors={errorText(fields.postcode.errors)}
              />
              <TextField
                {...getInputProps(fields.city, { type: 'text' })}
                key={fields.city.key}
                label={t('fields.city')}
                autoComplete="address-level2"
                errors={errorText(fields.city.errors)}
              />
              <SelectField
                {...getSelectProps(fields.country)}
                key={fields.country.key}
                label={t('fields.country')}
                autoComplete="country"
                options={countries.map((country) => ({ value: country.code, label: country.name }))}
                errors={errorText(fields.country.errors)}
                className="sm:col-span-2"
              />
            </div>
          </Section>

          <Section id="payment-title" title={t('payment.title')}>
            <fieldset aria-describedby={fields.paymentKind.errors ? fields.paymentKind.errorId : undefined}>
              <legend className="mb-3 text-sm text-muted">{t('payment.intro')}</legend>
              <div className="flex flex-col gap-3">
                {cart.paymentOptions.map((option) => {
                  const id = `payment-${option.kind}`
                  return (
                    <div
                      key={option.kind}
                      className={cn(
                        'rounded-card border p-3',
                        option.allowed ? 'border-line' : 'border-line bg-canvas opacity-80',
                      )}
                    >
                      <div className="flex items-start gap-3">
                        <input
                          type="radio"
                          id={id}
                          name={fields.paymentKind.name}
                          value={option.kind}
                          defaultChecked={(fields.paymentKind.initialValue ?? cart.paymentKind) === option.kind}
                          disabled={!option.allowed}
                          aria-describedby={`${id}-schedule`}
                          className="mt-1 size-5 accent-primary"
                        />
                        <div>
                          <label htmlFor={id} className="font-semibold">
                            {t(`payment.kinds.${option.kind}`)}
                          </label>
                          <ul id={`${id}-schedule`} className="mt-1 text-sm">
                            {option.allowed ? (
                              option.rates.map((rate) => (
                                <li key={rate.index}>
                                  {rate.payNow
                                    ? t('payment.rate-now', { amount: money(rate.amount) })
                                    : t('payment.rate-by', { amount: money(rate.amount), date: date(rate.dueDate) })}
                                </li>
                              ))
                            ) : (
                              <li className="text-muted">{t('payment.not-allowed')}</li>
                            )}
                          </ul>
                        </div>
                      </div>
                    </div>
                  )
                })}
              </div>
              <ErrorList id={fields.paymentKind.errorId} errors={errorText(fields.paymentKind.errors)} />
            </fieldset>
            <p className="mt-3 text-sm text-muted">{t('payment.how')}</p>
            <Button
              type="submit"
              name="intent"
              value="update"
              variant="secondary"
              size="md"
              className="mt-3"
              loading={busy === 'update'}
            >
              {t('update')}
            </Button>
          </Section>

          <Section id="terms-title" title={t('terms.title')}>
            <ul className="mb-4 list-disc pl-5 text-sm" aria-label={t('terms.cancellation-title')}>
              <li>{t('terms.cancellation-1')}</li>
              <li>{t('terms.cancellation-2')}</li>
              <li>{t('terms.cancellation-3')}</li>
            </ul>
            <CheckboxField
              {...getInputProps(fields.acceptTerms, { type: 'checkbox' })}
              key={fields.acceptTerms.key}
              label={t('terms.accept')}
              errors={errorText(fields.acceptTerms.errors)}
            />
            <p className="mb-3 text-sm">
              {t('terms.obligation', { total: money(cart.price.total), now: money(cart.price.payNow) })}
            </p>
            <Button type="submit" name="intent" value="book" size="xl" fullWidth loading={busy === 'book'}>
              {t('book')}
            </Button>
          </Section>
        </Form>
      </div>
    </div>
  )
}
