/**
 * `Intl.DateTimeFormat` and `Intl.NumberFormat`, made once per locale and options and kept:
 * making one costs far more than formatting with it (a new DateTimeFormat per render was 4-6 %
 * of the campsite page's and the checkout's CPU under load, decision 032). Server and browser.
 */

/** Made formatters; the keys come from code and the nine markets, so this stays small. */
const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>()
const MAX_FORMATS = 500

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let format = formats.get(key) as T | undefined
  if (!format) {
    format = make()
    if (formats.size >= MAX_FORMATS) formats.clear()
    formats.set(key, format)
  }
  return format
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options))
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options))
}

/**
 * A calendar day (`YYYY-MM-DD`) in the locale's words, read as a UTC day so that no time zone
 * shifts it: `formatDay('en-GB', '2027-07-17', { day: 'numeric', month: 'long' })` -> "17 July".
 */
export function formatDay(locale: string, iso: string, options: Intl.DateTimeFormatOptions): string {
  return dateFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`))
}

/** A number with a fixed count of decimals in the locale's format ("8.4", "8,4"). */
export function formatDecimal(locale: string, value: number, digits: number): string {
  return numberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value)
}
