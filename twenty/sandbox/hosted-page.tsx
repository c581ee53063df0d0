/**
 * The sandboxes' hosted pages (Bambora's payment window, Saferpay's payment page), rendered with
 * React to static markup: plain HTML forms in a neutral style that work without JavaScript (none
 * is sent), with labels, one heading per step, errors tied to their fields and announced
 * (`role="alert"`), visible focus, and the test cards listed for whoever is testing.
 */
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { grouped, TEST_CARDS, type CardErrors, type CardForm } from './test-cards'

export type HostedStep = 'card' | 'challenge' | 'bank' | 'wallet' | 'message'

export interface HostedPageProps {
  /** The provider's name in the page's header: "Bambora Checkout", "Saferpay". */
  provider: string
  merchant: string
  /** What is paid for (Saferpay's Description), when the merchant gave one. */
  description?: string
  /** The amount, formatted ("£1,234.50"). */
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

function CancelButton({ action }: { action?: string }) {
  return action ? (
    <button type="submit" className="secondary" formAction={action} formNoValidate>
      Cancel payment
    </button>
  ) : null
}

function CardStep({ props }: { props: HostedPageProps }) {
  const errors = props.errors ?? {}
  return (
    <form method="post" action={props.actions.pay} noValidate>
      <Field
        name="cardnumber"
        label="Card number"
        value={props.form?.cardnumber}
        error={errors.cardnumber}
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <div className="row">
        <Field
          name="expiry"
          label="Expiry date"
          hint="MM/YY"
          value={props.form?.expiry}
          error={errors.expiry}
          autoComplete="cc-exp"
          inputMode="numeric"
        />
        <Field
          name="cvc"
          label="Security code"
          hint="3 digits on the back"
          value={props.form?.cvc}
          error={errors.cvc}
          autoComplete="cc-csc"
          inputMode="numeric"
        />
      </div>
      <Field name="name" label="Name on card" value={props.form?.name} error={errors.name} autoComplete="cc-name" />
      <div className="actions">
        <button type="submit" className="primary">
          Pay {props.amount}
        </button>
        <CancelButton action={props.actions.cancel} />
      </div>
    </form>
  )
}

function ChallengeStep({ props }: { props: HostedPageProps }) {
  return (
    <form method="post" action={props.actions.challenge} noValidate>
      <h2>3-D Secure: confirm it is you</h2>
      <p className="muted">Your bank sent a code to your phone. In this sandbox the code is {'1234'}.</p>
      <Field name="code" label="Verification code" autoComplete="one-time-code" inputMode="numeric" />
      <div className="actions">
        <button type="submit" className="primary">
          Confirm
        </button>
        <CancelButton action={props.actions.cancel} />
      </div>
    </form>
  )
}

const BANKS = ['ABN AMRO', 'ING', 'Rabobank', 'SNS', 'ASN Bank', 'Triodos Bank', 'bunq']

function BankStep({ props }: { props: HostedPageProps }) {
  return (
    <form method="post" action={props.actions.approve}>
      <h2>Pay with {props.methodName}</h2>
      {props.methodName === 'iDEAL' ? (
        <>
          <label htmlFor="bank">Your bank</label>
          <select id="bank" name="bank" defaultValue="ING">
            {BANKS.map((bank) => (
              <option key={bank} value={bank}>
                {bank}
              </option>
            ))}
          </select>
        </>
      ) : (
        <p className="muted">In this sandbox your bank approves or declines the payment with the buttons below.</p>
      )}
      <div className="actions">
        <button type="submit" className="primary">
          Approve {props.amount}
        </button>
        <button type="submit" className="secondary" formAction={props.actions.decline}>
          Decline
        </button>
        <CancelButton action={props.actions.cancel} />
      </div>
    </form>
  )
}

function WalletStep({ props }: { props: HostedPageProps }) {
  return (
    <form method="post" action={props.actions.approve}>
      <h2>Pay with {props.methodName}</h2>
      <p className="muted">
        Open the {props.methodName} app on your phone and confirm the payment. In this sandbox the buttons below stand
        for the app.
      </p>
      <div className="actions">
        <button type="submit" className="primary">
          Confirm in the app
        </button>
        <button type="submit" className="secondary" formAction={props.actions.decline}>
          Decline in the app
        </button>
        <CancelButton action={props.actions.cancel} />
      </div>
    </form>
  )
}

function Page({ props }: { props: HostedPageProps }) {
  let body: ReactNode
  switch (props.step) {
    case 'card':
      body = <CardStep props={props} />
      break
    case 'challenge':
      body = <ChallengeStep props={props} />
      break
    case 'bank':
      body = <BankStep props={props} />
      break
    case 'wallet':
      body = <WalletStep props={props} />
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
  const title = props.step === 'message' && props.message ? props.message.title : `Pay ${props.amount}`
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · ${props.provider} (sandbox)`}</title>
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </head>
      <body>
        <header>
          <p>
            <strong>{props.provider}</strong> · sandbox: no real money moves
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
              <h2 id="test-cards">Test cards</h2>
              <ul>
                {TEST_CARDS.map((card) => (
                  <li key={card.number}>
                    <code>{grouped(card.number)}</code>: {card.label}
                  </li>
                ))}
              </ul>
              <p>Any future expiry date, any 3-digit security code.</p>
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
