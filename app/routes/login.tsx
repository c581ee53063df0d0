import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { href } from '../../market-config/routes'
import { requirePage } from '~/lib/page.server'
import { safeRedirect } from '~/lib/session.server'
import { simplePage } from '~/lib/simple-page.server'
export { PlaceholderPage as default } from '~/components/SimplePage'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

/** Portal sign-in. A signed-in customer goes on to the page they asked for, or the profile. */
export function loader(args: LoaderFunctionArgs) {
  const storefront = requirePage(args, 'login')
  if (args.context.session.token) {
    const profile = href(storefront.link, 'profile')
    throw redirect(safeRedirect(new URL(args.request.url).searchParams.get('redirectTo'), profile))
  }
  return simplePage(args.context, 'login')
}
