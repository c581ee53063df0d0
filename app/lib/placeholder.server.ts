import type { LoaderFunctionArgs } from '@remix-run/node'
import type { PageKey } from '../../market-config/routes'
import { requirePage } from './page.server'
import { simplePage } from './simple-page.server'

/** Pages a later slice builds: their heading and breadcrumb, on the right path only. */
export function placeholderLoader(args: LoaderFunctionArgs, page: PageKey) {
  requirePage(args, page)
  return simplePage(args.context, page)
}
