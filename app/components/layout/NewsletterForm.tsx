import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { href, type LinkBase } from '../../../market-config/routes'
import { NEWSLETTER_ANCHOR, newsletterSchema } from '../../lib/newsletter'
import { Button } from '../ui/Button'

/**
 * The footer's special-offers signup. Posts to the newsletter action (post/redirect/get with a
 * flash message); with JavaScript the address is also checked before sending.
 */
export function NewsletterForm({
  link,
  title,
  text,
  flash,
}: {
  link: LinkBase
  title: string
  text: string
  flash: { email: string; errorKey: string } | null
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const navigation = useNavigation()
  const action = href(link, 'newsletter')
  const pending = navigation.state !== 'idle' && navigation.formAction === action
  const [form, fields] = useForm({
    id: 'newsletter',
    constraint: getZodConstraint(newsletterSchema),
    defaultValue: { email: flash?.email ?? '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  })
  const errorKey = fields.email.errors?.[0] ?? (flash?.errorKey || undefined)
  const errorId = `${fields.email.id}-error`
  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-title" className="scroll-mt-4">
      <h2 id="newsletter-title" className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm opacity-90">{text}</p>
      <Form method="post" action={action} preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <label htmlFor={fields.email.id} className="mb-1 block text-sm font-semibold">
          {t('newsletter.email-label')}
        </label>
        <div className="flex flex-col gap-2">
          <input
            {...getInputProps(fields.email, { type: 'email' })}
            key={fields.email.key}
            autoComplete="email"
            placeholder={t('newsletter.email-placeholder')}
            aria-invalid={errorKey ? true : undefined}
            aria-describedby={errorKey ? errorId : undefined}
            className="h-[50px] w-full rounded-theme border border-line bg-surface px-4 text-base text-ink"
          />
          <Button type="submit" variant="alternative" size="lg" loading={pending}>
            {t('newsletter.submit')}
          </Button>
        </div>
        {/* Space is reserved so the button does not move when a message appears. */}
        <p id={errorId} className="mt-1 min-h-5 text-sm font-semibold" role={errorKey ? 'alert' : undefined}>
          {errorKey ? t(errorKey) : ''}
        </p>
      </Form>
    </section>
  )
}
