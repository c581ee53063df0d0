import { useFetcher, useLocation } from '@remix-run/react'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorList, TextField } from '~/components/ui/Field'
import { notify } from '~/components/ui/Toasts'
import { href, type LinkBase } from '../../../market-config/routes'

/** What the newsletter action answers when it does not redirect (conform's submission reply). */
export interface NewsletterReply {
  result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null }
  toast: string | null
}

/**
 * In the browser the address is checked before sending with the input's own email rule, so no
 * validation schema ships to the page; the server's zod schema has the last word.
 */
function browserCheck(input: HTMLInputElement): string | null {
  if (!input.value.trim()) return 'validations.required'
  if (input.validity.typeMismatch || input.value.length > 254) return 'validations.email'
  return null
}

/**
 * The special-offers signup, in the footer of every storefront page and on the newsletter page.
 * It posts to the newsletter action: with JavaScript through a fetcher (errors appear beside the
 * field, success comes back as a toast); without it as a plain form post, whose errors the
 * newsletter page shows (`lastResult`), keeping what was typed.
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
  lastResult?: NewsletterReply['result'] | null
  /** Where a signup returns to; the footer returns to the page it is on. */
  redirectTo?: string
}) {
  const { t } = useTranslation()
  const location = useLocation()
  const fetcher = useFetcher<NewsletterReply>({ key: `newsletter-${placement}` })
  const formRef = useRef<HTMLFormElement>(null)
  const [browserError, setBrowserError] = useState<string | null>(null)
  const id = `newsletter-${placement}`
  const reply = fetcher.data?.result ?? lastResult ?? null
  const errorKey = browserError ?? reply?.error?.email?.[0] ?? null
  const formErrors = reply?.error?.[''] ?? []
  const tone = placement === 'footer' ? 'inverse' : 'default'

  // A failed signup also shows as a toast (SPEC section 8); a success redirects with one.
  const failure = fetcher.data?.toast
  useEffect(() => {
    if (failure && fetcher.state === 'idle')
      notify({ id: `newsletter-fail-${Date.now()}`, kind: 'error', message: t(failure, { ns: 'toasts' }) })
  }, [failure, fetcher.state, t])

  // After a signup the field starts empty again: the action redirected, so no new data came
  // back. (Tracked from the submit event: the fetcher's own states may never be committed.)
  const sentWith = useRef<{ data: NewsletterReply | undefined } | null>(null)
  useEffect(() => {
    if (fetcher.state !== 'idle' || !sentWith.current) return
    const redirected = fetcher.data === sentWith.current.data
    sentWith.current = null
    if (redirected) formRef.current?.reset()
  }, [fetcher.state, fetcher.data])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const input = event.currentTarget.elements.namedItem('email') as HTMLInputElement
    const problem = browserCheck(input)
    setBrowserError(problem)
    if (problem) {
      event.preventDefault()
      input.focus()
    } else {
      sentWith.current = { data: fetcher.data }
      // The footer's markup may come from the first page of the visit (it hydrates late, see
      // NewsletterIsland), and hydration keeps a field's old value: return to this page.
      const back = event.currentTarget.elements.namedItem('redirectTo') as HTMLInputElement | null
      if (back && !redirectTo) back.value = `${location.pathname}${location.search}`
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="scroll-mt-4">
      <h2 id={`${id}-title`} className="mb-1 text-lg font-semibold">
        {title}
      </h2>
      <p className="mb-3 text-sm opacity-90">{text}</p>
      <fetcher.Form
        ref={formRef}
        id={id}
        method="post"
        action={href(link, 'newsletter')}
        preventScrollReset
        noValidate
        onSubmit={onSubmit}
      >
        <input type="hidden" name="redirectTo" value={redirectTo ?? `${location.pathname}${location.search}`} />
        <TextField
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          defaultValue={typeof reply?.initialValue?.email === 'string' ? reply.initialValue.email : ''}
          onInput={() => browserError && setBrowserError(null)}
          label={t('newsletter.email-label')}
          tone={tone}
          autoComplete="email"
          placeholder={t('newsletter.email-placeholder')}
          errors={errorKey ? [t(errorKey)] : undefined}
        />
        <div className="mb-2" aria-live="polite">
          <ErrorList id={`${id}-form-error`} errors={formErrors.map((key) => t(key, { ns: 'toasts' }))} tone={tone} />
        </div>
        <Button type="submit" variant="alternative" size="lg" loading={fetcher.state !== 'idle'} fullWidth>
          {t('newsletter.submit')}
        </Button>
      </fetcher.Form>
    </section>
  )
}
