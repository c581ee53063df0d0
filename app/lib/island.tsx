/**
 * An island: a part of a page whose code the browser loads after the page has hydrated, while the
 * server renders it in full (every deferred module is loaded before the server's first render,
 * decision 009), so the markup is there and works as it does without JavaScript: links are links,
 * forms post. The code loads when the visitor turns to the island (focus, pointer, key, touch) or
 * when the browser is first idle, whichever comes first; then the island hydrates and its handlers
 * are live (docs/decisions/033).
 *
 * - Hydration: a Suspense boundary keeps the server's markup until the code is there. `sameProps`
 *   keeps new props of equal meaning from forcing it earlier; anything that does force it (new
 *   data, a context above that changed) loads the code at once, and React holds that update until
 *   the island has hydrated.
 * - A form submitted before the code has come waits for it, then is submitted again through the
 *   island's own handlers (with the same submit button), so the visitor gets what JavaScript gives.
 * - Mounted later, by a client-side navigation, an island has no boundary of its own: if its code
 *   has not come yet, the navigation waits for it (the previous page stays) instead of showing a
 *   page without it.
 * - The wrapper's `data-island` is `pending` until the island has hydrated, then `hydrated`: the
 *   browser tests' `ready()` waits for every island, as a visitor's page is ready once idle.
 */
import {
  memo,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type NamedExoticComponent,
  type PropsWithRef,
  type RefObject,
} from 'react'
import { deferredModule, type DeferredModule } from './deferred-module'

/** `useSyncExternalStore` with React's server snapshot: true on the server and while hydrating. */
const noSubscription = () => () => {}
const isHydrating = () => true
const notHydrating = () => false

/** What turns the visitor to an island: its code loads at the first of these within it. */
const USE_EVENTS = ['focusin', 'pointerdown', 'pointerover', 'keydown', 'touchstart'] as const

export interface IslandOptions<M, P> {
  /** Whether new props mean the same to the island (default: every prop the same value). */
  sameProps?: (before: Readonly<P>, after: Readonly<P>) => boolean
  /** On first use, once the code is there: more code it will need (a calendar, say), which idling never fetches. */
  onUse?: (module: M) => void
}

export type Island<P> = NamedExoticComponent<PropsWithRef<P>> & {
  /** The island's code, for a caller that knows it will be needed (a link's hover, say). */
  readonly module: DeferredModule<unknown>
}

export function island<M, P extends object>(
  importModule: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  options: IslandOptions<M, P> = {},
): Island<P> {
  const module = deferredModule(importModule)

  function Loaded({
    props,
    wrapper,
    mounted,
    hydrating,
  }: {
    props: P
    wrapper: RefObject<HTMLDivElement | null>
    mounted: RefObject<boolean>
    hydrating: boolean
  }) {
    useEffect(() => {
      if (wrapper.current) wrapper.current.dataset.island = 'hydrated'
    }, [wrapper])
    if (!module.current) {
      // Offline, or a release replaced the file: what the server rendered is what there is.
      if (module.failed) return null
      // Once the island's root has mounted, React renders a still-dehydrated island only when it
      // must (new props or context): then the code is needed now. A mount without the server's
      // markup (a client-side navigation) needs it at once too.
      if (mounted.current || !hydrating) void module.load()
      throw module.ready
    }
    const Component = pick(module.current)
    return <Component {...props} />
  }

  function IslandRoot(props: P) {
    const wrapper = useRef<HTMLDivElement>(null)
    const mounted = useRef(false)
    // Rendered by the server or hydrated: a boundary keeps the server's markup until the code
    // comes. Hydrating is told by React's server snapshot, not by the document's mark: the
    // root's Suspense boundary around the page hydrates after the root has committed.
    const hydrating = useSyncExternalStore(noSubscription, notHydrating, isHydrating)
    const [boundary] = useState(hydrating)
    useEffect(() => {
      mounted.current = true
      const element = wrapper.current
      if (!element || module.current) return
      const load = () => void module.load()
      const loadOnUse = () =>
        void module.load().then(() => {
          if (module.current) options.onUse?.(module.current)
        })
      const idle = window.requestIdleCallback?.(load, { timeout: 2000 }) ?? window.setTimeout(load, 2000)
      for (const name of USE_EVENTS) element.addEventListener(name, loadOnUse, { once: true, passive: true })
      // A submit before the island has hydrated waits for it, then goes through its handlers.
      // Listened for on window, in the capture phase: React stops a discrete event aimed at a
      // boundary it cannot hydrate yet at the document, so a listener on the island never hears it.
      const holdSubmit = (event: SubmitEvent) => {
        const form = event.target as HTMLFormElement
        if (module.failed || element.dataset.island === 'hydrated' || !element.contains(form)) return
        event.preventDefault()
        const submitter = event.submitter
        loadOnUse()
        void whenHydrated(element).then(() =>
          requestAnimationFrame(() => {
            if (!form.isConnected) return
            form.requestSubmit(submitter && submitter.isConnected && form.contains(submitter) ? submitter : undefined)
          }),
        )
      }
      window.addEventListener('submit', holdSubmit, true)
      return () => {
        if (window.cancelIdleCallback) window.cancelIdleCallback(idle)
        else window.clearTimeout(idle)
        for (const name of USE_EVENTS) element.removeEventListener(name, loadOnUse)
        window.removeEventListener('submit', holdSubmit, true)
      }
    }, [])
    // The same elements while the props are the same: React's re-render after hydration (the
    // client's snapshot differs from the server's) must not reach a still-dehydrated boundary,
    // which would then give up the server's markup and render on the client (React error 421).
    const content = useMemo(() => {
      const loaded = <Loaded props={props} wrapper={wrapper} mounted={mounted} hydrating={boundary} />
      return boundary ? <Suspense fallback={null}>{loaded}</Suspense> : loaded
    }, [props, boundary])
    return (
      <div ref={wrapper} data-island="pending" className="contents">
        {content}
      </div>
    )
  }

  return Object.assign(memo(IslandRoot, options.sameProps), { module })
}

/** Resolves once the island in `element` has hydrated (its `data-island` says so). */
function whenHydrated(element: HTMLElement): Promise<void> {
  if (element.dataset.island === 'hydrated') return Promise.resolve()
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (element.dataset.island !== 'hydrated') return
      observer.disconnect()
      resolve()
    })
    observer.observe(element, { attributes: true, attributeFilter: ['data-island'] })
  })
}
