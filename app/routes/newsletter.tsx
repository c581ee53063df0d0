import type { ActionFunctionArgs } from '@remix-run/node'
import { newsletterSignupAction } from '~/lib/newsletter.server'
import { requireStorefront } from '~/lib/page.server'

/** Resource route: the footer's newsletter form posts here (no page of its own). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireStorefront(context)
  return newsletterSignupAction(request, context)
}

export function loader() {
  throw new Response('Not Found', { status: 404 })
}
