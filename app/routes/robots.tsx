import type { LoaderFunctionArgs } from '@remix-run/node'
import { robotsTxt } from '~/lib/sitemap.server'

/** Resource route: this market host's `robots.txt`. */
export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  })
}
