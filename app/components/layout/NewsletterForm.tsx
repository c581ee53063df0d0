import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, useLocation, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { href, type LinkBase } from '../../../market-config/routes'
import { NEWSLETTER_ANCHOR, newsletterSchema } from '../../lib/newsletter'
import { Button } from '../ui/Button'
import { TextField } from '../ui/Field'

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
  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  return (
    <section id={NEWSLETTER_ANCHOR} aria-labelledby="newsletter-title" className="scroll-mt-4">
      <h2 id="newsletter-title" className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm opacity-90">{text}</p>
      <Form method="post" action={action} preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
        <TextField
          key={emailKey}
          {...emailProps}
          label={t('newsletter.email-label')}
          tone="inverse"
          autoComplete="email"
          placeholder={t('newsletter.email-placeholder')}
          errors={errorKey ? [t(errorKey)] : undefined}
        />
        <Button type="submit" variant="alternative" size="lg" loading={pending} fullWidth>
          {t('newsletter.submit')}
        </Button>
      </Form>
    </section>
  )
}
