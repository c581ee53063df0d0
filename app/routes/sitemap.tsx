import type { LoaderFunctionArgs } from '@remix-run/node'
import { notFound } from '~/lib/page.server'
import { sitemapUrls, sitemapXml } from '~/lib/sitemap.server'

/** Resource route: this market host's `sitemap.xml` (an index of parts above 50,000 URLs). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get('part')
  const part = raw === null ? null : /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 0
  const xml = sitemapXml(await sitemapUrls(context), context.publicOrigin, part)
  if (xml === null) throw notFound()
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
