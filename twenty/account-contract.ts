/**
 * The rules of a customer's account details (issue 19), part of the contract (re-exported by
 * contract.ts): the API's `PUT customer-portal` parses its body with these schemas, and the
 * storefront's personal-details forms build theirs from the same ones, so a direct API call
 * cannot store what the forms refuse. Messages are codes (`postcode`, `phone`, ...): the
 * storefront shows them in the page's language (`account:errors.{code}`).
 */
import { z } from 'zod'

/** The personal-details page's four sections (SPEC section 3), each its own form. */
export const ACCOUNT_SECTIONS = ['personal', 'country', 'address', 'phone'] as const
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number]

/** What a refused value is told: `account:errors.{code}` on the storefront. */
export const ACCOUNT_ERROR_CODES = [
  'required',
  'too-long',
  'control-character',
  'birth-date',
  'country',
  'postcode',
  'phone-prefix',
  'phone',
] as const
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number]

/**
 * Characters nobody types into a name or an address: C0 and C1 controls (tab, newline, escape,
 * NUL), lone surrogates, the line and paragraph separators, and the bidirectional overrides and
 * isolates (they make "Smith" display as something else).
 */
const CONTROL_CHARACTER = /[\p{Cc}\p{Cs}\u2028\u2029\u202a-\u202e\u2066-\u2069]/u

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value)
}

/** Characters as people count them (code points), not UTF-16 units: "José" is 4, "🏕️" is 2. */
const length = (value: string) => Array.from(value).length

/** Trimmed text of 1 to `max` characters without control characters. */
function text(max: number) {
  return z
    .string({ error: 'required' })
    .trim()
    .min(1, 'required')
    .refine((value) => length(value) <= max, 'too-long')
    .refine((value) => !hasControlCharacter(value), 'control-character')
}

/** First and last names: 1 to 100 characters (the brief's limit; the checkout's main booker takes 60). */
export const ACCOUNT_NAME_MAX = 100
export const accountNameSchema = text(ACCOUNT_NAME_MAX)
export const accountStreetSchema = text(120)
export const accountCitySchema = text(80)

/** The oldest birth date taken, and whether a YYYY-MM-DD string is a real calendar day. */
export const OLDEST_BIRTH_DATE = '1900-01-01'
function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
/** A real day between 1900 and today (UTC): nobody is born tomorrow or on 30 February. */
export const accountBirthDateSchema = z
  .string({ error: 'birth-date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'birth-date')
  .refine(
    (value) => isRealDay(value) && value >= OLDEST_BIRTH_DATE && value <= new Date().toISOString().slice(0, 10),
    'birth-date',
  )

/** ISO 3166 alpha-2; which ones the API takes is its navigation's `countries`. */
export const accountCountrySchema = z
  .string({ error: 'country' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'country')

/** A dialling prefix: "+" and 1 to 4 digits, not starting with 0 ("+44", "+353"). */
export const accountPhonePrefixSchema = z.string({ error: 'phone-prefix' }).regex(/^\+[1-9]\d{0,3}$/, 'phone-prefix')

/** A number without its prefix: digits, spaces between them allowed, 4 to 14 digits. */
export const accountPhoneSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .regex(/^\d[\d ]*$/, 'phone')
  .refine((value) => {
    const digits = value.replace(/ /g, '').length
    return digits >= 4 && digits <= 14
  }, 'phone')

/** ITU E.164: a whole international number has at most 15 digits, prefix included. */
export const E164_MAX_DIGITS = 15
export function phoneFitsPrefix(prefix: string, phone: string): boolean {
  return prefix.replace(/\D/g, '').length + phone.replace(/\D/g, '').length <= E164_MAX_DIGITS
}

/**
 * Postcodes of the countries customers live in (the API's booking-form countries), checked on the
 * upper-cased value with runs of spaces made one. `example` is shown as a hint beside the field.
 */
export const POSTCODE_FORMATS: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  // Outward code (area, district, optional letter) and inward code (sector digit, unit letters).
  GB: { pattern: /^(?:[A-Z][A-HJ-Y]?\d[A-Z\d]? ?\d[A-Z]{2}|GIR ?0AA)$/, example: 'SW1A 1AA' },
  // Eircode: a routing key (letter and two digits, or D6W) and a unique identifier of four.
  IE: { pattern: /^(?:[AC-FHKNPRTV-Y]\d{2}|D6W) ?[\dAC-FHKNPRTV-Y]{4}$/, example: 'D02 X285' },
  // Four digits (not starting with 0) and two letters; SA, SD and SS are not issued.
  NL: { pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: '1234 AB' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  LU: { pattern: /^(?:L-?)?[1-9]\d{3}$/, example: '1009' },
  DE: { pattern: /^(?:0[1-9]|[1-9]\d)\d{3}$/, example: '10115' },
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  // Metropolitan departments 01-95 and the overseas ones (97, 98).
  FR: { pattern: /^(?:0[1-9]|[1-8]\d|9[0-8])\d{3}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  ES: { pattern: /^(?:0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28001' },
  DK: { pattern: /^[1-9]\d{3}$/, example: '1050' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
}
/** Any other country: letters, digits, spaces and hyphens, 2 to 10 characters. */
const ANY_POSTCODE = /^[A-Z\d][A-Z\d -]{1,9}$/

/** The postcode as checked and stored: trimmed, upper-case, one space where there were several. */
export function normalisePostcode(postcode: string): string {
  return postcode.trim().toUpperCase().replace(/\s+/g, ' ')
}

/**
 * The postcode as the country's post writes it, for storing: normalised, and with the space
 * where GB ("SW1A 1AA"), IE ("D02 X285") and NL ("1234 AB") put one. Assumes it fits.
 */
export function canonicalPostcode(country: string | null | undefined, postcode: string): string {
  const value = normalisePostcode(postcode)
  const compact = value.replace(/ /g, '')
  if (country === 'GB' && compact.length > 3) return `${compact.slice(0, -3)} ${compact.slice(-3)}`
  if (country === 'IE' && compact.length === 7) return `${compact.slice(0, 3)} ${compact.slice(3)}`
  if (country === 'NL' && compact.length === 6) return `${compact.slice(0, 4)} ${compact.slice(4)}`
  return value
}

/** Whether a postcode is one of the country's (any plausible one when the country is unknown). */
export function postcodeFits(country: string | null | undefined, postcode: string): boolean {
  const value = normalisePostcode(postcode)
  const format = country ? POSTCODE_FORMATS[country] : undefined
  return (format?.pattern ?? ANY_POSTCODE).test(value)
}

/** The postcode field alone: present, short and clean; whether it fits the country is checked beside it. */
export const accountPostcodeSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .max(12, 'postcode')
  .refine((value) => !hasControlCharacter(value), 'control-character')

/** One section's fields, as `PUT customer-portal` takes them (the storefront's forms add `intent`). */
export const accountSectionFields = {
  personal: {
    firstName: accountNameSchema,
    lastName: accountNameSchema,
    /** null (or left empty in the form) removes a stored birth date. */
    birthDate: accountBirthDateSchema.nullable().optional(),
  },
  country: { country: accountCountrySchema },
  address: { street: accountStreetSchema, postalCode: accountPostcodeSchema, city: accountCitySchema },
  phone: { phonePrefix: accountPhonePrefixSchema, phone: accountPhoneSchema },
} as const

/**
 * The details part of `PUT customer-portal`: every field optional, and only those given change
 * (the API merges them into the stored ones). A postcode is checked against the country given
 * beside it, else the stored one (the API does that); a phone number against its prefix.
 */
export const accountDetailsUpdateSchema = z
  .strictObject({
    birthDate: accountSectionFields.personal.birthDate,
    country: accountCountrySchema.optional(),
    street: accountStreetSchema.optional(),
    postalCode: accountPostcodeSchema.optional(),
    city: accountCitySchema.optional(),
    phonePrefix: accountPhonePrefixSchema.optional(),
    phone: accountPhoneSchema.optional(),
  })
  .superRefine((details, context) => {
    if (details.country && details.postalCode !== undefined && !postcodeFits(details.country, details.postalCode))
      context.addIssue({ code: 'custom', path: ['postalCode'], message: 'postcode' })
    if (details.phonePrefix && details.phone !== undefined && !phoneFitsPrefix(details.phonePrefix, details.phone))
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone' })
  })
export type AccountDetailsUpdate = z.infer<typeof accountDetailsUpdateSchema>

/**
 * What `PUT customer-portal` answers 400 with (`error.code`) when a value breaks a rule that needs
 * the stored account or the API's lists: the field it concerns, for the storefront's form.
 */
export const ACCOUNT_UPDATE_ERRORS = {
  postcode_not_of_country: 'postalCode',
  phone_too_long_for_prefix: 'phone',
  country_not_offered: 'country',
  phone_prefix_not_offered: 'phonePrefix',
} as const
export type AccountUpdateErrorCode = keyof typeof ACCOUNT_UPDATE_ERRORS
