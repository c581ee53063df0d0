/**
 * The contact page's form (issue 17): shared by the action (always) and the browser (an
 * enhancement). Error messages are keys of the `common` namespace. `website` is a honeypot.
 */
import { z } from 'zod'

const required = (max: number) =>
  z
    .string({ error: 'contact.errors.required' })
    .trim()
    .min(1, 'contact.errors.required')
    .max(max, 'contact.errors.too-long')

export const contactFormSchema = z.object({
  name: required(100),
  email: z
    .string({ error: 'contact.errors.required' })
    .trim()
    .pipe(z.email('contact.errors.email').max(254, 'contact.errors.email')),
  bookingRef: z.string().trim().max(32, 'contact.errors.too-long').optional(),
  message: required(4000),
  /** The honeypot: people leave it empty; the action ignores a post that filled it. */
  website: z.string().max(2048).optional(),
})

export type ContactForm = z.infer<typeof contactFormSchema>

/** Where the contact page's address, phone and hours come from: the navigation's footer. */
export interface ContactDetails {
  address: string[]
  phone: string | null
  openingHours: string | null
}
