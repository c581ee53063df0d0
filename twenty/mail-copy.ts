/**
 * The words of every e-mail, in the five languages (Swiss German is derived: "ss" for "ß").
 * `{name}`-style placeholders are filled by `fill`.
 */
import type { Language } from './schema'

export type MailKind =
  | 'booking-confirmation'
  | 'set-password'
  | 'reset-password'
  | 'booking-credentials'
  | 'payment-receipt'
  | 'payment-reminder'

type Words = Record<Language, string>
const tr = (en: string, nl: string, de: string, fr: string, it: string): Words => ({ en, nl, de, fr, it })

export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))
}

export const GREETING = {
  named: tr('Hello {name},', 'Hallo {name},', 'Hallo {name},', 'Bonjour {name},', 'Ciao {name},'),
  plain: tr('Hello,', 'Hallo,', 'Hallo,', 'Bonjour,', 'Ciao,'),
}

export const SIGN_OFF = tr(
  'Have a wonderful holiday,\nthe {brand} team',
  'Een fijne vakantie gewenst,\nhet team van {brand}',
  'Einen schönen Urlaub wünscht Ihnen\nIhr {brand}-Team',
  'Très bonnes vacances,\nl’équipe {brand}',
  'Buone vacanze,\nil team di {brand}',
)

export const FOOTER = tr(
  'You receive this e-mail because of your account or booking with {brand}. Questions? Call us on {phone}.',
  'Je ontvangt deze e-mail vanwege je account of boeking bij {brand}. Vragen? Bel ons op {phone}.',
  'Sie erhalten diese E-Mail wegen Ihres Kontos oder Ihrer Buchung bei {brand}. Fragen? Rufen Sie uns an: {phone}.',
  'Vous recevez cet e-mail en raison de votre compte ou de votre réservation chez {brand}. Une question ? Appelez-nous au {phone}.',
  'Ricevi questa e-mail per il tuo account o la tua prenotazione con {brand}. Domande? Chiamaci al {phone}.',
)

export interface KindCopy {
  subject: Words
  intro: Words
  action?: Words
  /** After the action. */
  note?: Words
  /** Heading above the bookings the mail shows. */
  bookings?: Words
}

export const KINDS: Record<MailKind, KindCopy> = {
  'booking-confirmation': {
    subject: tr(
      'Your booking {ref} is confirmed',
      'Je boeking {ref} is bevestigd',
      'Ihre Buchung {ref} ist bestätigt',
      'Votre réservation {ref} est confirmée',
      'La tua prenotazione {ref} è confermata',
    ),
    intro: tr(
      'Thank you for booking with {brand}. Your holiday is booked: here is everything at a glance. Keep this e-mail; your booking reference is {ref}.',
      'Bedankt voor je boeking bij {brand}. Je vakantie is geboekt: hier staat alles op een rij. Bewaar deze e-mail; je boekingsnummer is {ref}.',
      'Vielen Dank für Ihre Buchung bei {brand}. Ihr Urlaub ist gebucht: hier ist alles auf einen Blick. Bewahren Sie diese E-Mail auf; Ihre Buchungsnummer ist {ref}.',
      'Merci d’avoir réservé avec {brand}. Vos vacances sont réservées : voici tout en un coup d’œil. Conservez cet e-mail ; votre numéro de réservation est {ref}.',
      'Grazie per aver prenotato con {brand}. La tua vacanza è prenotata: ecco tutto in sintesi. Conserva questa e-mail; il tuo numero di prenotazione è {ref}.',
    ),
  },
  'set-password': {
    subject: tr(
      'Choose your password',
      'Kies je wachtwoord',
      'Wählen Sie Ihr Passwort',
      'Choisissez votre mot de passe',
      'Scegli la tua password',
    ),
    intro: tr(
      'Choose a password for your {brand} account with the button below (the link is valid for 7 days). With it you see your bookings, add extras and pay at any time.',
      'Kies met de knop hieronder een wachtwoord voor je {brand}-account (de link is 7 dagen geldig). Daarmee bekijk je je boekingen, voeg je extra’s toe en betaal je wanneer je wilt.',
      'Wählen Sie über die Schaltfläche unten ein Passwort für Ihr {brand}-Konto (der Link ist 7 Tage gültig). Damit sehen Sie Ihre Buchungen, buchen Extras hinzu und bezahlen jederzeit.',
      'Choisissez un mot de passe pour votre compte {brand} avec le bouton ci-dessous (le lien est valable 7 jours). Vous y verrez vos réservations, ajouterez des options et paierez quand vous voulez.',
      'Scegli una password per il tuo account {brand} con il pulsante qui sotto (il link è valido 7 giorni). Così vedi le tue prenotazioni, aggiungi extra e paghi quando vuoi.',
    ),
    action: tr(
      'Choose my password',
      'Wachtwoord kiezen',
      'Passwort wählen',
      'Choisir mon mot de passe',
      'Scegli la password',
    ),
    note: tr(
      'If you did not ask for an account, you can ignore this e-mail.',
      'Heb je geen account aangevraagd? Dan kun je deze e-mail negeren.',
      'Wenn Sie kein Konto angefordert haben, können Sie diese E-Mail ignorieren.',
      'Si vous n’avez pas demandé de compte, ignorez cet e-mail.',
      'Se non hai richiesto un account, puoi ignorare questa e-mail.',
    ),
    bookings: tr('Your bookings', 'Je boekingen', 'Ihre Buchungen', 'Vos réservations', 'Le tue prenotazioni'),
  },
  'reset-password': {
    subject: tr(
      'Reset your password',
      'Stel je wachtwoord opnieuw in',
      'Passwort zurücksetzen',
      'Réinitialisez votre mot de passe',
      'Reimposta la tua password',
    ),
    intro: tr(
      'Reset your {brand} password with the button below (valid for one hour, once).',
      'Stel met de knop hieronder een nieuw wachtwoord in voor {brand} (één uur geldig, eenmalig).',
      'Setzen Sie Ihr {brand}-Passwort über die Schaltfläche unten zurück (eine Stunde gültig, einmalig).',
      'Réinitialisez votre mot de passe {brand} avec le bouton ci-dessous (valable une heure, une seule fois).',
      'Reimposta la tua password {brand} con il pulsante qui sotto (valido un’ora, una sola volta).',
    ),
    action: tr(
      'Reset my password',
      'Nieuw wachtwoord instellen',
      'Passwort zurücksetzen',
      'Réinitialiser mon mot de passe',
      'Reimposta la password',
    ),
    note: tr(
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
      'Heb je hier niet om gevraagd? Negeer deze e-mail dan: je wachtwoord blijft hetzelfde.',
      'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
      'Se non l’hai richiesto, ignora questa e-mail: la tua password non cambia.',
    ),
    bookings: tr('Your bookings', 'Je boekingen', 'Ihre Buchungen', 'Vos réservations', 'Le tue prenotazioni'),
  },
  'payment-receipt': {
    subject: tr(
      'Payment received for booking {ref}',
      'Betaling ontvangen voor boeking {ref}',
      'Zahlung für Buchung {ref} erhalten',
      'Paiement reçu pour la réservation {ref}',
      'Pagamento ricevuto per la prenotazione {ref}',
    ),
    intro: tr(
      'Thank you: we have received your payment of {amount} for booking {ref}. Here is what you paid and what is still to come.',
      'Bedankt: we hebben je betaling van {amount} voor boeking {ref} ontvangen. Hier zie je wat je betaald hebt en wat er nog komt.',
      'Vielen Dank: Wir haben Ihre Zahlung von {amount} für die Buchung {ref} erhalten. Hier sehen Sie, was Sie bezahlt haben und was noch aussteht.',
      'Merci : nous avons bien reçu votre paiement de {amount} pour la réservation {ref}. Voici ce que vous avez payé et ce qui reste à venir.',
      'Grazie: abbiamo ricevuto il tuo pagamento di {amount} per la prenotazione {ref}. Ecco cosa hai pagato e cosa resta da pagare.',
    ),
    bookings: tr('Your booking', 'Je boeking', 'Ihre Buchung', 'Votre réservation', 'La tua prenotazione'),
  },
  'payment-reminder': {
    subject: tr(
      'Reminder: payment for booking {ref} is due on {date}',
      'Herinnering: de betaling voor boeking {ref} moet uiterlijk {date} binnen zijn',
      'Erinnerung: Die Zahlung für Buchung {ref} ist am {date} fällig',
      'Rappel : le paiement de la réservation {ref} est dû le {date}',
      'Promemoria: il pagamento della prenotazione {ref} scade il {date}',
    ),
    intro: tr(
      'A friendly reminder: payment {index} of {amount} for your booking {ref} is due on {date}. You can pay it now in My bookings with the button below.',
      'Een vriendelijke herinnering: betaling {index} van {amount} voor je boeking {ref} moet uiterlijk {date} binnen zijn. Je kunt nu betalen in Mijn boekingen met de knop hieronder.',
      'Eine freundliche Erinnerung: Zahlung {index} über {amount} für Ihre Buchung {ref} ist am {date} fällig. Sie können sie jetzt unter „Meine Buchungen“ über die Schaltfläche unten bezahlen.',
      'Petit rappel : le paiement {index} de {amount} pour votre réservation {ref} est dû le {date}. Vous pouvez le régler dès maintenant dans Mes réservations avec le bouton ci-dessous.',
      'Un promemoria: il pagamento {index} di {amount} per la tua prenotazione {ref} scade il {date}. Puoi pagarlo ora in Le mie prenotazioni con il pulsante qui sotto.',
    ),
    action: tr('Pay now', 'Nu betalen', 'Jetzt bezahlen', 'Payer maintenant', 'Paga ora'),
    note: tr(
      'Already paid? Then you can ignore this e-mail; the payment may take a day to show.',
      'Al betaald? Dan kun je deze e-mail negeren; het kan een dag duren voordat de betaling zichtbaar is.',
      'Bereits bezahlt? Dann können Sie diese E-Mail ignorieren; es kann einen Tag dauern, bis die Zahlung sichtbar ist.',
      'Déjà payé ? Ignorez cet e-mail ; le paiement peut mettre un jour à apparaître.',
      'Hai già pagato? Allora puoi ignorare questa e-mail; il pagamento può impiegare un giorno per comparire.',
    ),
    bookings: tr('Your booking', 'Je boeking', 'Ihre Buchung', 'Votre réservation', 'La tua prenotazione'),
  },
  'booking-credentials': {
    subject: tr(
      'Your booking references',
      'Je boekingsnummers',
      'Ihre Buchungsnummern',
      'Vos numéros de réservation',
      'I tuoi numeri di prenotazione',
    ),
    intro: tr(
      'Here are your {brand} bookings and their references. Sign in with a reference and this e-mail address.',
      'Hier zijn je boekingen bij {brand} met hun boekingsnummers. Log in met een boekingsnummer en dit e-mailadres.',
      'Hier sind Ihre Buchungen bei {brand} mit ihren Buchungsnummern. Melden Sie sich mit einer Buchungsnummer und dieser E-Mail-Adresse an.',
      'Voici vos réservations {brand} et leurs numéros. Connectez-vous avec un numéro et cette adresse e-mail.',
      'Ecco le tue prenotazioni {brand} con i loro numeri. Accedi con un numero e questo indirizzo e-mail.',
    ),
    action: tr(
      'Sign in with a reference',
      'Inloggen met een boekingsnummer',
      'Mit Buchungsnummer anmelden',
      'Me connecter avec un numéro',
      'Accedi con un numero',
    ),
    bookings: tr('Your bookings', 'Je boekingen', 'Ihre Buchungen', 'Vos réservations', 'Le tue prenotazioni'),
  },
}

/** Labels of a payment's receipt and reminder (issue 20). */
export const PAYMENT = {
  amountPaid: tr('Amount paid', 'Betaald bedrag', 'Bezahlter Betrag', 'Montant payé', 'Importo pagato'),
  method: tr('Paid with', 'Betaald met', 'Bezahlt mit', 'Payé avec', 'Pagato con'),
  fee: tr('Payment fee', 'Transactiekosten', 'Zahlungsgebühr', 'Frais de paiement', 'Commissione di pagamento'),
  stillDue: tr('Still to pay', 'Nog te betalen', 'Noch offen', 'Reste à payer', 'Ancora da pagare'),
  nothingDue: tr(
    'Nothing: your booking is paid in full',
    'Niets: je boeking is volledig betaald',
    'Nichts: Ihre Buchung ist vollständig bezahlt',
    'Rien : votre réservation est entièrement payée',
    'Niente: la tua prenotazione è pagata per intero',
  ),
  credit: tr(
    'You have paid {amount} more than the booking costs; customer service will refund it.',
    'Je hebt {amount} meer betaald dan de boeking kost; de klantenservice betaalt het terug.',
    'Sie haben {amount} mehr bezahlt, als die Buchung kostet; der Kundenservice erstattet es zurück.',
    'Vous avez payé {amount} de plus que le prix de la réservation ; le service client vous le remboursera.',
    'Hai pagato {amount} in più del costo della prenotazione; il servizio clienti te lo rimborserà.',
  ),
  nextDue: tr('Next payment', 'Volgende betaling', 'Nächste Zahlung', 'Prochain paiement', 'Prossimo pagamento'),
  nextDueValue: tr(
    '{amount} by {date}',
    '{amount} uiterlijk {date}',
    '{amount} bis {date}',
    '{amount} avant le {date}',
    '{amount} entro il {date}',
  ),
  amountDue: tr('Amount due', 'Te betalen bedrag', 'Fälliger Betrag', 'Montant dû', 'Importo dovuto'),
  dueDate: tr('Due by', 'Uiterlijk op', 'Fällig bis', 'À payer avant le', 'Da pagare entro il'),
  voucher: tr(
    'Your travel voucher is ready: download it from your booking in My bookings and take it with you.',
    'Je reisvoucher staat klaar: download hem bij je boeking in Mijn boekingen en neem hem mee.',
    'Ihr Reisegutschein ist bereit: Laden Sie ihn bei Ihrer Buchung unter „Meine Buchungen“ herunter und nehmen Sie ihn mit.',
    'Votre bon de voyage est prêt : téléchargez-le depuis votre réservation dans Mes réservations et emportez-le.',
    'Il tuo voucher di viaggio è pronto: scaricalo dalla tua prenotazione in Le mie prenotazioni e portalo con te.',
  ),
}

/** Labels of a booking in a mail. */
export const BOOKING = {
  title: tr(
    '{accommodation} at {site}',
    '{accommodation} op {site}',
    '{accommodation} auf {site}',
    '{accommodation} à {site}',
    '{accommodation} presso {site}',
  ),
  ref: tr('Booking reference', 'Boekingsnummer', 'Buchungsnummer', 'Numéro de réservation', 'Numero di prenotazione'),
  campsite: tr('Campsite', 'Camping', 'Campingplatz', 'Camping', 'Campeggio'),
  accommodation: tr('Accommodation', 'Accommodatie', 'Unterkunft', 'Hébergement', 'Alloggio'),
  pitch: tr('Your pitch', 'Je kampeerplaats', 'Ihr Stellplatz', 'Votre emplacement', 'La tua piazzola'),
  arrival: tr('Arrival', 'Aankomst', 'Anreise', 'Arrivée', 'Arrivo'),
  departure: tr('Departure', 'Vertrek', 'Abreise', 'Départ', 'Partenza'),
  nights: tr('{count} nights', '{count} nachten', '{count} Nächte', '{count} nuits', '{count} notti'),
  travellers: tr('Travellers', 'Reizigers', 'Reisende', 'Voyageurs', 'Viaggiatori'),
  extras: tr('Extras', 'Extra’s', 'Extras', 'Options', 'Extra'),
  noExtras: tr('None', 'Geen', 'Keine', 'Aucune', 'Nessuno'),
  paymentKind: tr('How you pay', 'Hoe je betaalt', 'Zahlungsweise', 'Mode de paiement', 'Modalità di pagamento'),
  total: tr(
    'Total price, paid to us in {currency}',
    'Totaalprijs, aan ons te betalen in {currency}',
    'Gesamtpreis, an uns zu zahlen in {currency}',
    'Prix total, à nous régler en {currency}',
    'Prezzo totale, da pagare a noi in {currency}',
  ),
  onSite: tr(
    'Paid at the campsite, in {currency}',
    'Op de camping te betalen, in {currency}',
    'Auf dem Campingplatz zu zahlen, in {currency}',
    'À payer au camping, en {currency}',
    'Da pagare in campeggio, in {currency}',
  ),
  schedule: tr('Payment schedule', 'Betaalschema', 'Zahlungsplan', 'Échéancier', 'Piano dei pagamenti'),
  rate: tr(
    'Payment {index}: {amount} by {date} ({status})',
    'Betaling {index}: {amount} uiterlijk {date} ({status})',
    'Zahlung {index}: {amount} bis {date} ({status})',
    'Paiement {index} : {amount} avant le {date} ({status})',
    'Pagamento {index}: {amount} entro il {date} ({status})',
  ),
  status: {
    pending: tr('to pay', 'te betalen', 'offen', 'à payer', 'da pagare'),
    paid: tr('paid', 'betaald', 'bezahlt', 'payé', 'pagato'),
    cancelled: tr('cancelled', 'geannuleerd', 'storniert', 'annulé', 'annullato'),
  },
  kinds: {
    full: tr('Pay in full', 'In één keer betalen', 'Komplett bezahlen', 'Paiement intégral', 'Pagamento completo'),
    upfront: tr(
      'A deposit now, the rest later',
      'Nu een aanbetaling, de rest later',
      'Jetzt eine Anzahlung, den Rest später',
      'Un acompte maintenant, le reste plus tard',
      'Un acconto ora, il resto più tardi',
    ),
    paylater: tr('Pay later', 'Later betalen', 'Später bezahlen', 'Payer plus tard', 'Paga dopo'),
  },
  view: tr(
    'View your booking',
    'Bekijk je boeking',
    'Ihre Buchung ansehen',
    'Voir votre réservation',
    'Vedi la tua prenotazione',
  ),
  terms: tr(
    'Cancellation terms',
    'Annuleringsvoorwaarden',
    'Stornobedingungen',
    'Conditions d’annulation',
    'Condizioni di cancellazione',
  ),
}

/** Currencies in words (as the storefront says them). */
export const CURRENCY_NAMES: Record<'EUR' | 'GBP' | 'CHF' | 'DKK', Words> = {
  EUR: tr('euros', 'euro', 'Euro', 'euros', 'euro'),
  GBP: tr('pounds sterling', 'Britse ponden', 'Pfund Sterling', 'livres sterling', 'sterline'),
  CHF: tr('Swiss francs', 'Zwitserse frank', 'Schweizer Franken', 'francs suisses', 'franchi svizzeri'),
  DKK: tr('Danish kroner', 'Deense kronen', 'Dänischen Kronen', 'couronnes danoises', 'corone danesi'),
}
