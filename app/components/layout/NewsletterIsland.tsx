import { memo, Suspense, useEffect, useRef, type ComponentProps } from 'react'
import { deferredModule } from '../../lib/deferred-module'

/**
 * The footer's signup form, whose code (form, field and validation behaviour) the browser loads
 * when the visitor comes near it: when the footer scrolls into view, or on focus or pointer.
 * Until then the server's markup is a working plain form (the no-JavaScript path, decision 003).
 *
 * The boundary stays dehydrated while its props are unchanged (`memo`), so a client-side
 * navigation does not replace it with the empty fallback; and a submit that comes before the
 * code does waits for it, so the visitor always gets the form's inline errors.
 */
const newsletterForm = deferredModule(() => import('./NewsletterForm'))

type NewsletterFormProps = ComponentProps<typeof import('./NewsletterForm').NewsletterForm>

let markHydrated: () => void = () => {}
const hydrated = new Promise<void>((resolve) => (markHydrated = resolve))

function LoadedNewsletterForm(props: NewsletterFormProps) {
  useEffect(markHydrated, [])
  if (!newsletterForm.current) {
    if (newsletterForm.failed) return null
    throw newsletterForm.ready
  }
  const { NewsletterForm } = newsletterForm.current
  return <NewsletterForm {...props} />
}

export const NewsletterIsland = memo(
  function NewsletterIsland(props: NewsletterFormProps) {
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const island = ref.current
      if (!island || newsletterForm.current) return
      const load = () => void newsletterForm.load()
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: '300px' })
      observer.observe(island)
      island.addEventListener('focusin', load)
      island.addEventListener('pointerenter', load)
      // A submit before the form is hydrated waits for it, then goes through React's handler.
      // Listened for on window, in the capture phase: React stops a discrete event aimed at a
      // boundary it cannot hydrate yet at the document, so a listener on the island never hears it.
      const holdSubmit = (event: SubmitEvent) => {
        const form = event.target as HTMLFormElement
        if (newsletterForm.failed || !island.contains(form)) return
        event.preventDefault()
        load()
        void hydrated.then(() => requestAnimationFrame(() => form.isConnected && form.requestSubmit()))
      }
      const removeSubmitHold = () => window.removeEventListener('submit', holdSubmit, true)
      window.addEventListener('submit', holdSubmit, true)
      void hydrated.then(removeSubmitHold)
      return () => {
        observer.disconnect()
        island.removeEventListener('focusin', load)
        island.removeEventListener('pointerenter', load)
        removeSubmitHold()
      }
    }, [])
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <LoadedNewsletterForm {...props} />
        </Suspense>
      </div>
    )
  },
  (before, after) =>
    before.link.language === after.link.language &&
    before.title === after.title &&
    before.text === after.text &&
    before.placement === after.placement &&
    before.redirectTo === after.redirectTo &&
    before.lastResult === after.lastResult,
)
