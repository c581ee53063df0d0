import type { LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SimplePage } from '~/components/SimplePage'
import { SentenceWithRef } from '~/components/ui/BookingRef'
import { Button } from '~/components/ui/Button'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { useCustomer } from '~/lib/customer'
import { simplePage } from '~/lib/simple-page.server'
import { useStorefront } from '~/lib/storefront'
import { href } from '../../market-config/routes'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'

export const handle: RouteHandle = { i18n: ['portal'], breadcrumb: pageCrumbs('profile') }

/** The portal's home: the customer by name (loaded by the portal layout), and sign-out. */
export function loader({ context }: LoaderFunctionArgs) {
  return simplePage(context, 'profile')
}

export default function ProfilePage() {
  const page = useLoaderData<typeof loader>()
  const { link } = useStorefront()
  const { t } = useTranslation('portal')
  const user = useCustomer()
  return (
    <SimplePage heading={page.heading}>
      <section
        aria-labelledby="profile-greeting"
        className="max-w-2xl rounded-card border border-line bg-surface p-5 shadow-sm sm:p-8"
      >
        <h2 id="profile-greeting" className="mb-2 font-heading text-2xl font-bold">
          {t('profile.greeting', { name: user.firstName || user.email })}
        </h2>
        <p className="mb-6 text-muted">
          {user.loginType === 'booking_id' && user.bookingRef ? (
            <SentenceWithRef
              value={user.bookingRef}
              translate={(ref) => t('profile.signed-in-with-booking', { ref, email: user.email })}
            />
          ) : (
            t('profile.signed-in-as', { email: user.email })
          )}
        </p>
        {/* A plain post that reloads the whole page (SPEC section 4: sign-out reloads the root). */}
        <Form method="post" action={href(link, 'login')} reloadDocument>
          <input type="hidden" name="intent" value="sign-out" />
          <Button type="submit" variant="secondary">
            {t('profile.sign-out')}
          </Button>
        </Form>
      </section>
    </SimplePage>
  )
}
