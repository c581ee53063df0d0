import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadDestinationSuggestions } from '~/lib/destination-suggestions.server'

/**
 * Resource route: the search form's destination suggestions as JSON
 * (`/destination-suggestions?q=dord`), for the home page's combobox. The API is called here,
 * server-side, like every other API call of the storefront.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const suggestions = await loadDestinationSuggestions(context, new URL(request.url).searchParams)
  return new Response(JSON.stringify(suggestions), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      // The same text gives the same places for a while; popular picks change slowly.
      'Cache-Control': 'private, max-age=60',
    },
  })
}
