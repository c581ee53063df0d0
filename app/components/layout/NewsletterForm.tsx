import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { href, type LinkBase } from '../../../market-config/routes'
import { newsletterSchema } from '../../lib/newsletter'
import { Button } from '../ui/Button'
import { ErrorList, TextField } from '../ui/Field'
import { notify } from '../ui/Toasts'

interface NewsletterActionData {
  result: SubmissionResult<string[]>
  toast: string | null
}

/**
 * The special-offers signup, in the footer of every storefront page and on the newsletter page.
 * It posts to the newsletter action: with JavaScript through a fetcher (errors appear beside the
 * field, success comes back as a toast); without it as a plain form post, whose field errors the
 * newsletter page shows (`lastResult`).
 */
export function NewsletterForm({
  link,
  title,
  text,
  placement,
  lastResult,
  redirectTo,
}: {
  link: LinkBase
  title: string
  text: string
  placement: 'footer' | 'page'
  lastResult?: SubmissionResult<string[]> | null
  /** Where a signup returns to; the footer returns to the page it is on. */
  redirectTo?: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const fetcher = useFetcher<NewsletterActionData>({ key: `newsletter-${placement}` })
  const action = href(link, 'newsletter')
  const [form, fields] = useForm({
    id: `newsletter-${placement}`,
    lastResult: fetcher.data?.result ?? lastResult ?? null,
    constraint: getZodConstraint(newsletterSchema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: newsletterSchema }),
  })

  // A failed signup also shows as a toast (SPEC section 8); a success redirects with one.
  const failure = fetcher.data?.toast
  useEffect(() => {
    if (failure && fetcher.state === 'idle') notify({ id: `newsletter-fail-${Date.now()}`, kind: 'error', message: t(failure, { ns: 'toasts' }) })
  }, [failure, fetcher.state, t])

  // After a signup the field starts empty again (the action redirected: no data came back).
  const submitted = useRef(false)
  useEffect(() => {
    if (fetcher.state === 'submitting') submitted.current = true
    else if (fetcher.state === 'idle' && submitted.current) {
      submitted.current = false
      if (fetcher.data === undefined) form.reset()
    }
  }, [fetcher.state, fetcher.data, form])

  const { key: emailKey, ...emailProps } = getInputProps(fields.email, { type: 'email' })
  const emailErrors = fields.email.errors?.map((key) => t(key))
  return (
    <section aria-labelledby={`${form.id}-title`} className="scroll-mt-4">
      <h2 id={`${form.id}-title`} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm opacity-90">{text}</p>
      <fetcher.Form method="post" action={action} preventScrollReset {...getFormProps(form)} noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        <TextField
          key={emailKey}
          {...emailProps}
          label={t('newsletter.email-label')}
          tone={placement === 'footer' ? 'inverse' : 'default'}
          autoComplete="email"
          placeholder={t('newsletter.email-placeholder')}
          errors={emailErrors}
        />
        <div className="mb-2" aria-live="polite">
          <ErrorList id={form.errorId} errors={form.errors?.map((key) => t(key, { ns: 'toasts' }))} tone={placement === 'footer' ? 'inverse' : 'default'} />
        </div>
        <Button type="submit" variant="alternative" size="lg" loading={fetcher.state !== 'idle'} fullWidth>
          {t('newsletter.submit')}
        </Button>
      </fetcher.Form>
    </section>
  )
}
