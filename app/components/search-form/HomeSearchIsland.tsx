import { memo, Suspense, useEffect, useRef } from 'react'
import { deferredModule } from '~/lib/deferred-module'
import type { HomeSearchFormProps } from './HomeSearchForm'

/**
 * The home page's search form, whose code the browser loads off the critical path (the home
 * page's 100 KB budget, decision 009): on first use (focus, pointer or key on the form), and
 * otherwise once the browser is idle, since a client-side navigation waits for a dehydrated
 * boundary to hydrate (see NewsletterIsland). Until then the server's markup is a working GET form.
 */
const homeSearchForm = deferredModule(() => import('./HomeSearchForm'))

function LoadedHomeSearchForm(props: HomeSearchFormProps) {
  if (!homeSearchForm.current) {
    if (homeSearchForm.failed) return null
    throw homeSearchForm.ready
  }
  const { HomeSearchForm } = homeSearchForm.current
  return <HomeSearchForm {...props} />
}

export const HomeSearchIsland = memo(
  function HomeSearchIsland(props: HomeSearchFormProps) {
    const ref = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const island = ref.current
      if (!island) return
      // First use also fetches the calendar (the form exports how), which idling never does.
      const use = () => void homeSearchForm.load().then(() => homeSearchForm.current?.preloadEnhancements())
      if (homeSearchForm.current) return
      const idle = () => void homeSearchForm.load()
      const idleHandle = window.requestIdleCallback?.(idle, { timeout: 2000 }) ?? window.setTimeout(idle, 2000)
      const events = ['focusin', 'pointerdown', 'keydown'] as const
      for (const name of events) island.addEventListener(name, use, { once: true })
      return () => {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idleHandle)
        else window.clearTimeout(idleHandle)
        for (const name of events) island.removeEventListener(name, use)
      }
    }, [])
    return (
      <div ref={ref}>
        <Suspense fallback={null}>
          <LoadedHomeSearchForm {...props} />
        </Suspense>
      </div>
    )
  },
  (before, after) =>
    before.action === after.action &&
    before.minDate === after.minDate &&
    before.layout === after.layout &&
    before.places.map((country) => country.slug).join() === after.places.map((country) => country.slug).join(),
)
