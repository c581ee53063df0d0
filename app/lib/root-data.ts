import type { loadRoot } from './root.server'

/** The root loader's data, as components read it (the type only; nothing server-side ships). */
export type RootLoaderData = ReturnType<typeof loadRoot>
