import type { ReactNode } from 'react'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { Image } from '~/components/ui/Image'
import { useBreadcrumbs } from '~/lib/breadcrumbs'

/** A place or theme page's top: breadcrumbs, heading, intro (and more text), and a picture beside it from md up. */
export function PageIntro({
  heading,
  intro,
  image,
  children,
}: {
  heading: string
  intro: string
  image: { url: string; alt: string; width: number; height: number } | null
  children?: ReactNode
}) {
  return (
    <>
      <Breadcrumbs items={useBreadcrumbs()} />
      <div className="mt-3 mb-6 grid gap-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div>
          <h1 className="mb-2 font-heading text-3xl font-bold md:text-4xl">{heading}</h1>
          {intro ? <p className="max-w-2xl text-lg text-muted">{intro}</p> : null}
          {children}
        </div>
        {image ? (
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            className="hidden rounded-card object-cover md:block"
          />
        ) : null}
      </div>
    </>
  )
}
