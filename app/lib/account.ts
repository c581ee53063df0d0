/**
 * The personal-details page's four forms (issue 19; SPEC section 3's sections personal, country,
 * address and phone), shared by the action (always) and the browser (an enhancement). Each is
 * built from the contract's account rules, the very schemas `PUT customer-portal` parses with, so
 * the page refuses exactly what the API refuses. Messages are codes, shown as `account:errors.{code}`.
 */
import { z } from 'zod'
import {
  ACCOUNT_SECTIONS,
  accountSectionFields,
  phoneFitsPrefix,
  postcodeFits,
  type AccountDetails,
  type AccountSection,
  type PortalUpdateRequest,
} from '../../twenty/contract'

export { ACCOUNT_SECTIONS, type AccountSection } from '../../twenty/contract'

export function isAccountSection(value: unknown): value is AccountSection {
  return (ACCOUNT_SECTIONS as readonly unknown[]).includes(value)
}

const { personal, country, address, phone } = accountSectionFields

export const personalFormSchema = z.object({
  intent: z.literal('personal'),
  firstName: personal.firstName,
  lastName: personal.lastName,
  // Left empty, the field is absent (conform) and the stored birth date is removed.
  birthDate: personal.birthDate,
})

export const countryFormSchema = z.object({ intent: z.literal('country'), country: country.country })

/** The address; `country` is the account's stored country (a hidden field), which its postcode must fit. */
export const addressFormSchema = z
  .object({
    intent: z.literal('address'),
    country: country.country.optional(),
    street: address.street,
    postalCode: address.postalCode,
    city: address.city,
  })
  .superRefine(
    (value, context) => {
      // A postcode its own rule refused already has its message.
      if (!address.postalCode.safeParse(value.postalCode).success) return
      if (!postcodeFits(value.country, value.postalCode))
        context.addIssue({ code: 'custom', path: ['postalCode'], message: 'postcode' })
    },
    // Also when another field failed, so every problem shows at once (the value may be partial).
    { when: () => true },
  )

export const phoneFormSchema = z
  .object({ intent: z.literal('phone'), phonePrefix: phone.phonePrefix, phone: phone.phone })
  .superRefine(
    (value, context) => {
      if (!phone.phonePrefix.safeParse(value.phonePrefix).success || !phone.phone.safeParse(value.phone).success) return
      if (!phoneFitsPrefix(value.phonePrefix, value.phone))
        context.addIssue({ code: 'custom', path: ['phone'], message: 'phone' })
    },
    { when: () => true },
  )

export const ACCOUNT_FORM_SCHEMAS = {
  personal: personalFormSchema,
  country: countryFormSchema,
  address: addressFormSchema,
  phone: phoneFormSchema,
} as const

export type AccountForm =
  | z.infer<typeof personalFormSchema>
  | z.infer<typeof countryFormSchema>
  | z.infer<typeof addressFormSchema>
  | z.infer<typeof phoneFormSchema>

/** The partial `PUT customer-portal` of one saved section: its fields only, nothing of the others. */
export function accountUpdateOf(form: AccountForm): PortalUpdateRequest {
  switch (form.intent) {
    case 'personal':
      return { firstName: form.firstName, lastName: form.lastName, details: { birthDate: form.birthDate ?? null } }
    case 'country':
      return { details: { country: form.country } }
    case 'address':
      return { details: { street: form.street, postalCode: form.postalCode, city: form.city } }
    case 'phone':
      return { details: { phonePrefix: form.phonePrefix, phone: form.phone } }
  }
}

/** Each section's fields as its form holds them (text). */
export interface SectionValues {
  personal: { firstName: string; lastName: string; birthDate: string }
  country: { country: string }
  address: { street: string; postalCode: string; city: string }
  phone: { phonePrefix: string; phone: string }
}

type StoredAccount = { firstName: string; lastName: string; details: AccountDetails }

const DEFAULTS: { [S in AccountSection]: (customer: StoredAccount) => SectionValues[S] } = {
  personal: (customer) => ({
    firstName: customer.firstName,
    lastName: customer.lastName,
    birthDate: customer.details.birthDate ?? '',
  }),
  country: ({ details }) => ({ country: details.country ?? '' }),
  address: ({ details }) => ({
    street: details.street ?? '',
    postalCode: details.postalCode ?? '',
    city: details.city ?? '',
  }),
  phone: ({ details }) => ({ phonePrefix: details.phonePrefix ?? '', phone: details.phone ?? '' }),
}

/** The section's fields as stored, to fill its form. */
export function sectionDefaults<S extends AccountSection>(section: S, customer: StoredAccount): SectionValues[S] {
  return DEFAULTS[section](customer)
}
