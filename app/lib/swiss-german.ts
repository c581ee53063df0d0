/** Swiss orthography: no "ß" (Swiss German is derived from German, decision 009). */
export function swissGerman<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/ß/g, 'ss') as T
  if (Array.isArray(value)) return value.map(swissGerman) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, swissGerman(inner)])) as T
  }
  return value
}
