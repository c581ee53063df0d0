/**
 * Extras a campsite sells with a stay, in SPEC section 3's price units. The same list for every
 * campsite (what applies depends on the unit: dogs where dogs are allowed, cleaning where there is
 * something to clean); prices in euro cents, like the catalogue. Every extra is opt-in: a new
 * cart has none.
 */
import type { Translated } from './catalogue-data'
import type { PriceUnit } from './checkout-contract'
import type { StayQuote } from './pricing'
import type { CatalogueAccommodation } from './stay-catalogue'

const tr = (en: string, nl: string, de: string, fr: string, it: string): Translated => ({ en, nl, de, fr, it })

export interface ExtraData {
  id: string
  unit: PriceUnit
  /** Price of one unit in euro cents (0 for `info`). */
  priceCents: number
  /** At most this many; `person*` units: at most the party size. */
  maxQuantity: number
  name: Translated
  appliesTo: (unit: CatalogueAccommodation) => boolean
}

const always = () => true
const notPitch = (unit: CatalogueAccommodation) => unit.category !== 'pitch'

export const EXTRAS: readonly ExtraData[] = [
  {
    id: 'bed-linen',
    unit: 'person',
    priceCents: 1500,
    maxQuantity: 12,
    name: tr(
      'Bed linen (per person)',
      'Bedlinnengoed (per persoon)',
      'Bettwäsche (pro Person)',
      'Linge de lit (par personne)',
      'Biancheria da letto (a persona)',
    ),
    appliesTo: notPitch,
  },
  {
    id: 'breakfast',
    unit: 'personNight',
    priceCents: 950,
    maxQuantity: 12,
    name: tr(
      'Breakfast (per person per night)',
      'Ontbijt (per persoon per nacht)',
      'Frühstück (pro Person und Nacht)',
      'Petit-déjeuner (par personne et par nuit)',
      'Colazione (a persona a notte)',
    ),
    appliesTo: always,
  },
  {
    id: 'bike-rental',
    unit: 'personWeek',
    priceCents: 4500,
    maxQuantity: 12,
    name: tr(
      'Bike rental (per person per week)',
      'Fietsverhuur (per persoon per week)',
      'Fahrradverleih (pro Person und Woche)',
      'Location de vélos (par personne et par semaine)',
      'Noleggio bici (a persona a settimana)',
    ),
    appliesTo: always,
  },
  {
    id: 'baby-cot',
    unit: 'piece',
    priceCents: 2500,
    maxQuantity: 2,
    name: tr(
      'Baby cot and high chair (per set)',
      'Babybedje en kinderstoel (per set)',
      'Babybett und Hochstuhl (pro Set)',
      'Lit bébé et chaise haute (par ensemble)',
      'Culla e seggiolone (a set)',
    ),
    appliesTo: notPitch,
  },
  {
    id: 'dog',
    unit: 'night',
    priceCents: 500,
    maxQuantity: 2,
    name: tr(
      'Dog (per dog per night)',
      'Hond (per hond per nacht)',
      'Hund (pro Hund und Nacht)',
      'Chien (par chien et par nuit)',
      'Cane (a cane a notte)',
    ),
    appliesTo: (unit) => unit.dogAllowed,
  },
  {
    id: 'extra-car',
    unit: 'week',
    priceCents: 2000,
    maxQuantity: 2,
    name: tr(
      'Second car (per car per week)',
      'Tweede auto (per auto per week)',
      'Zweites Auto (pro Auto und Woche)',
      'Deuxième voiture (par voiture et par semaine)',
      'Seconda auto (per auto a settimana)',
    ),
    appliesTo: always,
  },
  {
    id: 'final-cleaning',
    unit: 'accommodation',
    priceCents: 6500,
    maxQuantity: 1,
    name: tr('Final cleaning', 'Eindschoonmaak', 'Endreinigung', 'Ménage de fin de séjour', 'Pulizia finale'),
    appliesTo: notPitch,
  },
  {
    id: 'welcome-pack',
    unit: 'stay',
    priceCents: 3500,
    maxQuantity: 1,
    name: tr(
      'Welcome pack of local produce',
      'Welkomstpakket met streekproducten',
      'Willkommenspaket mit regionalen Produkten',
      'Panier de bienvenue de produits locaux',
      'Pacchetto di benvenuto con prodotti locali',
    ),
    appliesTo: always,
  },
  {
    id: 'late-checkout',
    unit: 'hour',
    priceCents: 1000,
    maxQuantity: 4,
    name: tr(
      'Late check-out (per hour)',
      'Later uitchecken (per uur)',
      'Späterer Check-out (pro Stunde)',
      'Départ tardif (par heure)',
      'Check-out posticipato (all’ora)',
    ),
    appliesTo: always,
  },
  {
    id: 'wifi',
    unit: 'info',
    priceCents: 0,
    maxQuantity: 0,
    name: tr(
      'Wi-Fi at reception: free, no need to book',
      'Wifi bij de receptie: gratis, niet te boeken',
      'WLAN an der Rezeption: kostenlos, keine Buchung nötig',
      'Wi-Fi à l’accueil : gratuit, sans réservation',
      'Wi-Fi alla reception: gratuito, senza prenotazione',
    ),
    appliesTo: always,
  },
]

export const EXTRAS_BY_ID = new Map(EXTRAS.map((extra) => [extra.id, extra]))

/** How many units one chosen quantity of this extra is for the stay (nights, weeks, or 1). */
export function unitsPerQuantity(unit: PriceUnit, quote: StayQuote): number {
  switch (unit) {
    case 'personNight':
    case 'night':
      return quote.nights
    case 'personWeek':
    case 'week':
      return Math.ceil(quote.nights / 7)
    case 'info':
      return 0
    default:
      return 1
  }
}

/** The most one may order: per-person extras are for at most the whole party. */
export function maxQuantityOf(extra: ExtraData, partySize: number): number {
  return extra.unit.startsWith('person') ? Math.min(extra.maxQuantity, partySize) : extra.maxQuantity
}
