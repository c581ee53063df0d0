import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FormMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorList, SelectField, TextField } from '~/components/ui/Field'
import { FlashMessage } from '~/components/ui/Toasts'
import {
  addressFormSchema,
  countryFormSchema,
  personalFormSchema,
  phoneFormSchema,
  sectionDefaults,
  type AccountSection,
} from '~/lib/account'
import { accountReadOnlyReason, useCustomer } from '~/lib/customer'
import { dateFormat } from '~/lib/intl'
import { useStorefront } from '~/lib/storefront'
import { POSTCODE_FORMATS, postcodeFits, type AccountDetails } from '../../../twenty/contract'

/** What a refused section post answers (routes/profile-details.server.ts). */
export interface DetailsReply {
  intent: AccountSection
  result: SubmissionResult
  toast: { id: string; messageKey: string } | null
}

export interface PersonalDetailsProps {
  countries: { code: string; name: string }[]
  prefixes: string[]
  today: string
  reply: DetailsReply | null | undefined
}

type Customer = ReturnType<typeof useCustomer>

/** An error of the account namespace: a field's code (`postcode`) or a full key (`read-only.agent-refused`). */
function useErrorText() {
  const { t } = useTranslation('account')
  return (errors: readonly string[] | null | undefined) =>
    errors?.map((error) => (error.includes('.') ? t(error) : t(`errors.${error}`)))
}

function useDay() {
  const { market } = useStorefront()
  const format = dateFormat(market.languageTag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (iso: string) => format.format(new Date(`${iso}T00:00:00Z`))
}

/**
 * The personal-details page (issue 19): SPEC's four sections, each its own form that saves alone.
 * Without JavaScript every form posts and the page comes back with the toast, or with the errors
 * and what was typed; with it, each form also checks itself before it posts. An agent or a
 * booking-reference sign-in sees the same details read-only, with the reason.
 */
export function PersonalDetails({ countries, prefixes, today, reply }: PersonalDetailsProps) {
  const customer = useCustomer()
  const reason = accountReadOnlyReason(customer)
  if (reason) return <ReadOnlyDetails customer={customer} countries={countries} reason={reason} />
  const countryName = (code: string | undefined) => countries.find((country) => country.code === code)?.name ?? code
  const own = (section: AccountSection) => (reply?.intent === section ? reply : null)
  // A section saved (the layout loaded the user afresh) starts over from what is stored now.
  const stored = (section: AccountSection) => JSON.stringify(sectionDefaults(section, customer))
  return (
    <div className="grid max-w-5xl gap-6 lg:grid-cols-2 lg:items-start">
      <PersonalSection key={stored('personal')} customer={customer} today={today} reply={own('personal')} />
      <CountrySection key={stored('country')} customer={customer} countries={countries} reply={own('country')} />
      <AddressSection
        key={stored('address') + (customer.details.country ?? '')}
        customer={customer}
        countryName={countryName}
        reply={own('address')}
      />
      <PhoneSection key={stored('phone')} customer={customer} prefixes={prefixes} reply={own('phone')} />
    </div>
  )
}

/** A section's card: its heading, what it is for, and its form. */
function Section({
  section,
  title,
  text,
  children,
}: {
  section: AccountSection
  title: string
  text: string
  children: ReactNode
}) {
  return (
    <section
      id={section}
      aria-labelledby={`${section}-title`}
      className="scroll-mt-4 rounded-card border border-line bg-surface p-5 sm:p-6"
    >
      <h2 id={`${section}-title`} className="font-heading text-xl font-bold">
        {title}
      </h2>
      <p className="mt-1 mb-4 text-sm text-muted">{text}</p>
      {children}
    </section>
  )
}

/** What every section's conform form shares: checked on submit, then while correcting; a refused post's reply. */
const formOptions = (reply: DetailsReply | null) => ({
  lastResult: reply?.result,
  shouldValidate: 'onSubmit' as const,
  shouldRevalidate: 'onInput' as const,
})

/** What the section's form element needs of conform's form. */
const sectionForm = <Schema extends Record<string, unknown>>(form: FormMetadata<Schema>) => ({
  props: getFormProps(form),
  errorId: form.errorId,
  errors: form.errors,
})

/** The form of a section: its intent, the fields, its own problems and the save button. */
function SectionForm({
  section,
  form,
  reply,
  submit,
  children,
}: {
  section: AccountSection
  form: { props: ReturnType<typeof getFormProps>; errorId: string; errors?: string[] }
  reply: DetailsReply | null
  submit: string
  children: ReactNode
}) {
  const { t } = useTranslation('toasts')
  const errorText = useErrorText()
  const navigation = useNavigation()
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === section
  const formErrors = errorText(form.errors)
  return (
    <Form method="post" {...form.props} aria-describedby={formErrors?.length ? form.errorId : undefined}>
      {/* SPEC section 8: a failed update says so (a toast once hydrated, inline before). */}
      <FlashMessage
        flash={reply?.toast ? { id: reply.toast.id, kind: 'error', message: t(reply.toast.messageKey) } : null}
      />
      <input type="hidden" name="intent" value={section} />
      {children}
      <div aria-live="polite" className="mb-3">
        <ErrorList id={form.errorId} errors={formErrors} />
      </div>
      <Button type="submit" size="md" loading={saving}>
        {submit}
      </Button>
    </Form>
  )
}

function PersonalSection({
  customer,
  today,
  reply,
}: {
  customer: Customer
  today: string
  reply: DetailsReply | null
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'details-personal',
    ...formOptions(reply),
    defaultValue: sectionDefaults('personal', customer),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: personalFormSchema }),
  })
  return (
    <Section section="personal" title={t('details.personal.title')} text={t('details.personal.text')}>
      <SectionForm section="personal" form={sectionForm(form)} reply={reply} submit={t('details.personal.submit')}>
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField
            {...getInputProps(fields.firstName, { type: 'text' })}
            key={fields.firstName.key}
            label={t('fields.first-name')}
            autoComplete="given-name"
            required
            maxLength={100}
            errors={errorText(fields.firstName.errors)}
          />
          <TextField
            {...getInputProps(fields.lastName, { type: 'text' })}
            key={fields.lastName.key}
            label={t('fields.last-name')}
            autoComplete="family-name"
            required
            maxLength={100}
            errors={errorText(fields.lastName.errors)}
          />
          <TextField
            {...getInputProps(fields.birthDate, { type: 'date' })}
            key={fields.birthDate.key}
            label={t('fields.birth-date')}
            hint={t('fields.birth-date-hint')}
            autoComplete="bday"
            min="1900-01-01"
            max={today}
            errors={errorText(fields.birthDate.errors)}
          />
        </div>
      </SectionForm>
    </Section>
  )
}

function CountrySection({
  customer,
  countries,
  reply,
}: {
  customer: Customer
  countries: { code: string; name: string }[]
  reply: DetailsReply | null
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'details-country',
    ...formOptions(reply),
    defaultValue: sectionDefaults('country', customer),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: countryFormSchema }),
  })
  return (
    <Section section="country" title={t('details.country.title')} text={t('details.country.text')}>
      <SectionForm section="country" form={sectionForm(form)} reply={reply} submit={t('details.country.submit')}>
        <SelectField
          {...getSelectProps(fields.country)}
          key={fields.country.key}
          label={t('fields.country')}
          autoComplete="country"
          required
          placeholder={t('fields.country-choose')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          errors={errorText(fields.country.errors)}
        />
      </SectionForm>
    </Section>
  )
}

function AddressSection({
  customer,
  countryName,
  reply,
}: {
  customer: Customer
  countryName: (code: string | undefined) => string | undefined
  reply: DetailsReply | null
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'details-address',
    ...formOptions(reply),
    defaultValue: sectionDefaults('address', customer),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressFormSchema }),
  })
  const { country, postalCode } = customer.details
  const example = country ? POSTCODE_FORMATS[country]?.example : undefined
  // The country changed and the stored postcode is not one of the new country's: say so here.
  const mismatch = Boolean(country && postalCode && !postcodeFits(country, postalCode))
  return (
    <Section section="address" title={t('details.address.title')} text={t('details.address.text')}>
      {mismatch ? (
        <p className="mb-4 rounded-card border-l-4 border-[#b54708] bg-[#fffaeb] px-4 py-3 text-sm text-ink">
          {t('details.address.postcode-mismatch', { country: countryName(country) })}
        </p>
      ) : null}
      <SectionForm section="address" form={sectionForm(form)} reply={reply} submit={t('details.address.submit')}>
        {/* The postcode is checked against the account's country (its own section). */}
        {country ? <input type="hidden" name="country" value={country} /> : null}
        <div className="grid gap-x-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            {...getInputProps(fields.street, { type: 'text' })}
            key={fields.street.key}
            label={t('fields.street')}
            autoComplete="street-address"
            required
            maxLength={120}
            errors={errorText(fields.street.errors)}
            className="sm:col-span-2"
          />
          <TextField
            {...getInputProps(fields.city, { type: 'text' })}
            key={fields.city.key}
            label={t('fields.city')}
            autoComplete="address-level2"
            required
            maxLength={80}
            errors={errorText(fields.city.errors)}
          />
          <TextField
            {...getInputProps(fields.postalCode, { type: 'text' })}
            key={fields.postalCode.key}
            label={t('fields.postcode')}
            hint={example ? t('fields.postcode-hint', { example }) : undefined}
            autoComplete="postal-code"
            required
            maxLength={12}
            errors={errorText(fields.postalCode.errors)}
          />
        </div>
      </SectionForm>
    </Section>
  )
}

function PhoneSection({
  customer,
  prefixes,
  reply,
}: {
  customer: Customer
  prefixes: string[]
  reply: DetailsReply | null
}) {
  const { t } = useTranslation('account')
  const errorText = useErrorText()
  const [form, fields] = useForm({
    id: 'details-phone',
    ...formOptions(reply),
    defaultValue: sectionDefaults('phone', customer),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: phoneFormSchema }),
  })
  const stored = customer.details.phonePrefix
  const options = stored && !prefixes.includes(stored) ? [stored, ...prefixes] : prefixes
  return (
    <Section section="phone" title={t('details.phone.title')} text={t('details.phone.text')}>
      <SectionForm section="phone" form={sectionForm(form)} reply={reply} submit={t('details.phone.submit')}>
        <div className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-x-3">
          <SelectField
            {...getSelectProps(fields.phonePrefix)}
            key={fields.phonePrefix.key}
            // No prefix stored yet: the market's own comes first.
            defaultValue={fields.phonePrefix.initialValue || options[0]}
            label={t('fields.phone-prefix')}
            required
            options={options.map((prefix) => ({ value: prefix, label: prefix }))}
            errors={errorText(fields.phonePrefix.errors)}
          />
          <TextField
            {...getInputProps(fields.phone, { type: 'tel' })}
            key={fields.phone.key}
            label={t('fields.phone')}
            hint={t('fields.phone-hint')}
            autoComplete="tel-national"
            inputMode="tel"
            required
            maxLength={20}
            errors={errorText(fields.phone.errors)}
          />
        </div>
      </SectionForm>
    </Section>
  )
}

/** The details as a list, for an agent or a booking-reference sign-in, with why nothing can be changed. */
function ReadOnlyDetails({
  customer,
  countries,
  reason,
}: {
  customer: Customer
  countries: { code: string; name: string }[]
  reason: 'agent' | 'booking-sign-in'
}) {
  const { t } = useTranslation('account')
  const day = useDay()
  const details: AccountDetails = customer.details
  const none = t('details.not-given')
  const country = countries.find((each) => each.code === details.country)?.name ?? details.country
  const rows: { section: AccountSection; items: [string, string | undefined][] }[] = [
    {
      section: 'personal',
      items: [
        [t('fields.first-name'), customer.firstName],
        [t('fields.last-name'), customer.lastName],
        [t('fields.birth-date'), details.birthDate ? day(details.birthDate) : undefined],
      ],
    },
    { section: 'country', items: [[t('fields.country'), country]] },
    {
      section: 'address',
      items: [
        [t('fields.street'), details.street],
        [t('fields.postcode'), details.postalCode],
        [t('fields.city'), details.city],
      ],
    },
    {
      section: 'phone',
      items: [
        [
          t('fields.phone'),
          details.phone ? `${details.phonePrefix ? `${details.phonePrefix} ` : ''}${details.phone}` : undefined,
        ],
      ],
    },
  ]
  return (
    <div className="max-w-5xl">
      <p className="mb-6 max-w-2xl rounded-card border-l-4 border-primary bg-surface px-4 py-3" role="note">
        {reason === 'agent'
          ? t('read-only.details-agent')
          : t('read-only.details-booking', { ref: customer.bookingRef ?? '' })}
      </p>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        {rows.map(({ section, items }) => (
          <section
            key={section}
            id={section}
            aria-labelledby={`${section}-title`}
            className="rounded-card border border-line bg-surface p-5 sm:p-6"
          >
            <h2 id={`${section}-title`} className="mb-3 font-heading text-xl font-bold">
              {t(`details.${section}.title`)}
            </h2>
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
              {items.map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted">{label}</dt>
                  <dd className="break-words">{value || none}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </div>
  )
}
