/**
 * Texts of the seeded tagged pages (brand-agnostic: "we", never a brand name). Bodies are plain
 * text, paragraphs separated by a blank line. `{summer}` is replaced by the season year the
 * early booking period advertises.
 */
import type { Translated } from './catalogue-data'

export interface TaggedPageData {
  slug: string
  tags: string[]
  title: Translated
  body: Translated
}

const p = (...paragraphs: string[]) => paragraphs.join('\n\n')

/**
 * Each page's path segment on the Dutch, German, French and Italian sites (`/kontakt`); English
 * sites use the page's slug. Migration 008 wrote the same table into databases seeded before it.
 */
export const TAGGED_PAGE_SLUGS: Readonly<Record<string, Record<'nl' | 'de' | 'fr' | 'it', string>>> = {
  'safety-icons': { nl: 'veilig-boeken', de: 'sicher-buchen', fr: 'reserver-en-confiance', it: 'prenota-sicuro' },
  'customer-service': { nl: 'klantenservice', de: 'kundenservice', fr: 'service-client', it: 'servizio-clienti' },
  contact: { nl: 'contact', de: 'kontakt', fr: 'contact', it: 'contatti' },
  'about-us': { nl: 'over-ons', de: 'ueber-uns', fr: 'a-propos', it: 'chi-siamo' },
  'privacy-policy': { nl: 'privacybeleid', de: 'datenschutz', fr: 'confidentialite', it: 'privacy' },
  'terms-and-conditions': {
    nl: 'algemene-voorwaarden',
    de: 'agb',
    fr: 'conditions-generales',
    it: 'termini-e-condizioni',
  },
  faq: { nl: 'veelgestelde-vragen', de: 'haeufige-fragen', fr: 'questions-frequentes', it: 'domande-frequenti' },
  cookies: { nl: 'cookies', de: 'cookies', fr: 'cookies', it: 'cookie' },
  'early-booking': { nl: 'vroegboeken', de: 'fruehbucher', fr: 'reservation-anticipee', it: 'prenota-prima' },
}

/** A page's slug in a language. */
export function taggedPageSlug(slug: string, language: string): string {
  return (TAGGED_PAGE_SLUGS[slug] as Record<string, string> | undefined)?.[language] ?? slug
}

export const TAGGED_PAGES: TaggedPageData[] = [
  {
    slug: 'safety-icons',
    tags: ['footer', 'trust'],
    title: {
      en: 'Book with confidence',
      nl: 'Zorgeloos boeken',
      de: 'Sicher buchen',
      fr: 'Réservez en toute confiance',
      it: 'Prenota in tutta sicurezza',
    },
    body: {
      en: p(
        'The marks at the top and bottom of every page tell you how your booking is protected.',
        'Your payment is covered by a guarantee fund: if a travel company cannot meet its obligations, you get your money back or your holiday goes ahead. Card payments run over a secure, encrypted connection and we never store your card number.',
        'Reviews are written only by guests who actually stayed at the campsite, and we publish every review, good or bad.',
      ),
      nl: p(
        'De keurmerken boven- en onderaan elke pagina laten zien hoe je boeking beschermd is.',
        'Je betaling valt onder een garantiefonds: kan een reisorganisatie haar verplichtingen niet nakomen, dan krijg je je geld terug of gaat je vakantie gewoon door. Kaartbetalingen lopen via een beveiligde, versleutelde verbinding en we bewaren je kaartnummer nooit.',
        'Beoordelingen worden alleen geschreven door gasten die echt op de camping hebben gelogeerd, en we publiceren elke beoordeling, positief of negatief.',
      ),
      de: p(
        'Die Siegel oben und unten auf jeder Seite zeigen, wie Ihre Buchung geschützt ist.',
        'Ihre Zahlung ist durch einen Garantiefonds abgesichert: Kann ein Reiseveranstalter seine Verpflichtungen nicht erfüllen, erhalten Sie Ihr Geld zurück oder Ihr Urlaub findet trotzdem statt. Kartenzahlungen laufen über eine sichere, verschlüsselte Verbindung, und wir speichern Ihre Kartennummer nie.',
        'Bewertungen schreiben nur Gäste, die tatsächlich auf dem Campingplatz waren, und wir veröffentlichen jede Bewertung, ob gut oder schlecht.',
      ),
      fr: p(
        'Les labels affichés en haut et en bas de chaque page indiquent comment votre réservation est protégée.',
        'Votre paiement est couvert par un fonds de garantie : si un voyagiste ne peut honorer ses engagements, vous êtes remboursé ou votre séjour est maintenu. Les paiements par carte passent par une connexion sécurisée et chiffrée, et nous ne conservons jamais votre numéro de carte.',
        'Les avis sont rédigés uniquement par des clients ayant réellement séjourné au camping, et nous publions tous les avis, positifs comme négatifs.',
      ),
      it: p(
        'I marchi in alto e in basso su ogni pagina mostrano come è protetta la tua prenotazione.',
        'Il tuo pagamento è coperto da un fondo di garanzia: se un operatore turistico non può rispettare i propri impegni, vieni rimborsato oppure la tua vacanza si svolge comunque. I pagamenti con carta avvengono tramite una connessione sicura e crittografata e non conserviamo mai il numero della tua carta.',
        'Le recensioni sono scritte solo da ospiti che hanno davvero soggiornato nel campeggio e le pubblichiamo tutte, positive o negative.',
      ),
    },
  },
  {
    slug: 'customer-service',
    tags: ['footer', 'header', 'customer-service'],
    title: {
      en: 'Customer service',
      nl: 'Klantenservice',
      de: 'Kundenservice',
      fr: 'Service client',
      it: 'Servizio clienti',
    },
    body: {
      en: p(
        'Our travel advisers know the campsites personally and are happy to help you choose, book or change your holiday.',
        'Call us or send us a message through the contact page. In your account you can view your bookings, add extras and pay outstanding amounts at any time.',
        'Already on holiday and need help? Call the emergency number in your booking confirmation: it is answered day and night during the season.',
      ),
      nl: p(
        'Onze reisadviseurs kennen de campings persoonlijk en helpen je graag met kiezen, boeken of wijzigen.',
        'Bel ons of stuur een bericht via de contactpagina. In je account bekijk je je boekingen, voeg je extra’s toe en betaal je openstaande bedragen wanneer je wilt.',
        'Ben je al op vakantie en heb je hulp nodig? Bel het noodnummer uit je boekingsbevestiging: daar wordt in het seizoen dag en nacht opgenomen.',
      ),
      de: p(
        'Unsere Reiseberater kennen die Campingplätze persönlich und helfen Ihnen gern beim Auswählen, Buchen oder Ändern Ihres Urlaubs.',
        'Rufen Sie uns an oder schreiben Sie uns über die Kontaktseite. In Ihrem Kundenkonto sehen Sie Ihre Buchungen, buchen Extras hinzu und bezahlen offene Beträge jederzeit.',
        'Schon im Urlaub und Sie brauchen Hilfe? Rufen Sie die Notrufnummer aus Ihrer Buchungsbestätigung an: Sie ist in der Saison rund um die Uhr erreichbar.',
      ),
      fr: p(
        'Nos conseillers connaissent personnellement les campings et vous aident volontiers à choisir, réserver ou modifier vos vacances.',
        'Appelez-nous ou écrivez-nous depuis la page contact. Dans votre espace client, vous consultez vos réservations, ajoutez des options et réglez les montants restants quand vous le souhaitez.',
        "Déjà en vacances et besoin d'aide ? Appelez le numéro d'urgence indiqué dans votre confirmation de réservation : il répond jour et nuit pendant la saison.",
      ),
      it: p(
        'I nostri consulenti conoscono personalmente i campeggi e ti aiutano volentieri a scegliere, prenotare o modificare la tua vacanza.',
        'Chiamaci o scrivici dalla pagina contatti. Nel tuo account puoi vedere le prenotazioni, aggiungere extra e pagare gli importi residui in qualsiasi momento.',
        'Sei già in vacanza e hai bisogno di aiuto? Chiama il numero di emergenza indicato nella conferma di prenotazione: in stagione risponde giorno e notte.',
      ),
    },
  },
  {
    slug: 'contact',
    tags: ['footer', 'header', 'customer-service'],
    title: { en: 'Contact', nl: 'Contact', de: 'Kontakt', fr: 'Contact', it: 'Contatti' },
    body: {
      en: p(
        'You can reach us by phone on weekdays from 9:00 to 18:00 and on Saturdays from 10:00 to 16:00.',
        'Prefer to write? Send an e-mail with your booking reference, if you have one, and we will answer within one working day.',
      ),
      nl: p(
        'Je bereikt ons telefonisch op werkdagen van 9.00 tot 18.00 uur en op zaterdag van 10.00 tot 16.00 uur.',
        'Schrijf je liever? Stuur een e-mail met je boekingsnummer, als je dat hebt, en je krijgt binnen één werkdag antwoord.',
      ),
      de: p(
        'Sie erreichen uns telefonisch werktags von 9:00 bis 18:00 Uhr und samstags von 10:00 bis 16:00 Uhr.',
        'Sie schreiben lieber? Schicken Sie uns eine E-Mail mit Ihrer Buchungsnummer, falls vorhanden, und wir antworten innerhalb eines Werktags.',
      ),
      fr: p(
        'Vous pouvez nous joindre par téléphone en semaine de 9 h à 18 h et le samedi de 10 h à 16 h.',
        'Vous préférez écrire ? Envoyez-nous un e-mail avec votre numéro de réservation, si vous en avez un, et nous répondons sous un jour ouvré.',
      ),
      it: p(
        'Puoi contattarci per telefono nei giorni feriali dalle 9:00 alle 18:00 e il sabato dalle 10:00 alle 16:00.',
        "Preferisci scrivere? Inviaci un'e-mail con il numero di prenotazione, se ce l'hai, e ti rispondiamo entro un giorno lavorativo.",
      ),
    },
  },
  {
    slug: 'about-us',
    tags: ['footer', 'about'],
    title: { en: 'About us', nl: 'Over ons', de: 'Über uns', fr: 'Qui sommes-nous', it: 'Chi siamo' },
    body: {
      en: p(
        'We have been arranging camping holidays in Europe for more than thirty years, from small family sites in the countryside to lively holiday parks by the sea.',
        'Every campsite in our selection has been visited by our own team. We look at the pitches, the sanitary blocks, the pools and the atmosphere, and we listen to the reviews of our guests.',
      ),
      nl: p(
        'We verzorgen al meer dan dertig jaar campingvakanties in Europa, van kleine familiecampings op het platteland tot levendige vakantieparken aan zee.',
        'Elke camping in ons aanbod is door ons eigen team bezocht. We kijken naar de plaatsen, het sanitair, de zwembaden en de sfeer, en we luisteren naar de beoordelingen van onze gasten.',
      ),
      de: p(
        'Seit mehr als dreißig Jahren organisieren wir Campingurlaub in Europa, vom kleinen Familienplatz auf dem Land bis zum lebhaften Ferienpark am Meer.',
        'Jeden Campingplatz in unserem Angebot hat unser eigenes Team besucht. Wir prüfen Stellplätze, Sanitäranlagen, Pools und Atmosphäre und hören auf die Bewertungen unserer Gäste.',
      ),
      fr: p(
        'Depuis plus de trente ans, nous organisons des vacances en camping en Europe, du petit camping familial à la campagne au parc de vacances animé en bord de mer.',
        "Chaque camping de notre sélection a été visité par notre propre équipe. Nous regardons les emplacements, les sanitaires, les piscines et l'ambiance, et nous écoutons les avis de nos clients.",
      ),
      it: p(
        "Da oltre trent'anni organizziamo vacanze in campeggio in Europa, dai piccoli campeggi familiari in campagna ai vivaci villaggi turistici sul mare.",
        'Ogni campeggio della nostra selezione è stato visitato dal nostro team. Valutiamo piazzole, servizi igienici, piscine e atmosfera, e ascoltiamo le recensioni dei nostri ospiti.',
      ),
    },
  },
  {
    slug: 'privacy-policy',
    tags: ['footer', 'legal'],
    title: {
      en: 'Privacy policy',
      nl: 'Privacyverklaring',
      de: 'Datenschutzerklärung',
      fr: 'Politique de confidentialité',
      it: 'Informativa sulla privacy',
    },
    body: {
      en: p(
        'We process your personal data only to handle your booking, to keep you informed about your holiday and, if you agreed, to send you our newsletter.',
        'We never sell your data. You can ask to see, correct or delete your data at any time, and you can unsubscribe from the newsletter with the link in every e-mail.',
      ),
      nl: p(
        'We verwerken je persoonsgegevens alleen om je boeking af te handelen, je op de hoogte te houden van je vakantie en, als je daarmee instemt, om je onze nieuwsbrief te sturen.',
        'We verkopen je gegevens nooit. Je kunt altijd vragen om je gegevens in te zien, te corrigeren of te verwijderen, en je afmelden voor de nieuwsbrief via de link in elke e-mail.',
      ),
      de: p(
        'Wir verarbeiten Ihre personenbezogenen Daten nur, um Ihre Buchung abzuwickeln, Sie über Ihren Urlaub zu informieren und, wenn Sie zugestimmt haben, Ihnen unseren Newsletter zu senden.',
        'Wir verkaufen Ihre Daten nie. Sie können jederzeit Auskunft, Berichtigung oder Löschung verlangen und den Newsletter über den Link in jeder E-Mail abbestellen.',
      ),
      fr: p(
        "Nous traitons vos données personnelles uniquement pour gérer votre réservation, vous informer sur votre séjour et, si vous l'avez accepté, vous envoyer notre newsletter.",
        'Nous ne vendons jamais vos données. Vous pouvez à tout moment demander à les consulter, les corriger ou les supprimer, et vous désinscrire de la newsletter grâce au lien présent dans chaque e-mail.',
      ),
      it: p(
        'Trattiamo i tuoi dati personali solo per gestire la prenotazione, tenerti informato sulla vacanza e, se hai acconsentito, inviarti la nostra newsletter.',
        "Non vendiamo mai i tuoi dati. Puoi chiedere in qualsiasi momento di consultarli, correggerli o cancellarli, e annullare l'iscrizione alla newsletter con il link presente in ogni e-mail.",
      ),
    },
  },
  {
    slug: 'terms-and-conditions',
    tags: ['footer', 'legal'],
    title: {
      en: 'Terms and conditions',
      nl: 'Algemene voorwaarden',
      de: 'Allgemeine Geschäftsbedingungen',
      fr: 'Conditions générales',
      it: 'Termini e condizioni',
    },
    body: {
      en: p(
        'A booking is final once you receive our confirmation. When you book you choose how to pay: in full at once; a deposit of 30% now and the balance six weeks before arrival; or pay later: nothing now, 30% within 7 days and the balance six weeks before arrival (when arrival is at least eight weeks away). Within six weeks of arrival you pay the full amount at once.',
        "What you pay us is in your country's currency. The security deposit and anything else the campsite charges on site are paid at the campsite, in its own currency.",
        'Cancellation is free within 14 days of booking as long as arrival is more than eight weeks away. After that, until six weeks before arrival, it costs 30% of the total price; within six weeks of arrival, the full price. A travel and cancellation insurance covers these costs in most situations, such as illness.',
      ),
      nl: p(
        'Een boeking is definitief zodra je onze bevestiging ontvangt. Bij het boeken kies je hoe je betaalt: alles in één keer; nu een aanbetaling van 30% en het restant zes weken voor aankomst; of later betalen: nu niets, 30% binnen 7 dagen en het restant zes weken voor aankomst (als de aankomst minstens acht weken weg is). Binnen zes weken voor aankomst betaal je meteen het volledige bedrag.',
        'Wat je aan ons betaalt, is in de valuta van je land. De borg en wat de camping verder ter plaatse rekent, betaal je op de camping, in de eigen valuta van de camping.',
        'Annuleren is gratis binnen 14 dagen na het boeken, zolang de aankomst meer dan acht weken weg is. Daarna kost het tot zes weken voor aankomst 30% van de totaalprijs; binnen zes weken voor aankomst de volledige prijs. Een reis- en annuleringsverzekering dekt deze kosten in de meeste situaties, zoals bij ziekte.',
      ),
      de: p(
        'Eine Buchung ist verbindlich, sobald Sie unsere Bestätigung erhalten. Bei der Buchung wählen Sie, wie Sie zahlen: alles sofort; jetzt 30 % Anzahlung und den Rest sechs Wochen vor Anreise; oder später zahlen: jetzt nichts, 30 % innerhalb von 7 Tagen und den Rest sechs Wochen vor Anreise (wenn die Anreise mindestens acht Wochen entfernt ist). Innerhalb von sechs Wochen vor Anreise zahlen Sie sofort den Gesamtbetrag.',
        'Was Sie an uns zahlen, zahlen Sie in der Währung Ihres Landes. Die Kaution und was der Campingplatz sonst vor Ort berechnet, zahlen Sie auf dem Campingplatz, in dessen eigener Währung.',
        'Eine Stornierung ist innerhalb von 14 Tagen nach der Buchung kostenlos, solange die Anreise mehr als acht Wochen entfernt ist. Danach kostet sie bis sechs Wochen vor Anreise 30 % des Gesamtpreises, innerhalb von sechs Wochen vor Anreise den vollen Preis. Eine Reiserücktrittsversicherung deckt diese Kosten in den meisten Fällen ab, etwa bei Krankheit.',
      ),
      fr: p(
        "Une réservation est définitive dès réception de notre confirmation. En réservant, vous choisissez comment payer : tout de suite en totalité ; un acompte de 30 % maintenant et le solde six semaines avant l'arrivée ; ou payer plus tard : rien maintenant, 30 % sous 7 jours et le solde six semaines avant l'arrivée (si l'arrivée est dans huit semaines au moins). À moins de six semaines de l'arrivée, vous réglez la totalité immédiatement.",
        "Ce que vous nous réglez l'est dans la devise de votre pays. La caution et ce que le camping facture sur place se paient au camping, dans sa propre devise.",
        "L'annulation est gratuite dans les 14 jours suivant la réservation, tant que l'arrivée est à plus de huit semaines. Ensuite, jusqu'à six semaines avant l'arrivée, elle coûte 30 % du prix total ; à moins de six semaines, le prix total. Une assurance voyage et annulation couvre ces frais dans la plupart des cas, par exemple en cas de maladie.",
      ),
      it: p(
        "Una prenotazione è definitiva quando ricevi la nostra conferma. Prenotando scegli come pagare: tutto subito; un acconto del 30% ora e il saldo sei settimane prima dell'arrivo; oppure paga dopo: niente ora, il 30% entro 7 giorni e il saldo sei settimane prima dell'arrivo (se l'arrivo è tra almeno otto settimane). Entro sei settimane dall'arrivo paghi subito l'intero importo.",
        'Quanto paghi a noi è nella valuta del tuo paese. La cauzione e quanto il campeggio addebita sul posto si pagano in campeggio, nella sua valuta.',
        "La cancellazione è gratuita entro 14 giorni dalla prenotazione, purché l'arrivo sia tra più di otto settimane. Dopo, fino a sei settimane prima dell'arrivo, costa il 30% del prezzo totale; entro sei settimane dall'arrivo, il prezzo intero. Un'assicurazione viaggio e annullamento copre questi costi nella maggior parte dei casi, ad esempio in caso di malattia.",
      ),
    },
  },
  {
    slug: 'faq',
    tags: ['footer', 'customer-service'],
    title: {
      en: 'Frequently asked questions',
      nl: 'Veelgestelde vragen',
      de: 'Häufige Fragen',
      fr: 'Questions fréquentes',
      it: 'Domande frequenti',
    },
    body: {
      en: p(
        'Can I bring my dog? Many accommodations allow dogs; use the dog filter when you search.',
        'Are bed linen and towels included? In most mobile homes and lodges you can add them as an extra when you book or later in your account.',
        'When can I check in and when do I leave? Each campsite says so under Important information: check-in from 14:00 or 15:00 on the day of arrival, check-out by 10:00 or 11:00 on the day of departure.',
        'How do I pay? You choose when you book: in full; a 30% deposit now and the balance six weeks before arrival; or pay later (nothing now, 30% within 7 days, the balance six weeks before arrival). Close to arrival you pay in full. The deposit for the accommodation is paid at the campsite, in its own currency.',
      ),
      nl: p(
        'Mag mijn hond mee? Bij veel accommodaties zijn honden welkom; gebruik het hondenfilter bij het zoeken.',
        'Zijn beddengoed en handdoeken inbegrepen? Bij de meeste stacaravans en lodges boek je ze als extra bij het boeken of later in je account.',
        'Wanneer kan ik inchecken en wanneer vertrek ik? Elke camping vermeldt het onder Belangrijke informatie: inchecken vanaf 14.00 of 15.00 uur op de aankomstdag, uitchecken uiterlijk om 10.00 of 11.00 uur op de vertrekdag.',
        'Hoe betaal ik? Dat kies je bij het boeken: alles in één keer; nu 30% aanbetaling en het restant zes weken voor aankomst; of later betalen (nu niets, 30% binnen 7 dagen, het restant zes weken voor aankomst). Vlak voor aankomst betaal je alles in één keer. De borg voor de accommodatie betaal je op de camping, in de eigen valuta van de camping.',
      ),
      de: p(
        'Darf mein Hund mit? In vielen Unterkünften sind Hunde willkommen; nutzen Sie bei der Suche den Hundefilter.',
        'Sind Bettwäsche und Handtücher inklusive? In den meisten Mobilheimen und Lodges buchen Sie sie als Extra bei der Buchung oder später im Kundenkonto dazu.',
        'Wann kann ich einchecken und wann reise ich ab? Jeder Campingplatz nennt es unter Wichtige Informationen: Check-in ab 14:00 oder 15:00 Uhr am Anreisetag, Check-out bis 10:00 oder 11:00 Uhr am Abreisetag.',
        'Wie bezahle ich? Das wählen Sie bei der Buchung: alles sofort; jetzt 30 % Anzahlung und den Rest sechs Wochen vor Anreise; oder später zahlen (jetzt nichts, 30 % innerhalb von 7 Tagen, den Rest sechs Wochen vor Anreise). Kurz vor der Anreise zahlen Sie alles sofort. Die Kaution für die Unterkunft zahlen Sie auf dem Campingplatz, in dessen eigener Währung.',
      ),
      fr: p(
        'Puis-je venir avec mon chien ? De nombreux hébergements acceptent les chiens ; utilisez le filtre chien lors de votre recherche.',
        'Le linge de lit et les serviettes sont-ils compris ? Dans la plupart des mobil-homes et lodges, vous pouvez les ajouter en option à la réservation ou plus tard dans votre espace client.',
        "À quelle heure puis-je arriver et partir ? Chaque camping l'indique dans ses Informations importantes : arrivée à partir de 14 h ou 15 h, départ au plus tard à 10 h ou 11 h.",
        "Comment payer ? Vous choisissez en réservant : en totalité ; un acompte de 30 % maintenant et le solde six semaines avant l'arrivée ; ou payer plus tard (rien maintenant, 30 % sous 7 jours, le solde six semaines avant l'arrivée). Peu avant l'arrivée, vous payez la totalité. La caution de l'hébergement se paie au camping, dans sa propre devise.",
      ),
      it: p(
        'Posso portare il mio cane? Molti alloggi accettano cani; usa il filtro cani durante la ricerca.',
        'Biancheria da letto e asciugamani sono inclusi? Nella maggior parte delle case mobili e dei lodge puoi aggiungerli come extra al momento della prenotazione o più tardi nel tuo account.',
        'Quando posso fare il check-in e quando riparto? Ogni campeggio lo indica nelle Informazioni importanti: check-in dalle 14:00 o dalle 15:00 del giorno di arrivo, check-out entro le 10:00 o le 11:00 del giorno di partenza.',
        "Come pago? Lo scegli quando prenoti: tutto subito; un acconto del 30% ora e il saldo sei settimane prima dell'arrivo; oppure paga dopo (niente ora, il 30% entro 7 giorni, il saldo sei settimane prima dell'arrivo). A ridosso dell'arrivo paghi tutto subito. La cauzione dell'alloggio si paga in campeggio, nella sua valuta.",
      ),
    },
  },
  {
    slug: 'cookies',
    tags: ['footer', 'legal'],
    title: { en: 'Cookies', nl: 'Cookies', de: 'Cookies', fr: 'Cookies', it: 'Cookie' },
    body: {
      en: p(
        'We use functional cookies to remember your search, your language and your login. Without them the website does not work.',
        'Analytics and marketing cookies are placed only with your consent, which you can change at any time through the cookie settings.',
      ),
      nl: p(
        'We gebruiken functionele cookies om je zoekopdracht, je taal en je login te onthouden. Zonder die cookies werkt de website niet.',
        'Analytische en marketingcookies plaatsen we alleen met je toestemming, die je altijd kunt wijzigen via de cookie-instellingen.',
      ),
      de: p(
        'Wir verwenden funktionale Cookies, um Ihre Suche, Ihre Sprache und Ihre Anmeldung zu speichern. Ohne sie funktioniert die Website nicht.',
        'Analyse- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung, die Sie jederzeit in den Cookie-Einstellungen ändern können.',
      ),
      fr: p(
        'Nous utilisons des cookies fonctionnels pour mémoriser votre recherche, votre langue et votre connexion. Sans eux, le site ne fonctionne pas.',
        'Les cookies de mesure d’audience et de marketing ne sont déposés qu’avec votre consentement, que vous pouvez modifier à tout moment dans les paramètres des cookies.',
      ),
      it: p(
        'Utilizziamo cookie funzionali per ricordare la tua ricerca, la lingua e l’accesso. Senza di essi il sito non funziona.',
        'I cookie analitici e di marketing vengono installati solo con il tuo consenso, che puoi modificare in qualsiasi momento dalle impostazioni dei cookie.',
      ),
    },
  },
  {
    slug: 'early-booking',
    tags: ['header', 'promotion'],
    title: {
      en: 'Early booking discount',
      nl: 'Vroegboekkorting',
      de: 'Frühbucherrabatt',
      fr: 'Réduction réservation anticipée',
      it: 'Sconto prenota prima',
    },
    body: {
      en: p(
        'Book your summer {summer} holiday now and save up to 25% on hundreds of campsites across Europe.',
        'The discount is already included in the prices you see, and you pay only a deposit now. The best accommodations for the high season go first, so early bookers have the widest choice.',
      ),
      nl: p(
        'Boek nu je zomervakantie {summer} en krijg tot 25% korting op honderden campings in heel Europa.',
        'De korting zit al in de prijzen die je ziet, en je betaalt nu alleen een aanbetaling. De beste accommodaties voor het hoogseizoen zijn het eerst weg, dus vroegboekers hebben de meeste keus.',
      ),
      de: p(
        'Buchen Sie jetzt Ihren Sommerurlaub {summer} und sparen Sie bis zu 25 % auf Hunderten Campingplätzen in ganz Europa.',
        'Der Rabatt ist in den angezeigten Preisen bereits enthalten, und Sie leisten jetzt nur eine Anzahlung. Die besten Unterkünfte für die Hochsaison sind zuerst weg: Frühbucher haben die größte Auswahl.',
      ),
      fr: p(
        "Réservez dès maintenant vos vacances de l'été {summer} et économisez jusqu'à 25 % sur des centaines de campings en Europe.",
        "La réduction est déjà incluse dans les prix affichés, et vous ne versez qu'un acompte aujourd'hui. Les meilleurs hébergements de la haute saison partent en premier : en réservant tôt, vous avez le plus de choix.",
      ),
      it: p(
        "Prenota ora la tua vacanza dell'estate {summer} e risparmia fino al 25% su centinaia di campeggi in tutta Europa.",
        "Lo sconto è già incluso nei prezzi che vedi e ora paghi solo un acconto. I migliori alloggi dell'alta stagione vanno via per primi: chi prenota presto ha più scelta.",
      ),
    },
  },
]

/** Banner text of the seeded early booking period; `{summer}` as above. */
export const EARLY_BOOKING_BANNER: Translated = {
  en: 'Early booking discount: up to 25% off summer {summer}',
  nl: 'Vroegboekkorting: tot 25% korting op zomer {summer}',
  de: 'Frühbucherrabatt: bis zu 25 % auf den Sommer {summer}',
  fr: "Réservation anticipée : jusqu'à -25 % sur l'été {summer}",
  it: "Prenota prima: fino al 25% di sconto sull'estate {summer}",
}
