import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { FOCUS } from '~/components/ui/focus'
import { COUNTRY_IMAGE, Image } from '~/components/ui/Image'
import { cn } from '~/lib/cn'
import type { RecentlyViewedSite } from '~/lib/recently-viewed'

/** The campsites this visitor opened last, as links (nothing when there are none). */
export function RecentlyViewed({ sites }: { sites: RecentlyViewedSite[] }) {
  const { t } = useTranslation('common')
  if (sites.length === 0) return null
  return (
    <section aria-labelledby="recently-viewed-title" className="my-10">
      <h2 id="recently-viewed-title" className="mb-4 font-heading text-2xl font-bold">
        {t('recently-viewed.title')}
      </h2>
      <ul className="-mx-4 flex gap-4 overflow-x-auto px-4 pb-2 md:mx-0 md:grid md:grid-cols-3 md:overflow-visible md:px-0 lg:grid-cols-6">
        {sites.map((site) => (
          <li key={site.slug} className="w-56 shrink-0 md:w-auto">
            <Link
              to={site.href}
              className={cn(
                'group block h-full overflow-hidden rounded-card border border-line bg-surface shadow-sm hover:shadow-md',
                FOCUS,
              )}
            >
              <Image
                src={site.image}
                alt=""
                {...COUNTRY_IMAGE}
                className="aspect-[289/173] h-auto w-full object-cover"
              />
              <span className="block p-3">
                <span className="block font-semibold leading-snug group-hover:text-primary">{site.name}</span>
                <span className="block text-sm text-muted">{site.location}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
