import type { LoaderFunctionArgs } from '@remix-run/node'
import type { PageKey } from '../../market-config/routes'
import { parseId } from '../../twenty/contract'
import { notFound } from './page.server'
import { simplePage } from './simple-page.server'

/** Pages a later slice builds: their heading and breadcrumb, on the right path only. */
export function placeholderLoader(args: LoaderFunctionArgs, page: PageKey) {
  // A booking's pages exist only for a canonical booking id: `/my-bookings/abc` is a 404 (issue 16).
  if (args.params.bookingId !== undefined && parseId(args.params.bookingId) === null) throw notFound()
  return simplePage(args.context, page)
}
