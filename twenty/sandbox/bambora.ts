/**
 * Sandbox Bambora Checkout (issue 20), on the model of Bambora's Checkout API:
 *
 *   POST /bambora/sessions                      (Basic auth: merchant number and API key)
 *        {order: {id, amount (minor), currency}, url: {accept, cancel, callbacks: [{url}]},
 *         paymentwindow: {language}}  ->  {meta: {result: true}, token, url}
 *   GET  /bambora/window/{token}                the payment window: card form, Pay and Cancel
 *   POST /bambora/window/{token}/pay            a test card: approved, declined (shown, retry or
 *                                               cancel) or 3-D Secure (the challenge step)
 *   POST /bambora/window/{token}/challenge      the 3-D Secure code (1234; another declines)
 *   POST /bambora/window/{token}/cancel         to the cancel URL
 *
 * On approval the window calls every callback URL server to server (GET, retried up to 3 times)
 * and then sends the browser (303) to the accept URL, both with `txnid, orderid, reference,
 * amount, currency, date (YYYYMMDD), time (HHMM), feeid, txnfee, paymenttype, cardno (masked),
 * hash` appended: hash = MD5 of all the URL's parameter values in order, plus the MD5 key.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import express, { type Request, type Response, type Router } from 'express'
import { bamboraHash } from '../payment-providers'
import {
  bamboraWindowLanguage,
  SANDBOX_WORDS as W,
  sandboxMoney,
  sandboxText,
  type SandboxLanguage,
  type SandboxText,
} from './copy'
import { deliver } from './outbound'
import {
  basicCredentials,
  browserLanguage,
  formParser,
  formValue,
  httpUrl,
  isExpired,
  newTransactionId,
  sendPage,
  sessionStore,
  type SandboxOptions,
  type SandboxSession,
} from './sessions'
import { CHALLENGE_CODE, cardBrand, checkCardForm, digitsOf, maskedCard, testCard, type CardForm } from './test-cards'

interface BamboraSessionRequest {
  orderId: string
  amount: number
  currency: string
  accept: string
  cancel: string
  callbacks: string[]
  language: number
}

const digest = (value: string) => createHash('sha256').update(value).digest()
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

const CURRENCIES = new Set(['EUR', 'GBP', 'CHF', 'DKK', 'SEK', 'NOK'])
const PAYMENT_TYPES: Record<string, string> = { VISA: '3', MASTERCARD: '4' }

const pad = (value: number) => String(value).padStart(2, '0')

export const DEFAULT_RETRY_DELAYS_MS = [500, 2000, 5000] as const

export function bamboraSandbox(options: SandboxOptions): Router {
  const router = express.Router()
  const store = sessionStore<BamboraSessionRequest>(options.database, 'bambora')
  const config = options.bambora
  const merchant = options.merchantName ?? 'Camping Select'
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS

  const refuse = (res: Response, status: number, message: string) =>
    res.status(status).json({ meta: { result: false, message: { enduser: '', merchant: message } } })

  router.post('/sessions', express.json({ limit: '16kb' }), (req, res) => {
    const credentials = basicCredentials(req.get('authorization'))
    if (!credentials || !same(credentials.user, config.merchant) || !same(credentials.password, config.apiKey)) {
      refuse(res, 401, 'Unauthorized: merchant number or API key')
      return
    }
    const body = req.body as {
      order?: { id?: unknown; amount?: unknown; currency?: unknown }
      url?: { accept?: unknown; cancel?: unknown; callbacks?: unknown }
      paymentwindow?: { language?: unknown }
    }
    const accept = httpUrl(body.url?.accept)
    const cancel = httpUrl(body.url?.cancel)
    const callbacks = Array.isArray(body.url?.callbacks)
      ? (body.url.callbacks as { url?: unknown }[]).map((each) => httpUrl(each?.url))
      : []
    const { id, amount, currency } = body.order ?? {}
    if (
      typeof id !== 'string' ||
      !/^[A-Za-z0-9_-]{1,64}$/.test(id) ||
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount <= 0 ||
      typeof currency !== 'string' ||
      !CURRENCIES.has(currency) ||
      !accept ||
      !cancel ||
      callbacks.length > 5 ||
      callbacks.some((url) => url === null)
    ) {
      refuse(
        res,
        400,
        'The session request is not valid: order {id, amount, currency} and url {accept, cancel, callbacks}',
      )
      return
    }
    const language = typeof body.paymentwindow?.language === 'number' ? body.paymentwindow.language : 1
    const token = store.create(
      {
        orderId: id,
        amount,
        currency,
        accept: accept.href,
        cancel: cancel.href,
        callbacks: callbacks.map((url) => url!.href),
        language,
      },
      options.now(),
    )
    // The window is on the merchant's own origin: the sandbox stands in for Bambora on the
    // storefront's host (decision 031).
    res.status(200).json({
      meta: {
        result: true,
        action: { code: '0', source: 'Checkout', type: 'Success' },
        message: { enduser: '', merchant: '' },
      },
      token,
      url: `${accept.origin}${req.baseUrl}/window/${token}`,
    })
  })

  const windowPath = (req: Request, token: string) => `${req.baseUrl}/window/${token}`
  const actions = (req: Request, token: string) => ({
    pay: `${windowPath(req, token)}/pay`,
    challenge: `${windowPath(req, token)}/challenge`,
    cancel: `${windowPath(req, token)}/cancel`,
  })

  /** A URL of the merchant with Bambora's parameters and the hash over all its parameters. */
  const signed = (base: string, own: Record<string, string>) => {
    const url = new URL(base)
    for (const [key, value] of Object.entries(own)) url.searchParams.append(key, value)
    url.searchParams.append('hash', bamboraHash(url.searchParams.entries(), config.md5Key))
    return url.href
  }

  /** The window's language: the session's `paymentwindow.language`. */
  const languageOf = (session: SandboxSession<BamboraSessionRequest>): SandboxLanguage =>
    bamboraWindowLanguage(session.request.language)
  const sayFor = (session: SandboxSession<BamboraSessionRequest>): SandboxText => sandboxText(languageOf(session))
  const amountOf = (session: SandboxSession<BamboraSessionRequest>) =>
    sandboxMoney(session.request.amount, session.request.currency, languageOf(session))

  function cardPage(
    req: Request,
    res: Response,
    session: SandboxSession<BamboraSessionRequest>,
    extra: {
      status?: number
      form?: Partial<CardForm>
      errors?: ReturnType<typeof checkCardForm>
      alert?: (say: SandboxText) => { title: string; text: string }
    } = {},
  ) {
    sendPage(res, extra.status ?? 200, {
      language: languageOf(session),
      provider: 'Bambora Checkout',
      merchant,
      amount: amountOf(session),
      step: session.state === 'challenge' ? 'challenge' : 'card',
      actions: actions(req, session.token),
      form: extra.form,
      errors: extra.errors,
      alert: extra.alert?.(sayFor(session)),
    })
  }

  /** A session that can no longer be paid: say why and lead back to the shop. */
  function finished(res: Response, session: SandboxSession<BamboraSessionRequest>, now: Date): boolean {
    if (session.state === 'captured' && session.means) {
      res.redirect(303, signed(session.request.accept, session.means))
      return true
    }
    const expired = isExpired(session, now)
    if (session.state === 'aborted' || expired) {
      const say = sayFor(session)
      sendPage(res, expired ? 410 : 200, {
        language: languageOf(session),
        provider: 'Bambora Checkout',
        merchant,
        amount: amountOf(session),
        step: 'message',
        actions: {},
        message: {
          title: expired ? say(W.sessionExpiredTitle) : say(W.cancelledTitle),
          text: expired ? say(W.sessionExpiredText) : say(W.cancelledText),
          link: { href: session.request.cancel, label: say(W.backToShop) },
        },
      })
      return true
    }
    return false
  }

  function load(req: Request, res: Response): SandboxSession<BamboraSessionRequest> | null {
    const session = /^[A-Za-z0-9_-]{10,64}$/.test(req.params.token ?? '') ? store.find(req.params.token!) : null
    if (!session) {
      const language = browserLanguage(req)
      const say = sandboxText(language)
      sendPage(res, 404, {
        language,
        provider: 'Bambora Checkout',
        merchant,
        amount: '',
        step: 'message',
        actions: {},
        message: { title: say(W.sessionNotFoundTitle), text: say(W.startAgain) },
      })
      return null
    }
    return session
  }

  async function capture(req: Request, res: Response, session: SandboxSession<BamboraSessionRequest>, digits: string) {
    const now = options.now()
    const txnId = newTransactionId()
    const brand = cardBrand(digits)
    const own: Record<string, string> = {
      txnid: txnId,
      orderid: session.request.orderId,
      reference: `R${txnId.slice(-8)}`,
      amount: String(session.request.amount),
      currency: session.request.currency,
      date: `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}`,
      time: `${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}`,
      feeid: '0',
      txnfee: '0',
      paymenttype: PAYMENT_TYPES[brand] ?? '3',
      cardno: maskedCard(digits),
    }
    if (!store.finish(session.token, 'captured', own, txnId, now)) {
      // A second submit of the same window: lead to the accept URL of the first.
      const again = store.find(session.token)
      if (again && finished(res, again, now)) return
      res.redirect(303, windowPath(req, session.token))
      return
    }
    options.logger.info({ orderId: session.request.orderId, txnId }, 'sandbox bambora: payment approved')
    // The callback first (the merchant usually hears before the browser returns), then the
    // browser; failed callbacks are retried in the background.
    await Promise.all(
      session.request.callbacks.map(
        (url) =>
          new Promise<void>((resolve) => {
            void deliver(signed(url, own), 'GET', retryDelays, { onFirst: () => resolve() }).then((result) => {
              resolve()
              if (!result.ok)
                options.logger.warn(
                  { orderId: session.request.orderId, attempts: result.attempts, status: result.status },
                  'sandbox bambora: callback failed',
                )
            })
          }),
      ),
    )
    res.redirect(303, signed(session.request.accept, own))
  }

  router.get('/window/:token', (req, res) => {
    const session = load(req, res)
    if (!session || finished(res, session, options.now())) return
    cardPage(req, res, session)
  })

  router.post('/window/:token/pay', formParser, (req, res, next) => {
    const session = load(req, res)
    if (!session || finished(res, session, options.now())) return
    const form: CardForm = {
      cardnumber: formValue(req.body, 'cardnumber'),
      expiry: formValue(req.body, 'expiry'),
      cvc: formValue(req.body, 'cvc'),
      name: formValue(req.body, 'name'),
    }
    const errors = checkCardForm(form, options.now())
    if (Object.keys(errors).length > 0) {
      cardPage(req, res, session, {
        status: 422,
        form,
        errors,
        alert: (say) => ({ title: say(W.checkTitle), text: say(W.checkText) }),
      })
      return
    }
    const digits = digitsOf(form.cardnumber)
    const card = testCard(digits)!
    if (card.outcome === 'declined') {
      options.logger.info({ orderId: session.request.orderId }, 'sandbox bambora: card declined')
      cardPage(req, res, session, {
        status: 402,
        form: { name: form.name },
        alert: (say) => ({ title: say(W.declinedTitle), text: say(W.declinedCard) }),
      })
      return
    }
    if (card.outcome === 'challenge') {
      store.step(session.token, 'challenge', { digits })
      res.redirect(303, windowPath(req, session.token))
      return
    }
    capture(req, res, session, digits).catch(next)
  })

  router.post('/window/:token/challenge', formParser, (req, res, next) => {
    const session = load(req, res)
    if (!session || finished(res, session, options.now())) return
    if (session.state !== 'challenge' || !session.means?.digits) {
      res.redirect(303, windowPath(req, session.token))
      return
    }
    if (formValue(req.body, 'code').trim() !== CHALLENGE_CODE) {
      store.step(session.token, 'open', null)
      options.logger.info({ orderId: session.request.orderId }, 'sandbox bambora: 3-D Secure failed')
      cardPage(
        req,
        res,
        { ...session, state: 'open' },
        {
          status: 402,
          alert: (say) => ({ title: say(W.declinedTitle), text: say(W.declinedChallenge) }),
        },
      )
      return
    }
    capture(req, res, session, session.means.digits).catch(next)
  })

  router.post('/window/:token/cancel', formParser, (req, res) => {
    const session = load(req, res)
    if (!session) return
    if (session.state === 'captured') {
      finished(res, session, options.now())
      return
    }
    store.finish(session.token, 'aborted', null, null, options.now())
    res.redirect(303, session.request.cancel)
  })

  return router
}
