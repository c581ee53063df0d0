/**
 * The ways to pay (issue 20): Saferpay's methods per market (SPEC section 9), each method's fee and
 * its name in the five languages. Shared by the provider list, the start of a payment and the mails.
 */
import type { ApiLocale } from './contract'
import type { SaferpayMethod } from './payment-contract'
import type { Language } from './schema'

/** The methods Saferpay offers per market (SPEC section 9: iDEAL in nl; TWINT in de-ch; Bancontact in nl-be). */
export const SAFERPAY_METHODS_BY_LOCALE: Record<ApiLocale, readonly SaferpayMethod[]> = {
  couk: ['card'],
  ie: ['card'],
  nl: ['card', 'ideal'],
  be: ['card', 'bancontact'],
  fr: ['card'],
  de: ['card'],
  ch: ['card', 'twint'],
  at: ['card'],
  it: ['card'],
}

/** The provider's fixed fee per method, minor units: cards and bank transfers cost nothing, TWINT a little. */
export const METHOD_FEES_MINOR: Record<string, number> = { card: 0, ideal: 0, bancontact: 0, twint: 50 }

/** Saferpay's names of the methods (`PaymentMethods` of Initialize). */
export const SAFERPAY_METHOD_CODES: Record<SaferpayMethod, string[]> = {
  card: ['VISA', 'MASTERCARD'],
  ideal: ['IDEAL'],
  twint: ['TWINT'],
  bancontact: ['BANCONTACT'],
}

type Words = Record<Language, string>
const tr = (en: string, nl: string, de: string, fr: string, it: string): Words => ({ en, nl, de, fr, it })

/** The ways to pay, named in the request's language. */
export const METHOD_NAMES: Record<string, Words> = {
  'bambora:card': tr('Credit card', 'Creditcard', 'Kreditkarte', 'Carte bancaire', 'Carta di credito'),
  'saferpay:card': tr(
    'Card via Saferpay',
    'Kaart via Saferpay',
    'Karte über Saferpay',
    'Carte via Saferpay',
    'Carta tramite Saferpay',
  ),
  'saferpay:ideal': tr('iDEAL', 'iDEAL', 'iDEAL', 'iDEAL', 'iDEAL'),
  'saferpay:twint': tr('TWINT', 'TWINT', 'TWINT', 'TWINT', 'TWINT'),
  'saferpay:bancontact': tr('Bancontact', 'Bancontact', 'Bancontact', 'Bancontact', 'Bancontact'),
  'gift_voucher:gift_voucher': tr('Gift voucher', 'Cadeaubon', 'Gutschein', 'Chèque-cadeau', 'Buono regalo'),
}

export const methodName = (provider: string, method: string, language: Language): string =>
  METHOD_NAMES[`${provider}:${method}`]?.[language] ?? method
