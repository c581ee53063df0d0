/**
 * The sandboxes' test cards, in the providers' own style: one approved, one declined, one that
 * asks for 3-D Secure first (code 1234; a wrong code declines). Any other number is not a card
 * the sandbox knows.
 */
export type CardOutcome = 'approved' | 'declined' | 'challenge'

export interface TestCard {
  number: string
  outcome: CardOutcome
}

/** Listed on the card page with what each does, in the page's language (copy.ts). */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4000000000000002', outcome: 'approved' },
  { number: '4000000000000010', outcome: 'declined' },
  { number: '4000000000001000', outcome: 'challenge' },
]

/** The 3-D Secure challenge's code. */
export const CHALLENGE_CODE = '1234'

export const digitsOf = (value: string) => value.replace(/[\s-]/g, '')

export function testCard(number: string): TestCard | undefined {
  const digits = digitsOf(number)
  return TEST_CARDS.find((card) => card.number === digits)
}

/** `4000 0000 0000 0002` for reading. */
export const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, '$1 ')

/** The card number as providers hand it back: first six, last four. */
export const maskedCard = (digits: string) =>
  `${digits.slice(0, 6)}${'X'.repeat(Math.max(0, digits.length - 10))}${digits.slice(-4)}`

/** VISA for 4..., MASTERCARD for 5... (the test cards are Visa). */
export const cardBrand = (digits: string) => (digits.startsWith('5') ? 'MASTERCARD' : 'VISA')

export interface CardForm {
  cardnumber: string
  expiry: string
  cvc: string
  name: string
}

/** What is wrong with a field; the page says it in its language (copy.ts). */
export type CardError = 'card-number' | 'unknown-card' | 'expiry-format' | 'expired' | 'cvc' | 'name'

export type CardErrors = Partial<Record<keyof CardForm, CardError>>

/** The card form's own checks (before the card's outcome): a known test card, a future expiry, a CVC. */
export function checkCardForm(form: CardForm, today: Date): CardErrors {
  const errors: CardErrors = {}
  const digits = digitsOf(form.cardnumber)
  if (!/^\d{12,19}$/.test(digits)) errors.cardnumber = 'card-number'
  else if (!testCard(digits)) errors.cardnumber = 'unknown-card'
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim())
  const month = expiry ? Number(expiry[1]) : 0
  const year = expiry ? 2000 + Number(expiry[2]) : 0
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiry-format'
  else if (year * 12 + month < today.getUTCFullYear() * 12 + today.getUTCMonth() + 1) errors.expiry = 'expired'
  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'cvc'
  if (form.name.trim().length < 2 || form.name.length > 80) errors.name = 'name'
  return errors
}
