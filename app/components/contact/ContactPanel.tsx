import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorList, TextareaField, TextField } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import { contactFormSchema, type ContactDetails } from '~/lib/contact'

/**
 * The contact page's ways to reach customer service: the postal address, the phone with its
 * hours, and a form that works without JavaScript (the message goes to the outbox).
 */
export function ContactPanel({
  details,
  lastResult,
}: {
  details: ContactDetails
  lastResult: SubmissionResult | null | undefined
}) {
  const { t } = useTranslation('common')
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.has('message')
  const [form, fields] = useForm({
    id: 'contact',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactFormSchema }),
  })
  const errors = (list: string[] | undefined) => list?.map((key) => t(key))
  return (
    <div className="mt-8 grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
      <section
        aria-labelledby="contact-details-title"
        className="rounded-panel border border-line bg-surface p-4 md:p-6"
      >
        <h2 id="contact-details-title" className="mb-3 font-heading text-xl font-bold">
          {t('contact.details-title')}
        </h2>
        {details.address.length > 0 ? (
          <>
            <h3 className="font-semibold">{t('contact.address')}</h3>
            <address className="mb-4 not-italic" data-testid="contact-address">
              {details.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </>
        ) : null}
        {details.phone ? (
          <>
            <h3 className="font-semibold">{t('contact.phone')}</h3>
            <p className="mb-1">
              <a
                href={`tel:${details.phone.replace(/\s+/g, '')}`}
                className={cn('font-semibold text-primary underline', FOCUS)}
                data-testid="contact-phone"
              >
                {details.phone}
              </a>
            </p>
            {details.openingHours ? <p className="text-sm text-muted">{details.openingHours}</p> : null}
          </>
        ) : null}
      </section>
      <section aria-labelledby="contact-form-title" className="rounded-panel border border-line bg-surface p-4 md:p-6">
        <h2 id="contact-form-title" className="mb-3 font-heading text-xl font-bold">
          {t('contact.form-title')}
        </h2>
        <p className="mb-4 text-sm text-muted">{t('contact.form-intro')}</p>
        <Form method="post" {...getFormProps(form)}>
          {/* A field people never see or reach: robots fill it in. */}
          <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
            <label>
              {t('contact.honeypot')}
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
            </label>
          </div>
          <div className="grid gap-x-4 sm:grid-cols-2">
            <TextField
              {...getInputProps(fields.name, { type: 'text' })}
              key={fields.name.key}
              label={t('contact.name')}
              autoComplete="name"
              errors={errors(fields.name.errors)}
            />
            <TextField
              {...getInputProps(fields.email, { type: 'email' })}
              key={fields.email.key}
              label={t('contact.email')}
              autoComplete="email"
              errors={errors(fields.email.errors)}
            />
          </div>
          <TextField
            {...getInputProps(fields.bookingRef, { type: 'text' })}
            key={fields.bookingRef.key}
            label={t('contact.booking-ref')}
            hint={t('contact.booking-ref-hint')}
            errors={errors(fields.bookingRef.errors)}
          />
          <TextareaField
            {...getTextareaProps(fields.message)}
            key={fields.message.key}
            label={t('contact.message')}
            rows={6}
            errors={errors(fields.message.errors)}
          />
          <div aria-live="polite" className="mb-3">
            <ErrorList id={form.errorId} errors={errors(form.errors)} />
          </div>
          <Button type="submit" size="lg" loading={busy}>
            {t('contact.submit')}
          </Button>
        </Form>
      </section>
    </div>
  )
}
