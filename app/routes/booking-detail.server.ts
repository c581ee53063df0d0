import type { AppLoadContext } from '@remix-run/node'
import type { CampsiteFacts } from '~/components/portal/BookingDetail'
import { twentyFor } from '~/lib/twenty.server'
import type { Booking } from '../../twenty/contract'

/**
 * The campsite of a booking for its overview: its page, its address (name, town, region,
 * country) and its check-in and reception hours, from the campsite's own content. Never throws:
 * without it the page still shows the town and region the booking names.
 */
export async function campsiteFacts(context: AppLoadContext, booking: Booking): Promise<CampsiteFacts> {
  const href = `/${booking.site.path}`
  try {
    const site = await twentyFor(context).siteDetail(booking.site.slug)
    const info = site.importantInfo
    return {
      href,
      address: [site.name, site.meta.city.name, site.meta.area.name, site.meta.country.name],
      checkIn: { from: info.checkIn.from, until: info.checkIn.until, checkOut: info.checkOut.until },
      reception: info.reception,
    }
  } catch {
    return { href, address: [booking.site.name, booking.site.location], checkIn: null, reception: null }
  }
}
