import { Link } from '@remix-run/react'

/** Appears only while the early-booking period is active and has text (decided by the loader). */
export function EarlyBookingBanner({ banner }: { banner: { text: string; href: string } | null }) {
  if (!banner) return null
  return (
    <div className="bg-banner text-on-banner" data-testid="early-booking-banner">
      <Link
        to={banner.href}
        className="mx-auto block max-w-screen-xl px-4 py-2 text-center text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-on-banner focus-visible:-outline-offset-4"
      >
        {banner.text}
      </Link>
    </div>
  )
}
