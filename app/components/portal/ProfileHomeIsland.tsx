import { island } from '~/lib/island'

/**
 * The portal's front page as an island: the server renders it in full (the next trip, the links
 * to the bookings, favourites and details, the sign-out form), and its code loads on first use or
 * when the browser is idle (docs/decisions/033).
 */
export const ProfileHomeIsland = island(
  () => import('./ProfileHome'),
  (module) => module.ProfileHome,
)
