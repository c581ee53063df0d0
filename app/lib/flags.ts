/**
 * Feature flags in components (issue 21): the values the host read for this request
 * (server/flags.ts), through the root's data. The hits a page sends about them are in flag-hits.ts.
 */
import { useRouteLoaderData } from '@remix-run/react'
import type { FlagValues } from '../../market-config/flags'
import type { RootLoaderData } from './root-data'

/** This visitor's flags (`useFlags().homeSearchLayout`), like `useStorefront()` below the root. */
export function useFlags(): FlagValues {
  const flags = useRouteLoaderData<RootLoaderData>('root')?.flags
  if (!flags) throw new Error('useFlags: root loader data is missing')
  return flags
}
