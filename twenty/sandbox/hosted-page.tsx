/**
 * The sandboxes' hosted pages (Bambora's payment window, Saferpay's payment page), rendered with
 * React to static markup: plain HTML forms in a neutral style that work without JavaScript (none
 * is sent), with labels, one heading per step, errors tied to their fields and announced
 * (`role="alert"`), visible focus, and the test cards listed for whoever is testing. In the
 * shopper's language (say(W.ts)).
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { SANDBOX_LANGUAGE_TAGS, SANDBOX_WORDS as W, sandboxText, type SandboxLanguage, type SandboxText } from './copy'
import { CHALLENGE_CODE, grouped, TEST_CARDS, type CardErrors, type CardForm } from './test-cards'

export type HostedStep = 'card' | 'challenge' | 'bank' | 'wallet' | 'message'

export interface HostedPageProps {
  language: SandboxLanguage
  /** The provider's name in the page's header: "Bambora Checkout", "Saferpay". */
  provider: string
  merchant: string
  /** What is paid for (Saferpay's Description), when the merchant gave one. */
  description?: string
  /** The amount, formatted in the page's language ("£1,234.50", "CHF 1’234.50"). */
  amount: string
  step: HostedStep
  /** Where each form posts. */
  actions: { pay?: string; challenge?: string; approve?: string; decline?: string; cancel?: string }
  form?: Partial<CardForm>
  errors?: CardErrors
  /** A message above the form (a decline, an expired session): announced. */
  alert?: { title: string; text: string }
  /** The method's name on a bank or wallet step ("iDEAL", "TWINT", "Bancontact"). */
  methodName?: string
  /** A message step's heading, text and the way on. */
  message?: { title: string; text: string; link?: { href: string; label: string } }
}

const CSS = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f3f4f6;color:#111827;line-height:1.5;font-size:16px}
header{background:#1f2937;color:#fff;padding:12px 16px}
header p{margin:0;font-size:14px}
header strong{font-size:16px}
main{max-width:32rem;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d1d5db;border-radius:8px;padding:20px}
h1{font-size:1.5rem;margin:0 0 4px}
h2{font-size:1.1rem;margin:0 0 8px}
.muted{color:#4b5563;margin:0 0 16px}
label{display:block;font-weight:600;margin:12px 0 4px}
.hint{display:block;font-weight:400;color:#4b5563;font-size:14px}
input,select{width:100%;min-height:48px;padding:10px 12px;font:inherit;border:1px solid #6b7280;border-radius:6px;background:#fff;color:#111827}
input[aria-invalid=true]{border:2px solid #b91c1c}
.error{color:#b91c1c;font-size:14px;margin:4px 0 0}
.row{display:flex;gap:12px}
.row>div{flex:1}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:20px}
button,.button{min-height:48px;padding:10px 20px;font:inherit;font-weight:700;border-radius:6px;cursor:pointer;border:2px solid #1d4ed8;text-decoration:none;display:inline-flex;align-items:center}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
button:focus-visible,.button:focus-visible,input:focus-visible,select:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.alert{border:2px solid #b91c1c;background:#fef2f2;border-radius:6px;padding:12px 16px;margin:0 0 16px}
.alert p{margin:0}
.cards{margin-top:20px;font-size:14px;color:#374151}
.cards h2{font-size:1rem}
.cards ul{margin:0;padding-left:20px}
code{font-family:ui-monospace,Menlo,Consolas,monospace}
`

function Field({
  name,
  label,
  hint,
  value,
  error,
  autoComplete,
  inputMode,
}: {
  name: keyof CardForm | 'code'
  label: string
  hint?: string
  value?: string
  error?: string
  autoComplete: string
  inputMode?: 'numeric' | 'text'
}) {
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={name}>
        {label}
        {hint ? (
          <span className="hint" id={`${name}-hint`}>
            {hint}
          </span>
        ) : null}
      </label>
      <input
        id={name}
        name={name}
        type="text"
        required
        defaultValue={value ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p className="error" id={`${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

function CancelButton({ action, say }: { action?: string; say: SandboxText }) {
  return action ? (
    <button type="submit" className="secondary" formAction={action} formNoValidate>
      {say(W.cancel)}
    </button>
  ) : null
}

interface StepProps {
  props: HostedPageProps
  say: SandboxText
}

function CardStep({ props, say }: StepProps) {
  const errors = props.errors ?? {}
  const error = (field: keyof CardForm) => {
    const code = errors[field]
    return code ? say(W.errors[code]) : undefined
  }
  return (
    <form method="post" action={props.actions.pay} noValidate>
      <Field
        name="cardnumber"
        label={say(W.cardNumber)}
        value={props.form?.cardnumber}
        error={error('cardnumber')}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div className="row">
        <Field
          name="expiry"
          label={say(W.expiry)}
          hint={say(W.expiryHint)}
          value={props.form?.expiry}
          error={error('expiry')}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <Field
          name="cvc"
          label={say(W.cvc)}
          hint={say(W.cvcHint)}
          value={props.form?.cvc}
          error={error('cvc')}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
      <Field
        name="name"
        label={say(W.cardName)}
        value={props.form?.name}
        error={error('name')}
        autoComplete="cc-name"
      />
      <div className="actions">
        <button type="submit" className="primary">
          {say(W.pay, { amount: props.amount })}
        </button>
        <CancelButton action={props.actions.cancel} say={say} />
      </div>
    </form>
  )
}

function ChallengeStep({ props, say }: StepProps) {
  return (
    <form method="post" action={props.actions.challenge} noValidate>
      <h2>{say(W.challengeTitle)}</h2>
      <p className="muted">{say(W.challengeText, { code: CHALLENGE_CODE })}</p>
      <Field name="code" label={say(W.challengeCode)} autoComplete="one-time-code" inputMode="numeric" />
      <div className="actions">
        <button type="submit" className="primary">
          {say(W.confirm)}
        </button>
        <CancelButton action={props.actions.cancel} say={say} />
      </div>
    </form>
  )
}

const BANKS = ['ABN AMRO', 'ING', 'Rabobank', 'SNS', 'ASN Bank', 'Triodos Bank', 'bunq']

function BankStep({ props, say }: StepProps) {
  return (
    <form method="post" action={props.actions.approve}>
      <h2>{say(W.payWith, { method: props.methodName ?? '' })}</h2>
      {props.methodName === 'iDEAL' ? (
        <>
          <label htmlFor="bank">{say(W.yourBank)}</label>
          <select id="bank" name="bank" defaultValue="ING">
            {BANKS.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="muted">{say(W.bankText)}</p>
      )}
      <div className="actions">
        <button type="submit" className="primary">
          {say(W.approve, { amount: props.amount })}
        </button>
        <button type="submit" className="secondary" formAction={props.actions.decline}>
          {say(W.decline)}
        </button>
        <CancelButton action={props.actions.cancel} say={say} />
      </div>
    </form>
  )
}

function WalletStep({ props, say }: StepProps) {
  return (
    <form method="post" action={props.actions.approve}>
      <h2>{say(W.payWith, { method: props.methodName ?? '' })}</h2>
      <p className="muted">{say(W.walletText, { method: props.methodName ?? '' })}</p>
      <div className="actions">
        <button type="submit" className="primary">
          {say(W.walletConfirm)}
        </button>
        <button type="submit" className="secondary" formAction={props.actions.decline}>
          {say(W.walletDecline)}
        </button>
        <CancelButton action={props.actions.cancel} say={say} />
      </div>
    </form>
  )
}

function Page({ props }: { props: HostedPageProps }) {
  const say = sandboxText(props.language)
  let body: ReactNode
  switch (props.step) {
    case 'card':
      body = <CardStep props={props} say={say} />
      break
    case 'challenge':
      body = <ChallengeStep props={props} say={say} />
      break
    case 'bank':
      body = <BankStep props={props} say={say} />
      break
    case 'wallet':
      body = <WalletStep props={props} say={say} />
      break
    default:
      // The message's title is the page's heading (h1, below).
      body = props.message ? (
        <>
          <p>{props.message.text}</p>
          {props.message.link ? (
            <p>
              <a className="button primary" href={props.message.link.href}>
                {props.message.link.label}
              </a>
            </p>
          ) : null}
        </>
      ) : null
  }
  const title = props.step === 'message' && props.message ? props.message.title : say(W.pay, { amount: props.amount })
  return (
    <html lang={SANDBOX_LANGUAGE_TAGS[props.language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${props.provider} ${say(W.titleSuffix)}`}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <header>
          <p>
            <strong>{props.provider}</strong> · {say(W.sandboxNote)}
          </p>
        </header>
        <main>
          <div className="card">
            <p className="muted">
              {props.merchant}
              {props.description ? ` · ${props.description}` : ''}
            </p>
            <h1>{title}</h1>
            {props.alert ? (
              <div className="alert" role="alert">
                <h2>{props.alert.title}</h2>
                <p>{props.alert.text}</p>
              </div>
            ) : null}
            {body}
          </div>
          {props.step === 'card' ? (
            <section className="cards" aria-labelledby="test-cards">
              <h2 id="test-cards">{say(W.testCards)}</h2>
              <ul>
                {TEST_CARDS.map((card) => (
                  <li key={card.number}>
                    <code>{grouped(card.number)}</code>: {say(W.cards[card.outcome], { code: CHALLENGE_CODE })}
                  </li>
                ))}
              </ul>
              <p>{say(W.testCardsText)}</p>
            </section>
          ) : null}
        </main>
      </body>
    </html>
  )
}

/** The whole document. */
export function renderHostedPage(props: HostedPageProps): string {
  return `<!doctype html>${renderToStaticMarkup(<Page props={props} />)}`
}
