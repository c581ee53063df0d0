/**
 * The sandbox payment providers (issue 20, decision 031): Bambora Checkout and the Saferpay
 * Payment Page as this process serves them when the API is embedded, so a fresh machine takes a
 * booking from unpaid to paid without any outside service. They stand for the outside world: the
 * API reaches them over HTTP at their configured base URLs, exactly as it would reach the real
 * providers, and the host mounts them at `/payment-sandbox`, public (browsers go there).
 */
import express, { type Router } from 'express'
import { bamboraSandbox } from './bambora'
import { saferpaySandbox } from './saferpay'
import type { SandboxOptions } from './sessions'

export type { SandboxOptions } from './sessions'

export function createPaymentSandbox(options: SandboxOptions): Router {
  const router = express.Router()
  router.use((_req, res, next) => {
    // Never cached, never indexed: every answer belongs to one payment.
    res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' })
    next()
  })
  router.use('/bambora', bamboraSandbox(options))
  router.use('/saferpay', saferpaySandbox(options))
  return router
}
