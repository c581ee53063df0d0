import type { LoaderFunctionArgs } from '@remix-run/node'
import { loadArrivalDays, parseArrivalDaysRequest } from '~/lib/arrival-days.server'
import { TwentyApiError } from '~/lib/twenty.server'

/**
 * Resource route: the arrival days of a destination and stay length as JSON
 * (`/arrival-days?duration=7&country=france&area=dordogne`), for the home form's calendar, which
 * disables the other days and says why. The API is called here, server-side.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  try {
    const rules = await loadArrivalDays(context, parseArrivalDaysRequest(new URL(request.url).searchParams))
    return new Response(JSON.stringify(rules), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        // The rules change with the date only.
        'Cache-Control': 'private, max-age=600',
      },
    })
  } catch (error) {
    // The calendar then offers every day from tomorrow, and the search says what it refuses.
    const status = error instanceof TwentyApiError ? 502 : 503
    return new Response(JSON.stringify({ error: 'unavailable' }), {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
    })
  }
}
