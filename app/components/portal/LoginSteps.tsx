import { Form, Link, useActionData, useLocation, useNavigation } from '@remix-run/react'
import { useEffect, useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorList, TextField } from '~/components/ui/Field'
import { notify } from '~/components/ui/Toasts'
import { cn } from '~/lib/cn'
import { transitionDirection, type LoginStep } from '~/lib/portal'
import { href, type LinkBase } from '../../../market-config/routes'

/** What a failed step answers (conform's reply and the toast key). */
export interface LoginReply {
  result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> | null }
  toast: string | null
}

export interface LoginStepsProps {
  link: LinkBase
  step: LoginStep
  email: string
  hasToken: boolean
  redirectTo: string
}

const LINK = 'font-semibold text-primary underline underline-offset-2 hover:no-underline'

/**
 * The nine steps of the login page (SPEC section 2). One step shows at a time, chosen by the URL;
 * each form posts to the page's action, which redirects to the next step. With JavaScript the new
 * step slides in from the side it comes from and focus moves to its first field (or heading).
 */
export function LoginSteps({ link, step, email, hasToken, redirectTo }: LoginStepsProps) {
  const { t } = useTranslation('portal')
  const reply = useActionData<LoginReply>() ?? null
  const navigation = useNavigation()
  const location = useLocation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const panelRef = useRef<HTMLDivElement>(null)
  const previous = useRef<{ step: LoginStep; key: string } | null>(null)
  const direction =
    previous.current && previous.current.step !== step ? transitionDirection(previous.current.step, step) : null

  // Focus: the first field with an error after a failed post, else the new step's first field.
  useEffect(() => {
    const first = previous.current === null
    previous.current = { step, key: location.key }
    if (first && !reply) return
    const panel = panelRef.current
    const target =
      panel?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      panel?.querySelector<HTMLElement>('input:not([type="hidden"]):not([tabindex="-1"])') ??
      panel?.querySelector<HTMLElement>('h2')
    target?.focus()
  }, [step, location.key, reply])

  // A failed step also shows as a toast (SPEC section 8); without JavaScript it shows inline.
  useEffect(() => {
    if (reply?.toast) notify({ id: `login-${Date.now()}`, kind: 'error', message: translate(reply.toast) })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reply])

  const translate = (key: string) =>
    key.includes(':') ? t(key) : key.startsWith('validations.') ? t(key, { ns: 'common' }) : t(key, { ns: 'toasts' })
  const fieldErrors = (name: string) => (reply?.result.error?.[name] ?? []).map(translate)
  const formErrors = (reply?.result.error?.[''] ?? []).map(translate)
  const typed = (name: string, fallback = '') => {
    const value = reply?.result.initialValue?.[name]
    return typeof value === 'string' ? value : fallback
  }
  const stepHref = (to: LoginStep) =>
    href(link, 'login', undefined, { step: to === 'sign-in' ? undefined : to, redirectTo: redirectTo || undefined })

  const emailField = (label = t('fields.email')) => (
    <TextField
      name="email"
      type="email"
      label={label}
      required
      maxLength={254}
      autoComplete="email"
      defaultValue={typed('email', email)}
      errors={fieldErrors('email')}
    />
  )

  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {/* A field people never see or reach: robots fill it in. */}
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <label>
          {t('fields.honeypot')}
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )

  const formFooter = (submit: string) => (
    <>
      <div aria-live="polite" className="mb-3">
        <ErrorList id={`login-${step}-error`} errors={formErrors} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={busy}>
        {submit}
      </Button>
    </>
  )

  /** A step's form: its intent, the honeypot, the fields, the form's errors and the submit button. */
  const stepForm = (intent: string, submit: string, fields: ReactNode) => (
    <Form method="post" className="relative" aria-describedby={`login-${step}-error`}>
      {hidden(intent)}
      {fields}
      {formFooter(submit)}
    </Form>
  )

  const back = (to: LoginStep = 'sign-in', label = t('links.back-to-sign-in')) => (
    <p className="mt-5 text-sm">
      <Link to={stepHref(to)} className={LINK}>
        {label}
      </Link>
    </p>
  )

  let content: ReactNode
  switch (step) {
    case 'sign-in':
      content = (
        <Panel title={t('sign-in.title')} text={t('sign-in.text')}>
          {stepForm('sign-in', t('sign-in.submit'), emailField())}
          <p className="mt-5 text-sm">
            {t('sign-in.booking-question')}{' '}
            <Link to={stepHref('booking-sign-in')} className={LINK}>
              {t('links.booking-sign-in')}
            </Link>
          </p>
        </Panel>
      )
      break
    case 'password':
      content = (
        <Panel title={t('password.title')} text={t('password.text', { email })}>
          {stepForm(
            'password',
            t('password.submit'),
            <>
              <input type="hidden" name="email" value={email} autoComplete="username" />
              <TextField
                name="password"
                type="password"
                label={t('fields.password')}
                required
                autoComplete="current-password"
                errors={fieldErrors('password')}
              />
            </>,
          )}
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to={stepHref('forgot-password')} className={LINK}>
              {t('links.forgot-password')}
            </Link>
            <Link to={stepHref('sign-in')} className={LINK}>
              {t('links.other-email')}
            </Link>
          </p>
        </Panel>
      )
      break
    case 'create-password':
      content = hasToken ? (
        newPasswordForm(t('create-password.title-with-link'), t('create-password.text-with-link'), 'first')
      ) : (
        <Panel title={t('create-password.title')} text={t('create-password.text')}>
          {stepForm(
            'create-password',
            t('create-password.submit'),
            <>
              {emailField()}
              <div className="grid gap-x-4 sm:grid-cols-2">
                <TextField
                  name="firstName"
                  label={t('fields.first-name')}
                  required
                  maxLength={100}
                  autoComplete="given-name"
                  defaultValue={typed('firstName')}
                  errors={fieldErrors('firstName')}
                />
                <TextField
                  name="lastName"
                  label={t('fields.last-name')}
                  required
                  maxLength={100}
                  autoComplete="family-name"
                  defaultValue={typed('lastName')}
                  errors={fieldErrors('lastName')}
                />
              </div>
            </>,
          )}
          {back()}
        </Panel>
      )
      break
    case 'reset-password':
      content = hasToken ? (
        newPasswordForm(t('reset-password.title'), t('reset-password.text'), 'reset')
      ) : (
        <Panel title={t('reset-password.expired-title')} text={t('errors.link-expired')}>
          <p className="text-sm">
            <Link to={stepHref('forgot-password')} className={LINK}>
              {t('links.new-link')}
            </Link>
          </p>
          {back()}
        </Panel>
      )
      break
    case 'forgot-password':
      content = (
        <Panel title={t('forgot-password.title')} text={t('forgot-password.text')}>
          {stepForm('forgot-password', t('forgot-password.submit'), emailField())}
          {back()}
        </Panel>
      )
      break
    case 'check-inbox':
      content = (
        <Panel title={t('check-inbox.title')} text={t('check-inbox.text', { email })}>
          <p className="text-sm text-muted">{t('check-inbox.hint')}</p>
          {back()}
        </Panel>
      )
      break
    case 'sign-in-attempts-exceeded':
      content = (
        <Panel title={t('attempts-exceeded.title')} text={t('attempts-exceeded.text', { email })}>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <Link to={stepHref('forgot-password')} className={LINK}>
                {t('links.forgot-password')}
              </Link>
            </li>
            <li>
              <Link to={stepHref('booking-sign-in')} className={LINK}>
                {t('links.booking-sign-in')}
              </Link>
            </li>
          </ul>
          {back()}
        </Panel>
      )
      break
    case 'booking-sign-in':
      content = (
        <Panel title={t('booking-sign-in.title')} text={t('booking-sign-in.text')}>
          {stepForm(
            'booking-sign-in',
            t('booking-sign-in.submit'),
            <>
              {emailField(t('fields.booking-email'))}
              <TextField
                name="bookingRef"
                label={t('fields.booking-ref')}
                hint={t('fields.booking-ref-hint')}
                required
                maxLength={32}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                defaultValue={typed('bookingRef')}
                errors={fieldErrors('bookingRef')}
              />
            </>,
          )}
          <p className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <Link to={stepHref('forgot-booking-reference')} className={LINK}>
              {t('links.forgot-booking-reference')}
            </Link>
            <Link to={stepHref('sign-in')} className={LINK}>
              {t('links.password-sign-in')}
            </Link>
          </p>
        </Panel>
      )
      break
    case 'forgot-booking-reference':
      content = (
        <Panel title={t('forgot-booking-reference.title')} text={t('forgot-booking-reference.text')}>
          {stepForm('forgot-booking-reference', t('forgot-booking-reference.submit'), emailField())}
          {back('booking-sign-in', t('links.back-to-booking-sign-in'))}
        </Panel>
      )
      break
  }

  /** `first`: a new account's first password (it signs the customer in); `reset`: a forgotten one. */
  function newPasswordForm(title: string, text: string, purpose: 'first' | 'reset') {
    return (
      <Panel title={title} text={text}>
        {stepForm(
          'new-password',
          t('reset-password.submit'),
          <>
            <input type="hidden" name="purpose" value={purpose} />
            <TextField
              name="password"
              type="password"
              label={t('fields.new-password')}
              hint={t('fields.new-password-hint')}
              required
              minLength={8}
              maxLength={128}
              autoComplete="new-password"
              errors={fieldErrors('password')}
            />
            <TextField
              name="confirmed_password"
              type="password"
              label={t('fields.confirm-password')}
              required
              maxLength={128}
              autoComplete="new-password"
              errors={fieldErrors('confirmed_password')}
            />
          </>,
        )}
        {back()}
      </Panel>
    )
  }

  return (
    <div className="overflow-hidden">
      <div
        key={step}
        ref={panelRef}
        data-step={step}
        className={cn(
          direction === 'left' && 'animate-step-from-right',
          direction === 'right' && 'animate-step-from-left',
        )}
      >
        {content}
      </div>
    </div>
  )
}

function Panel({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="login-step-title"
      className="rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2 id="login-step-title" tabIndex={-1} className="mb-2 font-heading text-2xl font-bold outline-none">
        {title}
      </h2>
      <p className="mb-6 text-muted">{text}</p>
      {children}
    </section>
  )
}
