import { Link } from '@remix-run/react'

/** Appears only while the early-booking period is active and has text (decided by the loader). */
export function EarlyBookingBanner({ banner }: { banner: { text: string; href: string } | null }) {
  if (!banner) return null
  return (
    <div className="bg-banner text-on-banner">
      <Link
        to={banner.href}
        className="mx-auto block max-w-screen-xl px-4 py-2 text-center text-sm font-semibold underline-offset-2 hover:underline"
      >
        {banner.text}
      </Link>
    </div>
  )
}
