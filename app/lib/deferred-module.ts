/**
 * A module the browser loads only when it is needed (an error page, a form the visitor turns to),
 * while the server loads every one of them before its first render (entry.server.tsx), so that
 * server markup is always complete and never streamed behind a Suspense fallback.
 *
 * `ready` settles when the module has loaded, without starting the load: a component can suspend
 * on it during hydration (React keeps the server's markup meanwhile) until something calls `load`.
 */
export interface DeferredModule<M> {
  readonly current: M | undefined
  readonly failed: boolean
  readonly ready: Promise<void>
  load(): Promise<void>
}

const registered: DeferredModule<unknown>[] = []

export function deferredModule<M>(importModule: () => Promise<M>): DeferredModule<M> {
  let current: M | undefined
  let failed = false
  let loading: Promise<void> | undefined
  let settle: () => void = () => {}
  const ready = new Promise<void>((resolve) => (settle = resolve))
  const module: DeferredModule<M> = {
    get current() {
      return current
    },
    get failed() {
      return failed
    },
    ready,
    load() {
      loading ??= importModule().then(
        (loaded) => void (current = loaded),
        // Offline, say: the caller shows what it can instead of suspending for ever.
        () => void (failed = true),
      )
      return loading.then(settle)
    },
  }
  registered.push(module)
  return module
}

let everyLoaded: { count: number; promise: Promise<unknown> } | undefined

/**
 * The server's side: every deferred module, loaded before a page is rendered. Called per request
 * (modules register as the route modules that declare them are evaluated), and cheap once done.
 */
export function loadEveryDeferredModule(): Promise<unknown> {
  if (everyLoaded?.count !== registered.length) {
    everyLoaded = { count: registered.length, promise: Promise.all(registered.map((module) => module.load())) }
  }
  return everyLoaded.promise
}
