/**
 * The hosted pages' own texts, in the shopper's language as the providers show theirs: Saferpay
 * by the Initialize request's `Payer.LanguageCode`, Bambora by the payment window's `language`
 * number, and a page without a session (an unknown token) by the browser's Accept-Language
 * (sessions.ts).
 * Swiss German is German without "ß", as the storefront writes it (decision 002). The test cards'
 * numbers, the 3-D Secure code and the providers' error names (TRANSACTION_DECLINED) stay as they
 * are: they are what a tester types or looks up.
 */
import type { CardError, CardOutcome } from './test-cards'

export const SANDBOX_LANGUAGES = ['en', 'de', 'de-ch', 'nl', 'fr', 'it'] as const
export type SandboxLanguage = (typeof SANDBOX_LANGUAGES)[number]

/** BCP 47 tag of `<html lang>` and of the amount's format. */
export const SANDBOX_LANGUAGE_TAGS: Record<SandboxLanguage, string> = {
  en: 'en-GB',
  de: 'de-DE',
  'de-ch': 'de-CH',
  nl: 'nl-NL',
  fr: 'fr-FR',
  it: 'it-IT',
}

export interface SandboxCopy {
  /** The header's note after the provider's name. */
  sandboxNote: string
  /** After the page's title in `<title>`. */
  titleSuffix: string
  pay: (amount: string) => string
  cancel: string
  cardNumber: string
  expiry: string
  expiryHint: string
  cvc: string
  cvcHint: string
  cardName: string
  challengeTitle: string
  challengeText: (code: string) => string
  challengeCode: string
  confirm: string
  payWith: (method: string) => string
  yourBank: string
  bankText: string
  approve: (amount: string) => string
  decline: string
  walletText: (method: string) => string
  walletConfirm: string
  walletDecline: string
  testCards: string
  testCardsText: string
  cards: Record<CardOutcome, (code: string) => string>
  errors: Record<CardError, string>
  checkTitle: string
  checkText: string
  declinedTitle: string
  declinedCard: string
  declinedChallenge: string
  backToShop: string
  sessionExpiredTitle: string
  sessionExpiredText: string
  cancelledTitle: string
  cancelledText: string
  sessionNotFoundTitle: string
  startAgain: string
  pageNotFoundTitle: string
  pageFinishedTitle: string
  pageExpiredTitle: string
  pageGoneText: string
}

const EN: SandboxCopy = {
  sandboxNote: 'sandbox: no real money moves',
  titleSuffix: '(sandbox)',
  pay: (amount) => `Pay ${amount}`,
  cancel: 'Cancel payment',
  cardNumber: 'Card number',
  expiry: 'Expiry date',
  expiryHint: 'MM/YY',
  cvc: 'Security code',
  cvcHint: '3 digits on the back',
  cardName: 'Name on card',
  challengeTitle: '3-D Secure: confirm it is you',
  challengeText: (code) => `Your bank sent a code to your phone. In this sandbox the code is ${code}.`,
  challengeCode: 'Verification code',
  confirm: 'Confirm',
  payWith: (method) => `Pay with ${method}`,
  yourBank: 'Your bank',
  bankText: 'In this sandbox your bank approves or declines the payment with the buttons below.',
  approve: (amount) => `Approve ${amount}`,
  decline: 'Decline',
  walletText: (method) =>
    `Open the ${method} app on your phone and confirm the payment. In this sandbox the buttons below stand for the app.`,
  walletConfirm: 'Confirm in the app',
  walletDecline: 'Decline in the app',
  testCards: 'Test cards',
  testCardsText: 'Any future expiry date, any 3-digit security code.',
  cards: {
    approved: () => 'approved',
    declined: () => 'declined (TRANSACTION_DECLINED)',
    challenge: (code) => `approved after 3-D Secure (code ${code})`,
  },
  errors: {
    'card-number': 'Enter the card number, 12 to 19 digits.',
    'unknown-card': 'This sandbox knows only its test cards (listed below).',
    'expiry-format': 'Enter the expiry date as MM/YY, for example 12/30.',
    expired: 'This card has expired.',
    cvc: 'Enter the 3 digits on the back of the card.',
    name: 'Enter the name as it is on the card.',
  },
  checkTitle: 'Check the card details',
  checkText: 'Some of the card details need a correction.',
  declinedTitle: 'Payment declined',
  declinedCard:
    'Your card was declined (TRANSACTION_DECLINED). Nothing was charged. Try another card, or cancel the payment.',
  declinedChallenge:
    'The 3-D Secure check failed, so your bank declined the payment (TRANSACTION_DECLINED). Nothing was charged. Try again, or cancel the payment.',
  backToShop: 'Back to the shop',
  sessionExpiredTitle: 'This payment session has expired',
  sessionExpiredText: 'Payment windows are open for 30 minutes. Start the payment again from your booking.',
  cancelledTitle: 'This payment was cancelled',
  cancelledText: 'Nothing was charged.',
  sessionNotFoundTitle: 'Payment session not found',
  startAgain: 'Start the payment again from your booking.',
  pageNotFoundTitle: 'Payment page not found',
  pageFinishedTitle: 'This payment is finished',
  pageExpiredTitle: 'This payment page has expired',
  pageGoneText: 'Go back to the shop to see how it went, or start the payment again from your booking.',
}

const DE: SandboxCopy = {
  sandboxNote: 'Sandbox: Es wird kein echtes Geld bewegt',
  titleSuffix: '(Sandbox)',
  pay: (amount) => `${amount} bezahlen`,
  cancel: 'Zahlung abbrechen',
  cardNumber: 'Kartennummer',
  expiry: 'Ablaufdatum',
  expiryHint: 'MM/JJ',
  cvc: 'Sicherheitscode',
  cvcHint: '3 Ziffern auf der Rückseite',
  cardName: 'Name auf der Karte',
  challengeTitle: '3-D Secure: Bestätigen Sie, dass Sie es sind',
  challengeText: (code) =>
    `Ihre Bank hat einen Code an Ihr Telefon gesendet. In dieser Sandbox lautet der Code ${code}.`,
  challengeCode: 'Bestätigungscode',
  confirm: 'Bestätigen',
  payWith: (method) => `Mit ${method} bezahlen`,
  yourBank: 'Ihre Bank',
  bankText: 'In dieser Sandbox gibt Ihre Bank die Zahlung mit den Schaltflächen unten frei oder lehnt sie ab.',
  approve: (amount) => `${amount} freigeben`,
  decline: 'Ablehnen',
  walletText: (method) =>
    `Öffnen Sie die ${method}-App auf Ihrem Telefon und bestätigen Sie die Zahlung. In dieser Sandbox stehen die Schaltflächen unten für die App.`,
  walletConfirm: 'In der App bestätigen',
  walletDecline: 'In der App ablehnen',
  testCards: 'Testkarten',
  testCardsText: 'Jedes Ablaufdatum in der Zukunft, jeder 3-stellige Sicherheitscode.',
  cards: {
    approved: () => 'genehmigt',
    declined: () => 'abgelehnt (TRANSACTION_DECLINED)',
    challenge: (code) => `genehmigt nach 3-D Secure (Code ${code})`,
  },
  errors: {
    'card-number': 'Geben Sie die Kartennummer ein, 12 bis 19 Ziffern.',
    'unknown-card': 'Diese Sandbox kennt nur ihre Testkarten (unten aufgeführt).',
    'expiry-format': 'Geben Sie das Ablaufdatum als MM/JJ ein, zum Beispiel 12/30.',
    expired: 'Diese Karte ist abgelaufen.',
    cvc: 'Geben Sie die 3 Ziffern auf der Rückseite der Karte ein.',
    name: 'Geben Sie den Namen so ein, wie er auf der Karte steht.',
  },
  checkTitle: 'Prüfen Sie die Kartendaten',
  checkText: 'Einige Kartendaten müssen korrigiert werden.',
  declinedTitle: 'Zahlung abgelehnt',
  declinedCard:
    'Ihre Karte wurde abgelehnt (TRANSACTION_DECLINED). Es wurde nichts abgebucht. Versuchen Sie eine andere Karte oder brechen Sie die Zahlung ab.',
  declinedChallenge:
    'Die 3-D-Secure-Prüfung ist fehlgeschlagen, daher hat Ihre Bank die Zahlung abgelehnt (TRANSACTION_DECLINED). Es wurde nichts abgebucht. Versuchen Sie es erneut oder brechen Sie die Zahlung ab.',
  backToShop: 'Zurück zum Shop',
  sessionExpiredTitle: 'Diese Zahlungssitzung ist abgelaufen',
  sessionExpiredText: 'Zahlungsfenster sind 30 Minuten geöffnet. Starten Sie die Zahlung erneut über Ihre Buchung.',
  cancelledTitle: 'Diese Zahlung wurde abgebrochen',
  cancelledText: 'Es wurde nichts abgebucht.',
  sessionNotFoundTitle: 'Zahlungssitzung nicht gefunden',
  startAgain: 'Starten Sie die Zahlung erneut über Ihre Buchung.',
  pageNotFoundTitle: 'Zahlungsseite nicht gefunden',
  pageFinishedTitle: 'Diese Zahlung ist abgeschlossen',
  pageExpiredTitle: 'Diese Zahlungsseite ist abgelaufen',
  pageGoneText:
    'Gehen Sie zurück zum Shop, um zu sehen, wie es ausgegangen ist, oder starten Sie die Zahlung erneut über Ihre Buchung.',
}

const NL: SandboxCopy = {
  sandboxNote: 'sandbox: er wordt geen echt geld overgemaakt',
  titleSuffix: '(sandbox)',
  pay: (amount) => `${amount} betalen`,
  cancel: 'Betaling annuleren',
  cardNumber: 'Kaartnummer',
  expiry: 'Vervaldatum',
  expiryHint: 'MM/JJ',
  cvc: 'Beveiligingscode',
  cvcHint: '3 cijfers op de achterkant',
  cardName: 'Naam op de kaart',
  challengeTitle: '3-D Secure: bevestig dat jij het bent',
  challengeText: (code) => `Je bank heeft een code naar je telefoon gestuurd. In deze sandbox is de code ${code}.`,
  challengeCode: 'Verificatiecode',
  confirm: 'Bevestigen',
  payWith: (method) => `Betalen met ${method}`,
  yourBank: 'Je bank',
  bankText: 'In deze sandbox keurt je bank de betaling goed of af met de knoppen hieronder.',
  approve: (amount) => `${amount} goedkeuren`,
  decline: 'Afwijzen',
  walletText: (method) =>
    `Open de ${method}-app op je telefoon en bevestig de betaling. In deze sandbox staan de knoppen hieronder voor de app.`,
  walletConfirm: 'Bevestigen in de app',
  walletDecline: 'Afwijzen in de app',
  testCards: 'Testkaarten',
  testCardsText: 'Elke vervaldatum in de toekomst, elke beveiligingscode van 3 cijfers.',
  cards: {
    approved: () => 'goedgekeurd',
    declined: () => 'geweigerd (TRANSACTION_DECLINED)',
    challenge: (code) => `goedgekeurd na 3-D Secure (code ${code})`,
  },
  errors: {
    'card-number': 'Vul het kaartnummer in, 12 tot 19 cijfers.',
    'unknown-card': 'Deze sandbox kent alleen zijn testkaarten (hieronder).',
    'expiry-format': 'Vul de vervaldatum in als MM/JJ, bijvoorbeeld 12/30.',
    expired: 'Deze kaart is verlopen.',
    cvc: 'Vul de 3 cijfers op de achterkant van de kaart in.',
    name: 'Vul de naam in zoals die op de kaart staat.',
  },
  checkTitle: 'Controleer de kaartgegevens',
  checkText: 'Een paar kaartgegevens moeten worden verbeterd.',
  declinedTitle: 'Betaling geweigerd',
  declinedCard:
    'Je kaart is geweigerd (TRANSACTION_DECLINED). Er is niets afgeschreven. Probeer een andere kaart of annuleer de betaling.',
  declinedChallenge:
    'De 3-D Secure-controle is mislukt, dus je bank heeft de betaling geweigerd (TRANSACTION_DECLINED). Er is niets afgeschreven. Probeer het opnieuw of annuleer de betaling.',
  backToShop: 'Terug naar de winkel',
  sessionExpiredTitle: 'Deze betaalsessie is verlopen',
  sessionExpiredText: 'Betaalvensters zijn 30 minuten open. Start de betaling opnieuw vanuit je boeking.',
  cancelledTitle: 'Deze betaling is geannuleerd',
  cancelledText: 'Er is niets afgeschreven.',
  sessionNotFoundTitle: 'Betaalsessie niet gevonden',
  startAgain: 'Start de betaling opnieuw vanuit je boeking.',
  pageNotFoundTitle: 'Betaalpagina niet gevonden',
  pageFinishedTitle: 'Deze betaling is afgerond',
  pageExpiredTitle: 'Deze betaalpagina is verlopen',
  pageGoneText:
    'Ga terug naar de winkel om te zien hoe het is afgelopen, of start de betaling opnieuw vanuit je boeking.',
}

const FR: SandboxCopy = {
  sandboxNote: 'bac à sable : aucun argent réel n’est débité',
  titleSuffix: '(bac à sable)',
  pay: (amount) => `Payer ${amount}`,
  cancel: 'Annuler le paiement',
  cardNumber: 'Numéro de carte',
  expiry: 'Date d’expiration',
  expiryHint: 'MM/AA',
  cvc: 'Code de sécurité',
  cvcHint: '3 chiffres au dos',
  cardName: 'Nom sur la carte',
  challengeTitle: '3-D Secure : confirmez qu’il s’agit bien de vous',
  challengeText: (code) =>
    `Votre banque a envoyé un code sur votre téléphone. Dans ce bac à sable, le code est ${code}.`,
  challengeCode: 'Code de vérification',
  confirm: 'Confirmer',
  payWith: (method) => `Payer avec ${method}`,
  yourBank: 'Votre banque',
  bankText: 'Dans ce bac à sable, votre banque accepte ou refuse le paiement avec les boutons ci-dessous.',
  approve: (amount) => `Accepter ${amount}`,
  decline: 'Refuser',
  walletText: (method) =>
    `Ouvrez l’application ${method} sur votre téléphone et confirmez le paiement. Dans ce bac à sable, les boutons ci-dessous remplacent l’application.`,
  walletConfirm: 'Confirmer dans l’application',
  walletDecline: 'Refuser dans l’application',
  testCards: 'Cartes de test',
  testCardsText: 'N’importe quelle date d’expiration future, n’importe quel code de sécurité à 3 chiffres.',
  cards: {
    approved: () => 'acceptée',
    declined: () => 'refusée (TRANSACTION_DECLINED)',
    challenge: (code) => `acceptée après 3-D Secure (code ${code})`,
  },
  errors: {
    'card-number': 'Saisissez le numéro de carte, de 12 à 19 chiffres.',
    'unknown-card': 'Ce bac à sable ne connaît que ses cartes de test (ci-dessous).',
    'expiry-format': 'Saisissez la date d’expiration au format MM/AA, par exemple 12/30.',
    expired: 'Cette carte a expiré.',
    cvc: 'Saisissez les 3 chiffres au dos de la carte.',
    name: 'Saisissez le nom tel qu’il figure sur la carte.',
  },
  checkTitle: 'Vérifiez les données de la carte',
  checkText: 'Certaines données de la carte doivent être corrigées.',
  declinedTitle: 'Paiement refusé',
  declinedCard:
    'Votre carte a été refusée (TRANSACTION_DECLINED). Rien n’a été débité. Essayez une autre carte ou annulez le paiement.',
  declinedChallenge:
    'La vérification 3-D Secure a échoué, votre banque a donc refusé le paiement (TRANSACTION_DECLINED). Rien n’a été débité. Réessayez ou annulez le paiement.',
  backToShop: 'Retour à la boutique',
  sessionExpiredTitle: 'Cette session de paiement a expiré',
  sessionExpiredText:
    'Les fenêtres de paiement restent ouvertes 30 minutes. Relancez le paiement depuis votre réservation.',
  cancelledTitle: 'Ce paiement a été annulé',
  cancelledText: 'Rien n’a été débité.',
  sessionNotFoundTitle: 'Session de paiement introuvable',
  startAgain: 'Relancez le paiement depuis votre réservation.',
  pageNotFoundTitle: 'Page de paiement introuvable',
  pageFinishedTitle: 'Ce paiement est terminé',
  pageExpiredTitle: 'Cette page de paiement a expiré',
  pageGoneText:
    'Retournez à la boutique pour voir comment cela s’est passé, ou relancez le paiement depuis votre réservation.',
}

const IT: SandboxCopy = {
  sandboxNote: 'sandbox: non si muove denaro reale',
  titleSuffix: '(sandbox)',
  pay: (amount) => `Paga ${amount}`,
  cancel: 'Annulla il pagamento',
  cardNumber: 'Numero della carta',
  expiry: 'Data di scadenza',
  expiryHint: 'MM/AA',
  cvc: 'Codice di sicurezza',
  cvcHint: '3 cifre sul retro',
  cardName: 'Nome sulla carta',
  challengeTitle: '3-D Secure: conferma che sei tu',
  challengeText: (code) => `La tua banca ha inviato un codice al tuo telefono. In questa sandbox il codice è ${code}.`,
  challengeCode: 'Codice di verifica',
  confirm: 'Conferma',
  payWith: (method) => `Paga con ${method}`,
  yourBank: 'La tua banca',
  bankText: 'In questa sandbox la tua banca approva o rifiuta il pagamento con i pulsanti qui sotto.',
  approve: (amount) => `Approva ${amount}`,
  decline: 'Rifiuta',
  walletText: (method) =>
    `Apri l’app ${method} sul telefono e conferma il pagamento. In questa sandbox i pulsanti qui sotto fanno le veci dell’app.`,
  walletConfirm: 'Conferma nell’app',
  walletDecline: 'Rifiuta nell’app',
  testCards: 'Carte di prova',
  testCardsText: 'Qualsiasi data di scadenza futura, qualsiasi codice di sicurezza di 3 cifre.',
  cards: {
    approved: () => 'approvata',
    declined: () => 'rifiutata (TRANSACTION_DECLINED)',
    challenge: (code) => `approvata dopo 3-D Secure (codice ${code})`,
  },
  errors: {
    'card-number': 'Inserisci il numero della carta, da 12 a 19 cifre.',
    'unknown-card': 'Questa sandbox conosce solo le sue carte di prova (elencate qui sotto).',
    'expiry-format': 'Inserisci la data di scadenza come MM/AA, per esempio 12/30.',
    expired: 'Questa carta è scaduta.',
    cvc: 'Inserisci le 3 cifre sul retro della carta.',
    name: 'Inserisci il nome come appare sulla carta.',
  },
  checkTitle: 'Controlla i dati della carta',
  checkText: 'Alcuni dati della carta vanno corretti.',
  declinedTitle: 'Pagamento rifiutato',
  declinedCard:
    'La tua carta è stata rifiutata (TRANSACTION_DECLINED). Non è stato addebitato nulla. Prova con un’altra carta o annulla il pagamento.',
  declinedChallenge:
    'Il controllo 3-D Secure non è riuscito, quindi la tua banca ha rifiutato il pagamento (TRANSACTION_DECLINED). Non è stato addebitato nulla. Riprova o annulla il pagamento.',
  backToShop: 'Torna al negozio',
  sessionExpiredTitle: 'Questa sessione di pagamento è scaduta',
  sessionExpiredText: 'Le finestre di pagamento restano aperte 30 minuti. Riavvia il pagamento dalla tua prenotazione.',
  cancelledTitle: 'Questo pagamento è stato annullato',
  cancelledText: 'Non è stato addebitato nulla.',
  sessionNotFoundTitle: 'Sessione di pagamento non trovata',
  startAgain: 'Riavvia il pagamento dalla tua prenotazione.',
  pageNotFoundTitle: 'Pagina di pagamento non trovata',
  pageFinishedTitle: 'Questo pagamento è concluso',
  pageExpiredTitle: 'Questa pagina di pagamento è scaduta',
  pageGoneText: 'Torna al negozio per vedere com’è andata, oppure riavvia il pagamento dalla tua prenotazione.',
}

/** German as the Swiss write it: "ss" for "ß", in every text and every text a function makes. */
function swiss(copy: SandboxCopy): SandboxCopy {
  const ss = (text: string) => text.replace(/ß/g, 'ss')
  const convert = (value: unknown): unknown =>
    typeof value === 'string'
      ? ss(value)
      : typeof value === 'function'
        ? (...args: string[]) => ss((value as (...a: string[]) => string)(...args))
        : Object.fromEntries(Object.entries(value as object).map(([key, each]) => [key, convert(each)]))
  return convert(copy) as SandboxCopy
}

const COPY: Record<SandboxLanguage, SandboxCopy> = { en: EN, de: DE, 'de-ch': swiss(DE), nl: NL, fr: FR, it: IT }

export const sandboxCopy = (language: SandboxLanguage): SandboxCopy => COPY[language]

/**
 * A language code as Saferpay takes it (`de`, `de-CH`, `fr`, any case, `_` or `-`) or as a
 * browser sends it: the sandbox's language for it, else null. `de-LI` is German, `de-CH` Swiss.
 */
export function sandboxLanguageOf(code: unknown): SandboxLanguage | null {
  if (typeof code !== 'string') return null
  const [language, region] = code.trim().toLowerCase().split(/[-_]/)
  if (language === 'de') return region === 'ch' ? 'de-ch' : 'de'
  return (SANDBOX_LANGUAGES as readonly string[]).includes(language ?? '') ? (language as SandboxLanguage) : null
}

/**
 * Bambora's payment window language (its numbering, 1 to 8): German is 7; the sandbox shows every
 * other number in English, the language Bambora falls back to.
 */
export const bamboraWindowLanguage = (language: number): SandboxLanguage => (language === 7 ? 'de' : 'en')

/** Money as the page's language writes it (`CHF 1’234.50`, `1.234,50 €`, `£1,234.50`). */
export const sandboxMoney = (minor: number, currency: string, language: SandboxLanguage) =>
  new Intl.NumberFormat(SANDBOX_LANGUAGE_TAGS[language], { style: 'currency', currency }).format(minor / 100)
