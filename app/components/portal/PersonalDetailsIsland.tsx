import { island } from '~/lib/island'

/**
 * The personal details' four section forms as an island: the server renders them in full (each
 * posts and shows its errors without JavaScript), and their code (conform, the account rules' zod
 * schemas) loads on first use or when the browser is idle (docs/decisions/033).
 */
export const PersonalDetailsIsland = island(
  () => import('./PersonalDetails'),
  (module) => module.PersonalDetails,
)
