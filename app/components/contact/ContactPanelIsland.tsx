import { island } from '~/lib/island'

/**
 * The contact page's address, phone and form as an island: the server renders the plain form
 * (it posts and shows its errors without JavaScript), and the form's code (conform and zod for the
 * inline errors) loads on first use or when the browser is idle (docs/decisions/033).
 */
export const ContactPanelIsland = island(
  () => import('./ContactPanel'),
  (module) => module.ContactPanel,
)
