import { useState } from 'react'

/**
 * A value from the loader that the visitor may change here before the next loader answer (a
 * toggle, a ticked filter, a sort): what the loader said, until the visitor changes it, and what
 * a new loader answer says again. The render-time reset is React's way of adjusting state to a
 * prop without an effect's extra render.
 */
export function useLoaderState<T>(fromLoader: T): [T, (value: T) => void] {
  const [value, setValue] = useState(fromLoader)
  const [seen, setSeen] = useState(fromLoader)
  if (seen !== fromLoader) {
    setSeen(fromLoader)
    setValue(fromLoader)
  }
  return [value, setValue]
}
