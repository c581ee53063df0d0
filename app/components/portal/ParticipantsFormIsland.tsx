import { island } from '~/lib/island'

/**
 * A booking's travellers form as an island: the server renders it in full (it posts and shows its
 * errors without JavaScript), and its code (conform, the checkout's participant rules in zod)
 * loads on first use or when the browser is idle (docs/decisions/033).
 */
export const ParticipantsFormIsland = island(
  () => import('./ParticipantsForm'),
  (module) => module.ParticipantsForm,
)
