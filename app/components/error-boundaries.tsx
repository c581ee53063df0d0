/**
 * The routes' error boundaries, with the error page's code loaded only when an error is shown:
 * no working page needs it, and the home page has a 100 KB JavaScript budget. The server loads it
 * before it renders anything (app/lib/deferred-module.ts), so an error page is always rendered
 * whole and works without JavaScript; the browser keeps the server's markup until the code arrives.
 */
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { deferredModule } from '~/lib/deferred-module'

type BoundaryName = 'PageErrorBoundary' | 'LayoutErrorBoundary'

const errorPage = deferredModule(() => import('./ErrorPage'))

function UnloadedErrorPage() {
  const { t } = useTranslation('errors')
  return (
    <main id="main" className="mx-auto max-w-screen-md px-4 py-16">
      <h1 className="text-2xl font-bold">{t('generic.title')}</h1>
      <p className="mt-4">{t('generic.text')}</p>
      <p className="mt-4">
        <a className="underline" href="/">
          {t('generic.home')}
        </a>
      </p>
    </main>
  )
}

function LoadedBoundary({ name }: { name: BoundaryName }) {
  if (errorPage.failed) return <UnloadedErrorPage />
  if (!errorPage.current) throw errorPage.load()
  const Boundary = errorPage.current[name]
  return <Boundary />
}

/** For page routes: the error shows inside the layout, with header and footer. */
export function PageErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LoadedBoundary name="PageErrorBoundary" />
    </Suspense>
  )
}

/** For the root and layout routes, whose own data failed: a logo and the error, nothing else. */
export function LayoutErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <LoadedBoundary name="LayoutErrorBoundary" />
    </Suspense>
  )
}
