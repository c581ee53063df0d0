import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckoutDeadEnd, CheckoutPage } from '~/components/checkout/CheckoutPage'
import { PageErrorBoundary } from '~/components/error-boundaries'
import type { I18nHandle } from '~/lib/i18n'
import { pageMeta } from '~/lib/page-meta'
import { checkoutAction, checkoutLoader } from './checkout.server'

/** The checkout, `/booking/{cartId}` (SPEC section 2): no layout of its own, analytics type Checkout. */
export const handle: I18nHandle = { i18n: ['checkout'] }
export const loader = (args: LoaderFunctionArgs) => checkoutLoader(args)
export const action = (args: ActionFunctionArgs) => checkoutAction(args)
export const meta = pageMeta

export default function Checkout() {
  const page = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  if (page.kind !== 'open') return <CheckoutDeadEnd kind={page.kind} home={page.home} campsite={page.kind === 'expired' ? page.campsite : undefined} />
  return (
    <CheckoutPage
      // A new cart state (after `update`) re-renders the form from the reply, which keeps what was typed.
      heading={page.heading}
      cart={page.cart}
      countries={page.countries}
      prefixes={page.prefixes}
      contact={page.contact}
      stay={page.stay}
      campsite={page.campsite}
      lastResult={actionData && 'result' in actionData ? (actionData.result as never) : null}
    />
  )
}

export const ErrorBoundary = PageErrorBoundary
