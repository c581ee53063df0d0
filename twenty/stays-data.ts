/**
 * Reference data of what campsites offer: facilities (with the real API's stable filter ids),
 * accommodation categories and models, the season calendar rule, fee types and review wording.
 */
import type { Translated } from './catalogue-data'
import { ACCOMMODATION_CATEGORY_SLUGS, TRAVELLER_GROUP_SLUGS } from './contract'

const tr = (en: string, nl: string, de: string, fr: string, it: string): Translated => ({ en, nl, de, fr, it })

export interface FacilityData {
  id: number
  slug: string
  name: Translated
  /** Shown first on result cards. */
  top?: boolean
  /** Unfolded filter in the search panel (SPEC section 9). */
  openFilter?: boolean
}

/**
 * Ids are stable contract (filter links carry them). 192, 4730 and 4723 are SPEC's open filters:
 * swimming pool, dogs allowed and Wi-Fi, the three questions campers ask first. The first eleven
 * follow site-descriptions.ts FACILITIES in order, so a description never names a facility the
 * site lacks.
 */
export const FACILITY_LIST: FacilityData[] = [
  {
    id: 192,
    slug: 'swimming-pool',
    name: tr('Swimming pool', 'Zwembad', 'Schwimmbad', 'Piscine', 'Piscina'),
    top: true,
    openFilter: true,
  },
  {
    id: 194,
    slug: 'water-slides',
    name: tr('Water slides', 'Waterglijbanen', 'Wasserrutschen', 'Toboggans aquatiques', "Scivoli d'acqua"),
    top: true,
  },
  {
    id: 201,
    slug: 'restaurant',
    name: tr('Restaurant', 'Restaurant', 'Restaurant', 'Restaurant', 'Ristorante'),
    top: true,
  },
  { id: 205, slug: 'bakery', name: tr('Bakery', 'Bakker', 'Bäckerei', 'Boulangerie', 'Panificio') },
  { id: 210, slug: 'playground', name: tr('Playground', 'Speeltuin', 'Spielplatz', 'Aire de jeux', 'Parco giochi') },
  {
    id: 214,
    slug: 'kids-club',
    name: tr("Kids' club", 'Kinderclub', 'Kinderclub', 'Club enfants', 'Miniclub'),
    top: true,
  },
  {
    id: 220,
    slug: 'tennis',
    name: tr('Tennis court', 'Tennisbaan', 'Tennisplatz', 'Court de tennis', 'Campo da tennis'),
  },
  {
    id: 225,
    slug: 'bike-rental',
    name: tr('Bike rental', 'Fietsverhuur', 'Fahrradverleih', 'Location de vélos', 'Noleggio bici'),
  },
  {
    id: 230,
    slug: 'entertainment',
    name: tr('Entertainment', 'Animatie', 'Animation', 'Animations', 'Animazione'),
    top: true,
  },
  {
    id: 240,
    slug: 'wellness',
    name: tr('Wellness', 'Wellness', 'Wellness', 'Espace bien-être', 'Area benessere'),
    top: true,
  },
  { id: 245, slug: 'supermarket', name: tr('Supermarket', 'Supermarkt', 'Supermarkt', 'Supérette', 'Minimarket') },
  { id: 4723, slug: 'wifi', name: tr('Wi-Fi', 'Wifi', 'WLAN', 'Wi-Fi', 'Wi-Fi'), openFilter: true },
  {
    id: 4730,
    slug: 'dogs-allowed',
    name: tr('Dogs allowed', 'Honden toegestaan', 'Hunde erlaubt', 'Chiens admis', 'Cani ammessi'),
    openFilter: true,
  },
  {
    id: 4735,
    slug: 'near-beach',
    name: tr('Near the beach', 'Dicht bij het strand', 'Strandnah', 'Près de la plage', 'Vicino alla spiaggia'),
    top: true,
  },
  {
    id: 4740,
    slug: 'by-the-water',
    name: tr('By a lake or river', 'Aan meer of rivier', 'Am See oder Fluss', 'Au bord de l’eau', 'Sul lago o fiume'),
  },
  {
    id: 4750,
    slug: 'ev-charging',
    name: tr('EV charging', 'Laadpaal', 'E-Ladestation', 'Borne de recharge', 'Ricarica auto elettriche'),
  },
  {
    id: 4760,
    slug: 'adults-only',
    name: tr('Adults only', 'Alleen volwassenen', 'Nur Erwachsene', 'Adultes uniquement', 'Solo adulti'),
  },
]
export const FACILITY_IDS = {
  pool: 192,
  slides: 194,
  wifi: 4723,
  dogs: 4730,
  beach: 4735,
  water: 4740,
  adultsOnly: 4760,
} as const

export const ACCOMMODATION_CATEGORIES = ACCOMMODATION_CATEGORY_SLUGS
export type AccommodationCategory = (typeof ACCOMMODATION_CATEGORIES)[number]

export const CATEGORY_NAMES: Record<AccommodationCategory, Translated> = {
  'mobile-home': tr('Mobile home', 'Stacaravan', 'Mobilheim', 'Mobil-home', 'Casa mobile'),
  'safari-tents': tr('Safari tent', 'Safaritent', 'Safarizelt', 'Tente safari', 'Tenda safari'),
  'lodge-tent': tr('Lodge tent', 'Lodgetent', 'Lodgezelt', 'Tente lodge', 'Tenda lodge'),
  'bungalow-tent': tr('Bungalow tent', 'Bungalowtent', 'Bungalowzelt', 'Tente bungalow', 'Tenda bungalow'),
  pitch: tr('Pitch', 'Kampeerplaats', 'Stellplatz', 'Emplacement', 'Piazzola'),
  apartment: tr('Apartment', 'Appartement', 'Ferienwohnung', 'Appartement', 'Appartamento'),
}

export interface CategoryModel {
  category: AccommodationCategory
  /** Proper names of the models (not translated). */
  models: readonly string[]
  bedrooms: readonly [number, number]
  /** Low-season rent per night, euros. */
  nightPrice: readonly [number, number]
  size: readonly [number, number]
  airconditionChance: number
  dogChance: number
}

export const CATEGORY_MODELS: Record<AccommodationCategory, CategoryModel> = {
  'mobile-home': {
    category: 'mobile-home',
    models: ['Riviera', 'Comfort', 'Premium', 'Family', 'Cosy', 'Panorama', 'Duo'],
    bedrooms: [1, 3],
    nightPrice: [45, 110],
    size: [22, 40],
    airconditionChance: 0.5,
    dogChance: 0.3,
  },
  'safari-tents': {
    category: 'safari-tents',
    models: ['Kenya', 'Serengeti', 'Kilimanjaro', 'Savannah'],
    bedrooms: [2, 3],
    nightPrice: [70, 140],
    size: [30, 45],
    airconditionChance: 0.05,
    dogChance: 0.2,
  },
  'lodge-tent': {
    category: 'lodge-tent',
    models: ['Lodge', 'Woodland', 'Glamp', 'Nomad'],
    bedrooms: [1, 3],
    nightPrice: [60, 130],
    size: [25, 40],
    airconditionChance: 0.1,
    dogChance: 0.2,
  },
  'bungalow-tent': {
    category: 'bungalow-tent',
    models: ['Basic', 'Trend', 'Easy'],
    bedrooms: [2, 2],
    nightPrice: [30, 65],
    size: [18, 25],
    airconditionChance: 0,
    dogChance: 0.4,
  },
  pitch: {
    category: 'pitch',
    models: ['Standard', 'Comfort', 'Premium', 'XL'],
    bedrooms: [0, 0],
    nightPrice: [18, 45],
    size: [80, 140],
    airconditionChance: 0,
    dogChance: 0.8,
  },
  apartment: {
    category: 'apartment',
    models: ['Studio', 'Garden', 'Terrace', 'Loft'],
    bedrooms: [1, 3],
    nightPrice: [55, 150],
    size: [30, 70],
    airconditionChance: 0.7,
    dogChance: 0.1,
  },
}

/** Which categories a funnel's campsites let, by relative weight. */
export const CATEGORY_WEIGHTS: Record<'camping' | 'glamping', Partial<Record<AccommodationCategory, number>>> = {
  camping: { 'mobile-home': 5, pitch: 3, 'bungalow-tent': 1, apartment: 1 },
  glamping: { 'safari-tents': 3, 'lodge-tent': 3, 'mobile-home': 2, apartment: 1 },
}

/** Season price factors (per mille of the low-season rent) and rules. */
export const SEASONS = {
  low: { priceFactor: 1000, arrivalDays: 'any', minNights: 3 },
  mid: { priceFactor: 1350, arrivalDays: 'any', minNights: 5 },
  high: { priceFactor: 1850, arrivalDays: 'saturday', minNights: 7 },
} as const
export type Season = keyof typeof SEASONS

/** Years the season calendar covers (weeks outside it and outside April–October are closed). */
export const SEASON_YEARS = [2025, 2026, 2027, 2028, 2029, 2030] as const

export const TRAVELLER_GROUPS = TRAVELLER_GROUP_SLUGS
export type TravellerGroup = (typeof TRAVELLER_GROUPS)[number]

/** Review sentences by tone; a review strings one opening and one or two remarks. */
export const REVIEW_TEXT: Record<'good' | 'fair' | 'poor', { openings: Translated[]; remarks: Translated[] }> = {
  good: {
    openings: [
      tr(
        'A wonderful holiday.',
        'Een heerlijke vakantie.',
        'Ein wunderbarer Urlaub.',
        'Des vacances merveilleuses.',
        'Una vacanza meravigliosa.',
      ),
      tr(
        'We will certainly come back.',
        'We komen zeker terug.',
        'Wir kommen sicher wieder.',
        'Nous reviendrons certainement.',
        'Torneremo sicuramente.',
      ),
      tr(
        'Beautiful campsite in a lovely setting.',
        'Prachtige camping op een mooie plek.',
        'Schöner Campingplatz in herrlicher Lage.',
        'Très beau camping dans un cadre superbe.',
        'Campeggio bellissimo in una posizione splendida.',
      ),
    ],
    remarks: [
      tr(
        'The staff were very friendly.',
        'Het personeel was erg vriendelijk.',
        'Das Personal war sehr freundlich.',
        'Le personnel était très aimable.',
        'Il personale era molto gentile.',
      ),
      tr(
        'The pool was clean and the children loved it.',
        'Het zwembad was schoon en de kinderen vonden het geweldig.',
        'Das Schwimmbad war sauber und die Kinder waren begeistert.',
        'La piscine était propre et les enfants ont adoré.',
        'La piscina era pulita e i bambini si sono divertiti.',
      ),
      tr(
        'Our accommodation was spacious and well equipped.',
        'Onze accommodatie was ruim en goed uitgerust.',
        'Unsere Unterkunft war geräumig und gut ausgestattet.',
        'Notre hébergement était spacieux et bien équipé.',
        'Il nostro alloggio era spazioso e ben attrezzato.',
      ),
      tr(
        'Quiet at night, lively during the day.',
        "'s Nachts rustig, overdag gezellig.",
        'Nachts ruhig, tagsüber lebhaft.',
        'Calme la nuit, animé la journée.',
        'Tranquillo di notte, vivace di giorno.',
      ),
    ],
  },
  fair: {
    openings: [
      tr(
        'A pleasant stay overall.',
        'Al met al een prettig verblijf.',
        'Insgesamt ein angenehmer Aufenthalt.',
        "Un séjour agréable dans l'ensemble.",
        'Nel complesso un soggiorno piacevole.',
      ),
      tr(
        'Good location, some room for improvement.',
        'Goede ligging, wel wat verbeterpunten.',
        'Gute Lage, aber mit Luft nach oben.',
        'Bon emplacement, quelques points à améliorer.',
        'Buona posizione, qualcosa da migliorare.',
      ),
    ],
    remarks: [
      tr(
        'The sanitary blocks could be cleaner.',
        'Het sanitair kon schoner.',
        'Die Sanitäranlagen könnten sauberer sein.',
        'Les sanitaires pourraient être plus propres.',
        'I servizi igienici potrebbero essere più puliti.',
      ),
      tr(
        'The restaurant was rather expensive.',
        'Het restaurant was aan de prijzige kant.',
        'Das Restaurant war ziemlich teuer.',
        'Le restaurant était un peu cher.',
        'Il ristorante era piuttosto caro.',
      ),
      tr(
        'The Wi-Fi only worked near reception.',
        'De wifi werkte alleen bij de receptie.',
        'Das WLAN funktionierte nur an der Rezeption.',
        'Le Wi-Fi ne marchait que près de l’accueil.',
        'Il Wi-Fi funzionava solo vicino alla reception.',
      ),
    ],
  },
  poor: {
    openings: [
      tr('Disappointing.', 'Teleurstellend.', 'Enttäuschend.', 'Décevant.', 'Deludente.'),
      tr(
        'Not what we expected.',
        'Niet wat we hadden verwacht.',
        'Nicht das, was wir erwartet hatten.',
        'Pas ce que nous attendions.',
        'Non quello che ci aspettavamo.',
      ),
    ],
    remarks: [
      tr(
        'Our mobile home was old and noisy.',
        'Onze stacaravan was oud en gehorig.',
        'Unser Mobilheim war alt und hellhörig.',
        'Notre mobil-home était vieux et bruyant.',
        'La nostra casa mobile era vecchia e rumorosa.',
      ),
      tr(
        'Far too crowded in August.',
        'Veel te druk in augustus.',
        'Im August viel zu voll.',
        'Beaucoup trop de monde en août.',
        'Troppo affollato ad agosto.',
      ),
    ],
  },
}

/** Fee names by fee type id (SPEC section 3, plus tourist tax 13). */
export const FEE_NAMES: Record<number, Translated> = {
  1: tr('Booking charge', 'Reserveringskosten', 'Buchungsgebühr', 'Frais de réservation', 'Spese di prenotazione'),
  2: tr(
    'Liability insurance',
    'Aansprakelijkheidsverzekering',
    'Haftpflichtversicherung',
    'Assurance responsabilité civile',
    'Assicurazione responsabilità civile',
  ),
  7: tr(
    'Security deposit (paid on site)',
    'Borg (ter plaatse)',
    'Kaution (vor Ort)',
    'Caution (sur place)',
    'Cauzione (in loco)',
  ),
  11: tr(
    'Guarantee fund contribution (SGR)',
    'Bijdrage Garantiefonds (SGR)',
    'Garantiefonds-Beitrag (SGR)',
    'Contribution au fonds de garantie (SGR)',
    'Contributo fondo di garanzia (SGR)',
  ),
  12: tr(
    'Travel and cancellation insurance',
    'Reis- en annuleringsverzekering',
    'Reise- und Rücktrittsversicherung',
    'Assurance voyage et annulation',
    'Assicurazione viaggio e annullamento',
  ),
  13: tr('Tourist tax', 'Toeristenbelasting', 'Kurtaxe', 'Taxe de séjour', 'Tassa di soggiorno'),
}
