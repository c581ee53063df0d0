import type { MetaFunction } from '@remix-run/node'

export interface PageMetaData {
  title: string
  description?: string
  brandName: string
  /** Portal and checkout pages stay out of search engines. */
  noindex?: boolean
}

/** `<title>` and description from the page loader's `meta` field. */
export const pageMeta: MetaFunction = ({ data }) => {
  const meta = (data as { meta?: PageMetaData } | undefined)?.meta
  if (!meta) return [{ title: 'Camping holidays' }]
  const tags: ReturnType<MetaFunction> = [{ title: `${meta.title} | ${meta.brandName}` }]
  if (meta.description) tags.push({ name: 'description', content: meta.description })
  if (meta.noindex) tags.push({ name: 'robots', content: 'noindex' })
  return tags
}
