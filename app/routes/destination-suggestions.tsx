import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { loadDestinationSuggestions, savePick } from '~/routes/destination-suggestions.server'

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

/** A pick from the suggestions (`id`, `type`, `popular`), counted for the popular list. */
export async function action({ request, context }: ActionFunctionArgs) {
  const status = await savePick(context, new URLSearchParams(await request.text()))
  return new Response(null, { status, headers: { 'Cache-Control': 'no-store' } })
}
