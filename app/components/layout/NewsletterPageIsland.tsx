import { island } from '~/lib/island'

/**
 * The newsletter page's signup form as an island: the server renders it in full (a form that
 * posts and shows its errors without JavaScript), and its code (the form, field and validation
 * behaviour, the footer's island shares it) loads on first use or when the browser is idle; a
 * submit before then waits for it (docs/decisions/033).
 */
export const NewsletterPageIsland = island(
  () => import('./NewsletterForm'),
  (module) => module.NewsletterForm,
)
