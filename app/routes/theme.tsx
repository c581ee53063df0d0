import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { PageErrorBoundary } from '~/components/error-boundaries'
import { SiteSearch } from '~/components/search/SiteSearch'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { Image } from '~/components/ui/Image'
import type { I18nHandle } from '~/lib/i18n'
import { pageMeta } from '~/lib/page-meta'
import { loadThemePage, type ThemePageData } from './theme.server'

export const handle: I18nHandle = { i18n: ['search'] }

export function loader(args: LoaderFunctionArgs) {
  return loadThemePage(args)
}

export const meta = pageMeta

/** A theme: why to go, then its campsites with the usual filters, sort, paging and map. */
export default function ThemePage() {
  const data = useLoaderData<typeof loader>() as unknown as ThemePageData
  return (
    <article>
      <Breadcrumbs items={data.breadcrumbs} />
      <div className="mt-3 mb-6 grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div>
          <h1 className="mb-2 font-heading text-3xl font-bold md:text-4xl">{data.heading}</h1>
          <p className="max-w-2xl text-lg text-muted">{data.intro}</p>
          <div className="mt-4 max-w-prose space-y-3 leading-relaxed">
            {data.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <Image src={data.image.url} alt={data.image.alt} width={data.image.width} height={data.image.height} priority className="hidden rounded-card object-cover md:block" />
      </div>
      <SiteSearch data={data} label={data.heading} />
    </article>
  )
}

export const ErrorBoundary = PageErrorBoundary
