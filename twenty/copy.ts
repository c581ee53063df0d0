/**
 * Texts the API composes (navigation labels, page titles and descriptions), per language.
 * Catalogue names live in the database; this is the wording around them.
 */
import type { Language } from './schema'

export interface Copy {
  customerService: string
  contact: string
  travelInspiration: string
  earlyBooking: string
  /** Titles of the footer's three link columns. */
  footerColumnTitles: readonly [string, string, string]
  gdprText: string
  newsletter: { title: string; text: string }
  openingHours: string
  /** The storefront's translated travel-inspiration path (market-config/routes.ts agrees). */
  travelInspirationPath: string
  imageAlt(place: string): string
  areaTitle(placeLabel: string, area: string): string
  cityTitle(placeLabel: string, city: string): string
  /** "Compare 42 campsites {where} and book your holiday online." */
  compare(countedSites: string, where: string): string
  inCountries(count: number): string
  inArea(area: string, country: string): string
  inCity(city: string, area: string): string
}

export const COPY: Record<Language, Copy> = {
  en: {
    customerService: 'Customer service',
    contact: 'Contact',
    travelInspiration: 'Travel inspiration',
    earlyBooking: 'Early booking',
    footerColumnTitles: ['Customer service', 'Why book with us', 'Terms and privacy'],
    gdprText:
      'We use your e-mail address only to send you our newsletter with offers and travel tips, as described in our privacy policy. You can unsubscribe at any time.',
    newsletter: {
      title: 'Special offers in your inbox',
      text: 'Sign up for our newsletter and be the first to hear about early booking discounts and last-minute deals.',
    },
    openingHours: 'Mon–Fri 9:00–18:00, Sat 10:00–16:00',
    travelInspirationPath: 'travel-inspiration',
    imageAlt: (place) => `Campsite landscape in ${place}`,
    areaTitle: (label, area) => `${label} in ${area}`,
    cityTitle: (label, city) => `${label} in ${city}`,
    compare: (sites, where) => `Compare ${sites} ${where} and book your holiday online.`,
    inCountries: (count) => `in ${count} ${count === 1 ? 'country' : 'countries'}`,
    inArea: (area, country) => `in ${area}, ${country},`,
    inCity: (city, area) => `in and around ${city} (${area})`,
  },
  nl: {
    customerService: 'Klantenservice',
    contact: 'Contact',
    travelInspiration: 'Reisinspiratie',
    earlyBooking: 'Vroegboeken',
    footerColumnTitles: ['Klantenservice', 'Waarom bij ons boeken', 'Voorwaarden en privacy'],
    gdprText:
      'We gebruiken je e-mailadres alleen om je onze nieuwsbrief met aanbiedingen en reistips te sturen, zoals beschreven in onze privacyverklaring. Je kunt je altijd weer afmelden.',
    newsletter: {
      title: 'Speciale aanbiedingen in je inbox',
      text: 'Meld je aan voor onze nieuwsbrief en hoor als eerste over vroegboekkortingen en lastminutedeals.',
    },
    openingHours: 'ma–vr 9.00–18.00 uur, za 10.00–16.00 uur',
    travelInspirationPath: 'reisinspiratie',
    imageAlt: (place) => `Kampeerlandschap in ${place}`,
    areaTitle: (label, area) => `${label} in ${area}`,
    cityTitle: (label, city) => `${label} in ${city}`,
    compare: (sites, where) => `Vergelijk ${sites} ${where} en boek je vakantie online.`,
    inCountries: (count) => `in ${count} ${count === 1 ? 'land' : 'landen'}`,
    inArea: (area, country) => `in ${area}, ${country},`,
    inCity: (city, area) => `in en rond ${city} (${area})`,
  },
  de: {
    customerService: 'Kundenservice',
    contact: 'Kontakt',
    travelInspiration: 'Reiseinspiration',
    earlyBooking: 'Frühbucher',
    footerColumnTitles: ['Kundenservice', 'Warum bei uns buchen', 'AGB und Datenschutz'],
    gdprText:
      'Wir verwenden Ihre E-Mail-Adresse ausschließlich für den Versand unseres Newsletters mit Angeboten und Reisetipps, wie in unserer Datenschutzerklärung beschrieben. Sie können sich jederzeit abmelden.',
    newsletter: {
      title: 'Exklusive Angebote in Ihrem Postfach',
      text: 'Melden Sie sich für unseren Newsletter an und erfahren Sie als Erste von Frühbucherrabatten und Last-Minute-Angeboten.',
    },
    openingHours: 'Mo.–Fr. 9:00–18:00 Uhr, Sa. 10:00–16:00 Uhr',
    travelInspirationPath: 'reiseinspiration',
    imageAlt: (place) => `Campinglandschaft: ${place}`,
    areaTitle: (label, area) => `${label} ${area}`,
    cityTitle: (label, city) => `${label} in ${city}`,
    compare: (sites, where) => `Vergleichen Sie ${sites} ${where} und buchen Sie Ihren Urlaub online.`,
    inCountries: (count) => `in ${count} ${count === 1 ? 'Land' : 'Ländern'}`,
    inArea: (area, country) => `in der Region ${area} (${country})`,
    inCity: (city, area) => `in und um ${city} (${area})`,
  },
  fr: {
    customerService: 'Service client',
    contact: 'Contact',
    travelInspiration: 'Inspiration voyage',
    earlyBooking: 'Réserver tôt',
    footerColumnTitles: ['Service client', 'Pourquoi réserver chez nous', 'Conditions et confidentialité'],
    gdprText:
      'Nous utilisons votre adresse e-mail uniquement pour vous envoyer notre newsletter avec des offres et des idées de voyage, comme décrit dans notre politique de confidentialité. Vous pouvez vous désinscrire à tout moment.',
    newsletter: {
      title: 'Offres spéciales dans votre boîte mail',
      text: 'Inscrivez-vous à notre newsletter et soyez les premiers informés des réductions de réservation anticipée et des offres de dernière minute.',
    },
    openingHours: 'Lun.–ven. 9 h–18 h, sam. 10 h–16 h',
    travelInspirationPath: 'inspiration-voyage',
    imageAlt: (place) => `Paysage de camping : ${place}`,
    areaTitle: (label, area) => `${label} ${area}`,
    cityTitle: (label, city) => `${label} à ${city}`,
    compare: (sites, where) => `Comparez ${sites} ${where} et réservez vos vacances en ligne.`,
    inCountries: (count) => `dans ${count} pays`,
    inArea: (area, country) => `dans la région ${area} (${country})`,
    inCity: (city, area) => `à ${city} et dans les environs (${area})`,
  },
  it: {
    customerService: 'Servizio clienti',
    contact: 'Contatti',
    travelInspiration: 'Ispirazione di viaggio',
    earlyBooking: 'Prenota prima',
    footerColumnTitles: ['Servizio clienti', 'Perché prenotare con noi', 'Condizioni e privacy'],
    gdprText:
      "Utilizziamo il tuo indirizzo e-mail solo per inviarti la nostra newsletter con offerte e consigli di viaggio, come descritto nella nostra informativa sulla privacy. Puoi annullare l'iscrizione in qualsiasi momento.",
    newsletter: {
      title: 'Offerte speciali nella tua casella di posta',
      text: 'Iscriviti alla nostra newsletter e scopri per primo gli sconti prenota prima e le offerte last minute.',
    },
    openingHours: 'Lun–ven 9:00–18:00, sab 10:00–16:00',
    travelInspirationPath: 'ispirazione-di-viaggio',
    imageAlt: (place) => `Paesaggio di campeggio: ${place}`,
    areaTitle: (label, area) => `${label} in ${area}`,
    cityTitle: (label, city) => `${label} a ${city}`,
    compare: (sites, where) => `Confronta ${sites} ${where} e prenota online la tua vacanza.`,
    inCountries: (count) => `in ${count} ${count === 1 ? 'paese' : 'paesi'}`,
    inArea: (area, country) => `nella zona ${area} (${country})`,
    inCity: (city, area) => `a ${city} e dintorni (${area})`,
  },
}
