import { memo, Suspense, useEffect, useRef, type ComponentProps } from 'react'
import { deferredModule } from '~/lib/deferred-module'

/**
 * The footer's signup form, whose code (form, field and validation behaviour) the browser loads
 * off the critical path: when the visitor comes near it (the footer scrolls into view, focus or
 * pointer), and otherwise once the browser is idle after hydration.
 * Until then the server's markup is a working plain form (the no-JavaScript path, decision 003).
 *
 * `memo` keeps new props from replacing the dehydrated markup with the empty fallback; a change of
 * context above it makes React hydrate it, which waits for the code (hence the idle load). A
 * submit that comes before the code waits for it, so the visitor always gets inline errors.
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
      // Loaded in any case once the browser is idle: a client-side navigation changes contexts
      // above the still-dehydrated boundary, and React then holds the navigation's transition
      // until the boundary hydrates, which needs this code. Never waiting on a scroll keeps
      // navigations from stalling (it did, in the search page's tests).
      const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 2000)
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
        rootMargin: '300px',
      })
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
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
        else window.clearTimeout(idle)
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
