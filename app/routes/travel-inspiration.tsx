import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SimplePage } from '~/components/SimplePage'
import { FOCUS } from '~/components/ui/focus'
import { COUNTRY_IMAGE, Image } from '~/components/ui/Image'
import { pageCrumbs, type RouteHandle } from '~/lib/breadcrumbs'
import { cn } from '~/lib/cn'
import { pageMeta } from '~/lib/page-meta'
import { simplePage } from '~/lib/simple-page.server'
import { pageLoadFailure, twentyFor } from '~/lib/twenty.server'
import { href } from '../../market-config/routes'

/** The travel-inspiration themes, each leading to its campsites. */
export async function loader(args: LoaderFunctionArgs) {
  const { storefront } = args.context
  const themes = await twentyFor(args.context)
    .themes()
    .catch((error: unknown) => pageLoadFailure(error))
  const page = simplePage(args.context, 'travelInspiration')
  return {
    ...page,
    meta: { ...page.meta, description: page.intro },
    themes: themes.map((theme) => ({
      name: theme.name,
      intro: theme.intro,
      image: theme.image,
      href: href(storefront.link, 'theme', { slug: theme.slug }),
    })),
  }
}

export const meta = pageMeta

export const handle: RouteHandle = { breadcrumb: pageCrumbs('travelInspiration') }

export default function TravelInspirationPage() {
  const data = useLoaderData<typeof loader>()
  return (
    <SimplePage heading={data.heading} intro={data.intro}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {data.themes.map((theme, index) => (
          <li key={theme.href}>
            <Link
              to={theme.href}
              className={cn(
                'group block h-full overflow-hidden rounded-card border border-line bg-surface shadow-sm hover:shadow-md',
                FOCUS,
              )}
            >
              <Image
                src={theme.image.url}
                alt=""
                {...COUNTRY_IMAGE}
                priority={index < 3}
                className="aspect-[289/173] h-auto w-full object-cover"
              />
              <span className="block p-4">
                <span className="block font-heading text-xl font-bold group-hover:text-primary">{theme.name}</span>
                <span className="mt-1 block text-muted">{theme.intro}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}

export const ErrorBoundary = PageErrorBoundary
