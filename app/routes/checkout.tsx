import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CheckoutDeadEnd, CheckoutPage } from '~/components/checkout/CheckoutPage'
import { UnitTaken } from '~/components/checkout/UnitTaken'
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
  if (page.kind !== 'open')
    return (
      <CheckoutDeadEnd
        kind={page.kind}
        home={page.home}
        campsite={page.kind === 'expired' ? page.campsite : undefined}
      />
    )
  const taken = actionData && 'taken' in actionData ? actionData.taken : null
  return (
    <>
      {/* The unit was let meanwhile: what happened and the campsite's other units (issue 16). */}
      {taken ? <UnitTaken taken={page.cart.accommodation.name} campsite={taken.campsite} units={taken.units} /> : null}
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
    </>
  )
}

export const ErrorBoundary = PageErrorBoundary
