import { island } from '~/lib/island'

/**
 * The sign-in steps as an island: the server renders the step in full (plain forms that post and
 * show their errors without JavaScript), and their code (conform and the zod schemas of the
 * browser's validation, the slides between steps) loads on first use or when the browser is
 * idle; a submit before then waits for it (docs/decisions/033).
 */
export const LoginStepsIsland = island(
  () => import('./LoginSteps'),
  (module) => module.LoginSteps,
)
