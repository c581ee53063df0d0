/**
 * The e-mails of the customer portal, in the account's language, with absolute links to the
 * storefront's login page of the account's market. twenty imports nothing from the storefront,
 * so it keeps its own small table of what a link needs (as locales.ts does for phone numbers).
 */
import type { ApiLocale } from './contract'
import { languageOf, BRANDS, isApiLocale, isBrandId } from './locales'
import type { Language } from './schema'

/** The storefront market of each API locale (its host's first label). */
export const MARKET_OF_API_LOCALE: Record<ApiLocale, string> = {
  couk: 'uk', ie: 'ie', nl: 'nl', be: 'nl-be', fr: 'fr', de: 'de', ch: 'de-ch', at: 'de-at', it: 'it',
}

/** The login page's path in each language (the storefront's route table says the same). */
export const LOGIN_PATHS: Record<Language, string> = { en: 'login', nl: 'inloggen', de: 'anmelden', fr: 'connexion', it: 'accedi' }

/**
 * The storefront origin of a brand's market, e.g. `http://de-ch.luxcamp.localhost:3000`. The host
 * passes its own (TwentyApiOptions.storefrontOrigin); this default fits the local host names.
 */
export type StorefrontOrigin = (brand: string, market: string) => string
export const localStorefrontOrigin =
  (port = 3000): StorefrontOrigin =>
  (brand, market) =>
    `http://${brand === 'default' ? market : `${market}.${brand}`}.localhost:${port}`

export type PortalMailKind = 'set-password' | 'reset-password' | 'booking-credentials'

/** The login page with a step and its token: the step reads the token and removes it from the address. */
export function loginLink(origin: StorefrontOrigin, brand: string, apiLocale: string, step: string, token?: string): string {
  const market = isApiLocale(apiLocale) ? MARKET_OF_API_LOCALE[apiLocale] : 'uk'
  const language = isApiLocale(apiLocale) ? languageOf(apiLocale) : 'en'
  const params = new URLSearchParams({ step })
  if (token) params.set('token', token)
  return `${origin(brand, market)}/${LOGIN_PATHS[language]}?${params}`
}

interface Copy {
  subject: string
  body: (vars: { name: string; brand: string; link: string; refs: string }) => string
}

const COPY: Record<PortalMailKind, Record<Language, Copy>> = {
  'set-password': {
    en: { subject: 'Choose your password', body: (v) => `Hello${v.name},\n\nChoose a password for your ${v.brand} account with this link (valid for 7 days):\n${v.link}\n\nIf you did not ask for an account, you can ignore this e-mail.` },
    nl: { subject: 'Kies je wachtwoord', body: (v) => `Hallo${v.name},\n\nKies met deze link een wachtwoord voor je ${v.brand}-account (7 dagen geldig):\n${v.link}\n\nHeb je geen account aangevraagd? Dan kun je deze e-mail negeren.` },
    de: { subject: 'Wählen Sie Ihr Passwort', body: (v) => `Hallo${v.name},\n\nüber diesen Link wählen Sie ein Passwort für Ihr ${v.brand}-Konto (7 Tage gültig):\n${v.link}\n\nWenn Sie kein Konto angefordert haben, können Sie diese E-Mail ignorieren.` },
    fr: { subject: 'Choisissez votre mot de passe', body: (v) => `Bonjour${v.name},\n\nChoisissez un mot de passe pour votre compte ${v.brand} avec ce lien (valable 7 jours) :\n${v.link}\n\nSi vous n'avez pas demandé de compte, ignorez cet e-mail.` },
    it: { subject: 'Scegli la tua password', body: (v) => `Ciao${v.name},\n\nscegli una password per il tuo account ${v.brand} con questo link (valido 7 giorni):\n${v.link}\n\nSe non hai richiesto un account, puoi ignorare questa e-mail.` },
  },
  'reset-password': {
    en: { subject: 'Reset your password', body: (v) => `Hello${v.name},\n\nReset your ${v.brand} password with this link (valid for one hour, once):\n${v.link}\n\nIf you did not ask for this, you can ignore this e-mail: your password stays as it is.` },
    nl: { subject: 'Stel je wachtwoord opnieuw in', body: (v) => `Hallo${v.name},\n\nStel met deze link een nieuw wachtwoord in voor ${v.brand} (één uur geldig, eenmalig):\n${v.link}\n\nHeb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.` },
    de: { subject: 'Passwort zurücksetzen', body: (v) => `Hallo${v.name},\n\nüber diesen Link setzen Sie Ihr ${v.brand}-Passwort zurück (eine Stunde gültig, einmalig):\n${v.link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.` },
    fr: { subject: 'Réinitialisez votre mot de passe', body: (v) => `Bonjour${v.name},\n\nRéinitialisez votre mot de passe ${v.brand} avec ce lien (valable une heure, une seule fois) :\n${v.link}\n\nSi vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.` },
    it: { subject: 'Reimposta la tua password', body: (v) => `Ciao${v.name},\n\nreimposta la tua password ${v.brand} con questo link (valido un'ora, una sola volta):\n${v.link}\n\nSe non l'hai richiesto, ignora questa e-mail: la tua password non cambia.` },
  },
  'booking-credentials': {
    en: { subject: 'Your booking references', body: (v) => `Hello${v.name},\n\nYour ${v.brand} booking references:\n${v.refs}\n\nSign in with a reference and this e-mail address:\n${v.link}` },
    nl: { subject: 'Je boekingsnummers', body: (v) => `Hallo${v.name},\n\nJe boekingsnummers bij ${v.brand}:\n${v.refs}\n\nLog in met een boekingsnummer en dit e-mailadres:\n${v.link}` },
    de: { subject: 'Ihre Buchungsnummern', body: (v) => `Hallo${v.name},\n\nIhre Buchungsnummern bei ${v.brand}:\n${v.refs}\n\nMelden Sie sich mit einer Buchungsnummer und dieser E-Mail-Adresse an:\n${v.link}` },
    fr: { subject: 'Vos numéros de réservation', body: (v) => `Bonjour${v.name},\n\nVos numéros de réservation ${v.brand} :\n${v.refs}\n\nConnectez-vous avec un numéro et cette adresse e-mail :\n${v.link}` },
    it: { subject: 'I tuoi numeri di prenotazione', body: (v) => `Ciao${v.name},\n\ni tuoi numeri di prenotazione ${v.brand}:\n${v.refs}\n\nAccedi con un numero e questo indirizzo e-mail:\n${v.link}` },
  },
}

/** Subject and body of a portal mail in the account's language (Swiss German without "ß"). */
export function portalMail(
  kind: PortalMailKind,
  account: { brand: string; apiLocale: string; firstName: string },
  vars: { link: string; refs?: string[] },
): { subject: string; body: string } {
  const language = isApiLocale(account.apiLocale) ? languageOf(account.apiLocale) : 'en'
  const copy = COPY[kind][language]
  const brand = isBrandId(account.brand) ? BRANDS[account.brand].name : account.brand
  const name = account.firstName ? ` ${account.firstName}` : ''
  const text = { subject: copy.subject, body: copy.body({ name, brand, link: vars.link, refs: (vars.refs ?? []).map((ref) => `- ${ref}`).join('\n') }) }
  if (account.apiLocale !== 'ch') return text
  return { subject: text.subject.replace(/ß/g, 'ss'), body: text.body.replace(/ß/g, 'ss') }
}
