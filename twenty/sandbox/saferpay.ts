/**
 * Sandbox Saferpay Payment Page (issue 20), on the model of Saferpay's JSON API 1.x:
 *
 *   POST /saferpay/api/Payment/v1/PaymentPage/Initialize   (Basic auth: the API user)
 *        {RequestHeader {SpecVersion, CustomerId, RequestId, RetryIndicator}, TerminalId,
 *         Payment {Amount {Value, CurrencyCode}, OrderId, Description}, PaymentMethods?,
 *         ReturnUrls {Success, Fail, Abort} (or ReturnUrl {Url}), Notification {NotifyUrl},
 *         Payer {LanguageCode}? (the page's language; without it, the browser's)}
 *        -> {ResponseHeader, Token, Expiration, RedirectUrl}
 *   GET  /saferpay/page/{token}                 the payment page: the test cards, or the method
 *                                               chosen (iDEAL with a bank, TWINT, Bancontact)
 *   POST /saferpay/page/{token}/pay|challenge|approve|decline|cancel
 *   POST /saferpay/api/Payment/v1/PaymentPage/Assert   {RequestHeader, Token}
 *        -> 200 {ResponseHeader, Transaction {Type, Status: CAPTURED, Id, Date, Amount, OrderId},
 *           PaymentMeans} or 402 {ResponseHeader, Behavior, ErrorName, ErrorMessage}
 *
 * A result sends the browser (303) to the Success, Fail or Abort URL unchanged, and a success or
 * a failure POSTs the NotifyUrl (retried up to 3 times). Nothing on those URLs says how it went:
 * the merchant learns it from Assert.
 */
import { createHash, timingSafeEqual } from 'node:crypto'
import express, { type Request, type Response, type Router } from 'express'
import { SAFERPAY_SPEC_VERSION } from '../payment-providers'
import { DEFAULT_RETRY_DELAYS_MS } from './bambora'
import { SANDBOX_WORDS as W, sandboxLanguageOf, sandboxMoney, sandboxText, type SandboxLanguage } from './copy'
import type { HostedStep } from './hosted-page'
import { deliver } from './outbound'
import {
  basicCredentials,
  browserLanguage,
  formParser,
  formValue,
  httpUrl,
  isExpired,
  newTransactionId,
  SANDBOX_SESSION_MS,
  sendPage,
  sessionStore,
  type SandboxOptions,
  type SandboxSession,
} from './sessions'
import { CHALLENGE_CODE, cardBrand, checkCardForm, digitsOf, maskedCard, testCard, type CardForm } from './test-cards'

interface SaferpaySessionRequest {
  orderId: string
  amountMinor: number
  currency: string
  description: string
  methods: string[]
  success: string
  fail: string
  abort: string
  notify: string | null
  /** Payer.LanguageCode's language; absent: the browser's, page by page. */
  language?: SandboxLanguage | null
}

const digest = (value: string) => createHash('sha256').update(value).digest()
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

const CURRENCIES = new Set(['EUR', 'GBP', 'CHF', 'DKK'])
const METHOD_NAMES: Record<string, string> = { IDEAL: 'iDEAL', TWINT: 'TWINT', BANCONTACT: 'Bancontact' }

export function saferpaySandbox(options: SandboxOptions): Router {
  const router = express.Router()
  const store = sessionStore<SaferpaySessionRequest>(options.database, 'saferpay')
  const config = options.saferpay
  const merchant = options.merchantName ?? 'Camping Select'
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS

  const header = (requestId: unknown) => ({
    SpecVersion: SAFERPAY_SPEC_VERSION,
    RequestId: typeof requestId === 'string' ? requestId : '',
  })
  const error = (res: Response, status: number, requestId: unknown, name: string, message: string) =>
    res
      .status(status)
      .json({ ResponseHeader: header(requestId), Behavior: 'ABORT', ErrorName: name, ErrorMessage: message })

  const authorised = (req: Request) => {
    const credentials = basicCredentials(req.get('authorization'))
    return !!credentials && same(credentials.user, config.username) && same(credentials.password, config.password)
  }

  const api = express.Router()
  api.use(express.json({ limit: '16kb' }))

  api.post('/Payment/v1/PaymentPage/Initialize', (req, res) => {
    const body = req.body as Record<string, unknown>
    const requestHeader = body.RequestHeader as { CustomerId?: unknown; RequestId?: unknown } | undefined
    if (!authorised(req)) {
      error(res, 401, requestHeader?.RequestId, 'AUTHENTICATION_FAILED', 'Wrong API user or password')
      return
    }
    const payment = body.Payment as
      | { Amount?: { Value?: unknown; CurrencyCode?: unknown }; OrderId?: unknown; Description?: unknown }
      | undefined
    const returnUrls = body.ReturnUrls as { Success?: unknown; Fail?: unknown; Abort?: unknown } | undefined
    const single = httpUrl((body.ReturnUrl as { Url?: unknown } | undefined)?.Url)
    const success = httpUrl(returnUrls?.Success) ?? single
    const fail = httpUrl(returnUrls?.Fail) ?? single
    const abort = httpUrl(returnUrls?.Abort) ?? single
    const notification = body.Notification as { NotifyUrl?: unknown } | undefined
    const notify = notification?.NotifyUrl === undefined ? null : httpUrl(notification.NotifyUrl)
    const value = payment?.Amount?.Value
    const currency = payment?.Amount?.CurrencyCode
    const methods: string[] = Array.isArray(body.PaymentMethods)
      ? body.PaymentMethods.filter((m): m is string => typeof m === 'string')
      : []
    if (
      requestHeader?.CustomerId !== config.customerId ||
      body.TerminalId !== config.terminalId ||
      typeof value !== 'string' ||
      !/^[1-9]\d{0,11}$/.test(value) ||
      typeof currency !== 'string' ||
      !CURRENCIES.has(currency) ||
      typeof payment?.OrderId !== 'string' ||
      payment.OrderId.length < 1 ||
      payment.OrderId.length > 80 ||
      !success ||
      !fail ||
      !abort ||
      (notification?.NotifyUrl !== undefined && !notify)
    ) {
      error(res, 400, requestHeader?.RequestId, 'VALIDATION_FAILED', 'The request is not valid')
      return
    }
    const now = options.now()
    const token = store.create(
      {
        orderId: payment.OrderId,
        amountMinor: Number(value),
        currency,
        description: typeof payment.Description === 'string' ? payment.Description.slice(0, 200) : '',
        methods,
        success: success.href,
        fail: fail.href,
        abort: abort.href,
        notify: notify?.href ?? null,
        language: sandboxLanguageOf((body.Payer as { LanguageCode?: unknown } | undefined)?.LanguageCode),
      },
      now,
    )
    // The page is on the merchant's own origin: the sandbox stands in for Saferpay (decision 031).
    const pageBase = req.baseUrl.replace(/\/api$/, '')
    res.status(200).json({
      ResponseHeader: header(requestHeader.RequestId),
      Token: token,
      Expiration: new Date(now.getTime() + SANDBOX_SESSION_MS).toISOString(),
      RedirectUrl: `${success.origin}${pageBase}/page/${token}`,
    })
  })

  api.post('/Payment/v1/PaymentPage/Assert', (req, res) => {
    const body = req.body as { RequestHeader?: { RequestId?: unknown }; Token?: unknown }
    const requestId = body.RequestHeader?.RequestId
    if (!authorised(req)) {
      error(res, 401, requestId, 'AUTHENTICATION_FAILED', 'Wrong API user or password')
      return
    }
    const session = typeof body.Token === 'string' ? store.find(body.Token) : null
    if (!session) {
      error(res, 402, requestId, 'TOKEN_INVALID', 'Unknown token')
      return
    }
    switch (session.state) {
      case 'captured':
        res.status(200).json({
          ResponseHeader: header(requestId),
          Transaction: {
            Type: 'PAYMENT',
            Status: 'CAPTURED',
            Id: session.txnId,
            Date: session.means?.date ?? new Date().toISOString(),
            Amount: { Value: String(session.request.amountMinor), CurrencyCode: session.request.currency },
            OrderId: session.request.orderId,
          },
          PaymentMeans: {
            Brand: { PaymentMethod: session.means?.method ?? 'VISA', Name: session.means?.name ?? 'Visa' },
            DisplayText: session.means?.display ?? '',
          },
        })
        return
      case 'declined':
        error(res, 402, requestId, 'TRANSACTION_DECLINED', 'The transaction was declined')
        return
      case 'aborted':
        error(res, 402, requestId, 'TRANSACTION_ABORTED', 'The payer cancelled the payment')
        return
      default:
        if (isExpired(session, options.now())) error(res, 402, requestId, 'TOKEN_EXPIRED', 'The token has expired')
        else error(res, 402, requestId, 'TRANSACTION_IN_PROGRESS', 'The payer has not finished yet')
    }
  })

  router.use('/api', api)

  // ---------------------------------------------------------------- the payment page

  const pagePath = (req: Request, token: string) => `${req.baseUrl}/page/${token}`
  const actions = (req: Request, token: string) => ({
    pay: `${pagePath(req, token)}/pay`,
    challenge: `${pagePath(req, token)}/challenge`,
    approve: `${pagePath(req, token)}/approve`,
    decline: `${pagePath(req, token)}/decline`,
    cancel: `${pagePath(req, token)}/cancel`,
  })
  /** The page's language: Initialize's Payer.LanguageCode, else the browser's. */
  const languageOf = (req: Request, session: SandboxSession<SaferpaySessionRequest>): SandboxLanguage =>
    session.request.language ?? browserLanguage(req)
  const methodOf = (session: SandboxSession<SaferpaySessionRequest>) =>
    session.request.methods.find((method) => METHOD_NAMES[method]) ?? null

  function page(
    req: Request,
    res: Response,
    session: SandboxSession<SaferpaySessionRequest>,
    extra: {
      status?: number
      form?: Partial<CardForm>
      errors?: ReturnType<typeof checkCardForm>
      alert?: 'check'
    } = {},
  ) {
    const language = languageOf(req, session)
    const say = sandboxText(language)
    const method = methodOf(session)
    const step: HostedStep =
      session.state === 'challenge' ? 'challenge' : method === 'IDEAL' ? 'bank' : method ? 'wallet' : 'card'
    sendPage(res, extra.status ?? 200, {
      language,
      provider: 'Saferpay',
      merchant,
      description: session.request.description,
      amount: sandboxMoney(session.request.amountMinor, session.request.currency, language),
      step,
      methodName: method ? METHOD_NAMES[method] : undefined,
      actions: actions(req, session.token),
      form: extra.form,
      errors: extra.errors,
      alert: extra.alert === 'check' ? { title: say(W.checkTitle), text: say(W.checkText) } : undefined,
    })
  }

  function load(req: Request, res: Response): SandboxSession<SaferpaySessionRequest> | null {
    const session = /^[A-Za-z0-9_-]{10,64}$/.test(req.params.token ?? '') ? store.find(req.params.token!) : null
    const now = options.now()
    if (
      !session ||
      session.state === 'captured' ||
      session.state === 'declined' ||
      session.state === 'aborted' ||
      isExpired(session, now)
    ) {
      const done = session && session.state !== 'open' && session.state !== 'challenge'
      const language = session ? languageOf(req, session) : browserLanguage(req)
      const say = sandboxText(language)
      sendPage(res, session ? 410 : 404, {
        language,
        provider: 'Saferpay',
        merchant,
        amount: '',
        step: 'message',
        actions: {},
        message: {
          title: !session ? say(W.pageNotFoundTitle) : done ? say(W.pageFinishedTitle) : say(W.pageExpiredTitle),
          text: say(W.pageGoneText),
          link: session ? { href: session.request.abort, label: say(W.backToShop) } : undefined,
        },
      })
      return null
    }
    return session
  }

  /** The notification of a result, in the background, retried when the merchant does not answer 2xx. */
  function notify(session: SandboxSession<SaferpaySessionRequest>) {
    const url = session.request.notify
    if (!url) return
    void deliver(url, 'POST', retryDelays, { body: '', contentType: 'application/x-www-form-urlencoded' }).then(
      (result) => {
        if (!result.ok)
          options.logger.warn(
            { orderId: session.request.orderId, attempts: result.attempts, status: result.status },
            'sandbox saferpay: notification failed',
          )
      },
    )
  }

  function end(
    res: Response,
    session: SandboxSession<SaferpaySessionRequest>,
    outcome: 'captured' | 'declined' | 'aborted',
    means: Record<string, string> | null,
  ) {
    const now = options.now()
    const txnId = outcome === 'captured' ? newTransactionId() : null
    if (store.finish(session.token, outcome, means ? { ...means, date: now.toISOString() } : null, txnId, now)) {
      options.logger.info({ orderId: session.request.orderId, outcome }, `sandbox saferpay: payment ${outcome}`)
      if (outcome !== 'aborted') notify(session)
    }
    res.redirect(
      303,
      outcome === 'captured'
        ? session.request.success
        : outcome === 'declined'
          ? session.request.fail
          : session.request.abort,
    )
  }

  const cardMeans = (digits: string) => {
    const brand = cardBrand(digits)
    return { method: brand, name: brand === 'VISA' ? 'Visa' : 'Mastercard', display: maskedCard(digits) }
  }

  router.get('/page/:token', (req, res) => {
    const session = load(req, res)
    if (session) page(req, res, session)
  })

  router.post('/page/:token/pay', formParser, (req, res) => {
    const session = load(req, res)
    if (!session) return
    const form: CardForm = {
      cardnumber: formValue(req.body, 'cardnumber'),
      expiry: formValue(req.body, 'expiry'),
      cvc: formValue(req.body, 'cvc'),
      name: formValue(req.body, 'name'),
    }
    const errors = checkCardForm(form, options.now())
    if (Object.keys(errors).length > 0) {
      page(req, res, session, {
        status: 422,
        form,
        errors,
        alert: 'check',
      })
      return
    }
    const digits = digitsOf(form.cardnumber)
    const card = testCard(digits)!
    if (card.outcome === 'challenge') {
      store.step(session.token, 'challenge', { digits })
      res.redirect(303, pagePath(req, session.token))
      return
    }
    end(res, session, card.outcome === 'approved' ? 'captured' : 'declined', cardMeans(digits))
  })

  router.post('/page/:token/challenge', formParser, (req, res) => {
    const session = load(req, res)
    if (!session) return
    const digits = session.means?.digits
    if (session.state !== 'challenge' || !digits) {
      res.redirect(303, pagePath(req, session.token))
      return
    }
    end(
      res,
      session,
      formValue(req.body, 'code').trim() === CHALLENGE_CODE ? 'captured' : 'declined',
      cardMeans(digits),
    )
  })

  router.post('/page/:token/approve', formParser, (req, res) => {
    const session = load(req, res)
    if (!session) return
    const method = methodOf(session)
    if (!method) {
      res.redirect(303, pagePath(req, session.token))
      return
    }
    const bank = formValue(req.body, 'bank')
    end(res, session, 'captured', { method, name: METHOD_NAMES[method]!, display: bank || METHOD_NAMES[method]! })
  })

  router.post('/page/:token/decline', formParser, (req, res) => {
    const session = load(req, res)
    if (session) end(res, session, 'declined', null)
  })

  router.post('/page/:token/cancel', formParser, (req, res) => {
    const session = load(req, res)
    if (session) end(res, session, 'aborted', null)
  })

  return router
}
