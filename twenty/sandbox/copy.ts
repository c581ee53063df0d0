/**
 * The hosted pages' own words, in the shopper's language as the providers show theirs: Saferpay
 * by the Initialize request's `Payer.LanguageCode`, Bambora by the payment window's `language`
 * number, and a page without a session (an unknown token) by the browser's Accept-Language
 * (sessions.ts). Written as the API's other words are (mail-copy.ts): one `tr(en, nl, de, fr, it)`
 * per text, `{name}` placeholders filled by `fill`, Swiss German derived ("ss" for "ß", decision
 * 002). The test cards' numbers, the 3-D Secure code and the providers' error names
 * (TRANSACTION_DECLINED) stay as they are: they are what a tester types or looks up.
 */
import { fill } from '../mail-copy'
import type { Language } from '../schema'
import type { CardError, CardOutcome } from './test-cards'

/** The pages' languages: the API's five, and Swiss German for its "ss" and its number format. */
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

type Words = Record<Language, string>
const tr = (en: string, nl: string, de: string, fr: string, it: string): Words => ({ en, nl, de, fr, it })

export const SANDBOX_WORDS = {
  sandboxNote: tr(
    'sandbox: no real money moves',
    'sandbox: er wordt geen echt geld overgemaakt',
    'Sandbox: Es wird kein echtes Geld bewegt',
    'bac à sable : aucun argent réel n’est débité',
    'sandbox: non si muove denaro reale',
  ),
  titleSuffix: tr('(sandbox)', '(sandbox)', '(Sandbox)', '(bac à sable)', '(sandbox)'),
  pay: tr('Pay {amount}', '{amount} betalen', '{amount} bezahlen', 'Payer {amount}', 'Paga {amount}'),
  cancel: tr(
    'Cancel payment',
    'Betaling annuleren',
    'Zahlung abbrechen',
    'Annuler le paiement',
    'Annulla il pagamento',
  ),
  cardNumber: tr('Card number', 'Kaartnummer', 'Kartennummer', 'Numéro de carte', 'Numero della carta'),
  expiry: tr('Expiry date', 'Vervaldatum', 'Ablaufdatum', 'Date d’expiration', 'Data di scadenza'),
  expiryHint: tr('MM/YY', 'MM/JJ', 'MM/JJ', 'MM/AA', 'MM/AA'),
  cvc: tr('Security code', 'Beveiligingscode', 'Sicherheitscode', 'Code de sécurité', 'Codice di sicurezza'),
  cvcHint: tr(
    '3 digits on the back',
    '3 cijfers op de achterkant',
    '3 Ziffern auf der Rückseite',
    '3 chiffres au dos',
    '3 cifre sul retro',
  ),
  cardName: tr('Name on card', 'Naam op de kaart', 'Name auf der Karte', 'Nom sur la carte', 'Nome sulla carta'),
  challengeTitle: tr(
    '3-D Secure: confirm it is you',
    '3-D Secure: bevestig dat jij het bent',
    '3-D Secure: Bestätigen Sie, dass Sie es sind',
    '3-D Secure : confirmez qu’il s’agit bien de vous',
    '3-D Secure: conferma che sei tu',
  ),
  challengeText: tr(
    'Your bank sent a code to your phone. In this sandbox the code is {code}.',
    'Je bank heeft een code naar je telefoon gestuurd. In deze sandbox is de code {code}.',
    'Ihre Bank hat einen Code an Ihr Telefon gesendet. In dieser Sandbox lautet der Code {code}.',
    'Votre banque a envoyé un code sur votre téléphone. Dans ce bac à sable, le code est {code}.',
    'La tua banca ha inviato un codice al tuo telefono. In questa sandbox il codice è {code}.',
  ),
  challengeCode: tr(
    'Verification code',
    'Verificatiecode',
    'Bestätigungscode',
    'Code de vérification',
    'Codice di verifica',
  ),
  confirm: tr('Confirm', 'Bevestigen', 'Bestätigen', 'Confirmer', 'Conferma'),
  payWith: tr(
    'Pay with {method}',
    'Betalen met {method}',
    'Mit {method} bezahlen',
    'Payer avec {method}',
    'Paga con {method}',
  ),
  yourBank: tr('Your bank', 'Je bank', 'Ihre Bank', 'Votre banque', 'La tua banca'),
  bankText: tr(
    'In this sandbox your bank approves or declines the payment with the buttons below.',
    'In deze sandbox keurt je bank de betaling goed of af met de knoppen hieronder.',
    'In dieser Sandbox gibt Ihre Bank die Zahlung mit den Schaltflächen unten frei oder lehnt sie ab.',
    'Dans ce bac à sable, votre banque accepte ou refuse le paiement avec les boutons ci-dessous.',
    'In questa sandbox la tua banca approva o rifiuta il pagamento con i pulsanti qui sotto.',
  ),
  approve: tr('Approve {amount}', '{amount} goedkeuren', '{amount} freigeben', 'Accepter {amount}', 'Approva {amount}'),
  decline: tr('Decline', 'Afwijzen', 'Ablehnen', 'Refuser', 'Rifiuta'),
  walletText: tr(
    'Open the {method} app on your phone and confirm the payment. In this sandbox the buttons below stand for the app.',
    'Open de {method}-app op je telefoon en bevestig de betaling. In deze sandbox staan de knoppen hieronder voor de app.',
    'Öffnen Sie die {method}-App auf Ihrem Telefon und bestätigen Sie die Zahlung. In dieser Sandbox stehen die Schaltflächen unten für die App.',
    'Ouvrez l’application {method} sur votre téléphone et confirmez le paiement. Dans ce bac à sable, les boutons ci-dessous remplacent l’application.',
    'Apri l’app {method} sul telefono e conferma il pagamento. In questa sandbox i pulsanti qui sotto fanno le veci dell’app.',
  ),
  walletConfirm: tr(
    'Confirm in the app',
    'Bevestigen in de app',
    'In der App bestätigen',
    'Confirmer dans l’application',
    'Conferma nell’app',
  ),
  walletDecline: tr(
    'Decline in the app',
    'Afwijzen in de app',
    'In der App ablehnen',
    'Refuser dans l’application',
    'Rifiuta nell’app',
  ),
  testCards: tr('Test cards', 'Testkaarten', 'Testkarten', 'Cartes de test', 'Carte di prova'),
  testCardsText: tr(
    'Any future expiry date, any 3-digit security code.',
    'Elke vervaldatum in de toekomst, elke beveiligingscode van 3 cijfers.',
    'Jedes Ablaufdatum in der Zukunft, jeder 3-stellige Sicherheitscode.',
    'N’importe quelle date d’expiration future, n’importe quel code de sécurité à 3 chiffres.',
    'Qualsiasi data di scadenza futura, qualsiasi codice di sicurezza di 3 cifre.',
  ),
  cards: {
    approved: tr('approved', 'goedgekeurd', 'genehmigt', 'acceptée', 'approvata'),
    declined: tr(
      'declined (TRANSACTION_DECLINED)',
      'geweigerd (TRANSACTION_DECLINED)',
      'abgelehnt (TRANSACTION_DECLINED)',
      'refusée (TRANSACTION_DECLINED)',
      'rifiutata (TRANSACTION_DECLINED)',
    ),
    challenge: tr(
      'approved after 3-D Secure (code {code})',
      'goedgekeurd na 3-D Secure (code {code})',
      'genehmigt nach 3-D Secure (Code {code})',
      'acceptée après 3-D Secure (code {code})',
      'approvata dopo 3-D Secure (codice {code})',
    ),
  },
  errors: {
    'card-number': tr(
      'Enter the card number, 12 to 19 digits.',
      'Vul het kaartnummer in, 12 tot 19 cijfers.',
      'Geben Sie die Kartennummer ein, 12 bis 19 Ziffern.',
      'Saisissez le numéro de carte, de 12 à 19 chiffres.',
      'Inserisci il numero della carta, da 12 a 19 cifre.',
    ),
    'unknown-card': tr(
      'This sandbox knows only its test cards (listed below).',
      'Deze sandbox kent alleen zijn testkaarten (hieronder).',
      'Diese Sandbox kennt nur ihre Testkarten (unten aufgeführt).',
      'Ce bac à sable ne connaît que ses cartes de test (ci-dessous).',
      'Questa sandbox conosce solo le sue carte di prova (elencate qui sotto).',
    ),
    'expiry-format': tr(
      'Enter the expiry date as MM/YY, for example 12/30.',
      'Vul de vervaldatum in als MM/JJ, bijvoorbeeld 12/30.',
      'Geben Sie das Ablaufdatum als MM/JJ ein, zum Beispiel 12/30.',
      'Saisissez la date d’expiration au format MM/AA, par exemple 12/30.',
      'Inserisci la data di scadenza come MM/AA, per esempio 12/30.',
    ),
    expired: tr(
      'This card has expired.',
      'Deze kaart is verlopen.',
      'Diese Karte ist abgelaufen.',
      'Cette carte a expiré.',
      'Questa carta è scaduta.',
    ),
    cvc: tr(
      'Enter the 3 digits on the back of the card.',
      'Vul de 3 cijfers op de achterkant van de kaart in.',
      'Geben Sie die 3 Ziffern auf der Rückseite der Karte ein.',
      'Saisissez les 3 chiffres au dos de la carte.',
      'Inserisci le 3 cifre sul retro della carta.',
    ),
    name: tr(
      'Enter the name as it is on the card.',
      'Vul de naam in zoals die op de kaart staat.',
      'Geben Sie den Namen so ein, wie er auf der Karte steht.',
      'Saisissez le nom tel qu’il figure sur la carte.',
      'Inserisci il nome come appare sulla carta.',
    ),
  },
  checkTitle: tr(
    'Check the card details',
    'Controleer de kaartgegevens',
    'Prüfen Sie die Kartendaten',
    'Vérifiez les données de la carte',
    'Controlla i dati della carta',
  ),
  checkText: tr(
    'Some of the card details need a correction.',
    'Een paar kaartgegevens moeten worden verbeterd.',
    'Einige Kartendaten müssen korrigiert werden.',
    'Certaines données de la carte doivent être corrigées.',
    'Alcuni dati della carta vanno corretti.',
  ),
  declinedTitle: tr(
    'Payment declined',
    'Betaling geweigerd',
    'Zahlung abgelehnt',
    'Paiement refusé',
    'Pagamento rifiutato',
  ),
  declinedCard: tr(
    'Your card was declined (TRANSACTION_DECLINED). Nothing was charged. Try another card, or cancel the payment.',
    'Je kaart is geweigerd (TRANSACTION_DECLINED). Er is niets afgeschreven. Probeer een andere kaart of annuleer de betaling.',
    'Ihre Karte wurde abgelehnt (TRANSACTION_DECLINED). Es wurde nichts abgebucht. Versuchen Sie eine andere Karte oder brechen Sie die Zahlung ab.',
    'Votre carte a été refusée (TRANSACTION_DECLINED). Rien n’a été débité. Essayez une autre carte ou annulez le paiement.',
    'La tua carta è stata rifiutata (TRANSACTION_DECLINED). Non è stato addebitato nulla. Prova con un’altra carta o annulla il pagamento.',
  ),
  declinedChallenge: tr(
    'The 3-D Secure check failed, so your bank declined the payment (TRANSACTION_DECLINED). Nothing was charged. Try again, or cancel the payment.',
    'De 3-D Secure-controle is mislukt, dus je bank heeft de betaling geweigerd (TRANSACTION_DECLINED). Er is niets afgeschreven. Probeer het opnieuw of annuleer de betaling.',
    'Die 3-D-Secure-Prüfung ist fehlgeschlagen, daher hat Ihre Bank die Zahlung abgelehnt (TRANSACTION_DECLINED). Es wurde nichts abgebucht. Versuchen Sie es erneut oder brechen Sie die Zahlung ab.',
    'La vérification 3-D Secure a échoué, votre banque a donc refusé le paiement (TRANSACTION_DECLINED). Rien n’a été débité. Réessayez ou annulez le paiement.',
    'Il controllo 3-D Secure non è riuscito, quindi la tua banca ha rifiutato il pagamento (TRANSACTION_DECLINED). Non è stato addebitato nulla. Riprova o annulla il pagamento.',
  ),
  backToShop: tr(
    'Back to the shop',
    'Terug naar de winkel',
    'Zurück zum Shop',
    'Retour à la boutique',
    'Torna al negozio',
  ),
  sessionExpiredTitle: tr(
    'This payment session has expired',
    'Deze betaalsessie is verlopen',
    'Diese Zahlungssitzung ist abgelaufen',
    'Cette session de paiement a expiré',
    'Questa sessione di pagamento è scaduta',
  ),
  sessionExpiredText: tr(
    'Payment windows are open for 30 minutes. Start the payment again from your booking.',
    'Betaalvensters zijn 30 minuten open. Start de betaling opnieuw vanuit je boeking.',
    'Zahlungsfenster sind 30 Minuten geöffnet. Starten Sie die Zahlung erneut über Ihre Buchung.',
    'Les fenêtres de paiement restent ouvertes 30 minutes. Relancez le paiement depuis votre réservation.',
    'Le finestre di pagamento restano aperte 30 minuti. Riavvia il pagamento dalla tua prenotazione.',
  ),
  cancelledTitle: tr(
    'This payment was cancelled',
    'Deze betaling is geannuleerd',
    'Diese Zahlung wurde abgebrochen',
    'Ce paiement a été annulé',
    'Questo pagamento è stato annullato',
  ),
  cancelledText: tr(
    'Nothing was charged.',
    'Er is niets afgeschreven.',
    'Es wurde nichts abgebucht.',
    'Rien n’a été débité.',
    'Non è stato addebitato nulla.',
  ),
  sessionNotFoundTitle: tr(
    'Payment session not found',
    'Betaalsessie niet gevonden',
    'Zahlungssitzung nicht gefunden',
    'Session de paiement introuvable',
    'Sessione di pagamento non trovata',
  ),
  startAgain: tr(
    'Start the payment again from your booking.',
    'Start de betaling opnieuw vanuit je boeking.',
    'Starten Sie die Zahlung erneut über Ihre Buchung.',
    'Relancez le paiement depuis votre réservation.',
    'Riavvia il pagamento dalla tua prenotazione.',
  ),
  pageNotFoundTitle: tr(
    'Payment page not found',
    'Betaalpagina niet gevonden',
    'Zahlungsseite nicht gefunden',
    'Page de paiement introuvable',
    'Pagina di pagamento non trovata',
  ),
  pageFinishedTitle: tr(
    'This payment is finished',
    'Deze betaling is afgerond',
    'Diese Zahlung ist abgeschlossen',
    'Ce paiement est terminé',
    'Questo pagamento è concluso',
  ),
  pageExpiredTitle: tr(
    'This payment page has expired',
    'Deze betaalpagina is verlopen',
    'Diese Zahlungsseite ist abgelaufen',
    'Cette page de paiement a expiré',
    'Questa pagina di pagamento è scaduta',
  ),
  pageGoneText: tr(
    'Go back to the shop to see how it went, or start the payment again from your booking.',
    'Ga terug naar de winkel om te zien hoe het is afgelopen, of start de betaling opnieuw vanuit je boeking.',
    'Gehen Sie zurück zum Shop, um zu sehen, wie es ausgegangen ist, oder starten Sie die Zahlung erneut über Ihre Buchung.',
    'Retournez à la boutique pour voir comment cela s’est passé, ou relancez le paiement depuis votre réservation.',
    'Torna al negozio per vedere com’è andata, oppure riavvia il pagamento dalla tua prenotazione.',
  ),
} satisfies Record<string, Words | Record<CardOutcome, Words> | Record<CardError, Words>>

/** Says the pages' words in a language: its text with the values filled in. */
export function sandboxText(language: SandboxLanguage) {
  const swiss = language === 'de-ch'
  const base: Language = swiss ? 'de' : language
  return (words: Words, values: Record<string, string | number> = {}) => {
    const text = fill(words[base], values)
    return swiss ? text.replace(/ß/g, 'ss') : text
  }
}

export type SandboxText = ReturnType<typeof sandboxText>

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
