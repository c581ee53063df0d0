/**
 * Campsite descriptions for the seed: a few facts picked per site, worded per language.
 * Sentence templates carry their own prepositions and cases ("vom Strand", "de la plage"),
 * so no grammar is computed.
 */
import type { Palette, Translated } from './catalogue-data'
import type { Language } from './schema'

export const SETTINGS = {
  beach: { en: 'from the beach', nl: 'van het strand', de: 'vom Strand', fr: 'de la plage', it: 'dalla spiaggia' },
  lake: { en: 'from the lake', nl: 'van het meer', de: 'vom See', fr: 'du lac', it: 'dal lago' },
  river: { en: 'from the river', nl: 'van de rivier', de: 'vom Fluss', fr: 'de la rivière', it: 'dal fiume' },
  village: {
    en: 'from the village centre',
    nl: 'van het dorpscentrum',
    de: 'vom Ortszentrum',
    fr: 'du centre du village',
    it: 'dal centro del paese',
  },
  forest: { en: 'from the forest', nl: 'van het bos', de: 'vom Wald', fr: 'de la forêt', it: 'dal bosco' },
  cableCar: {
    en: 'from the cable car',
    nl: 'van de kabelbaan',
    de: 'von der Seilbahn',
    fr: 'du téléphérique',
    it: 'dalla funivia',
  },
} satisfies Record<string, Translated>
export type Setting = keyof typeof SETTINGS

/** Settings that make sense in each landscape. */
export const SETTINGS_BY_PALETTE: Record<Palette, Setting[]> = {
  atlantic: ['beach', 'beach', 'village'],
  mediterranean: ['beach', 'beach', 'village'],
  lavender: ['village', 'river'],
  lake: ['lake', 'lake', 'village'],
  alpine: ['cableCar', 'village', 'lake', 'river'],
  countryside: ['village', 'river', 'lake'],
  forest: ['forest', 'village', 'lake'],
  river: ['river', 'river', 'village'],
  nordic: ['beach', 'beach', 'forest', 'village'],
}

export const FACILITIES: Translated[] = [
  {
    en: 'a heated swimming pool',
    nl: 'een verwarmd zwembad',
    de: 'ein beheiztes Schwimmbad',
    fr: 'une piscine chauffée',
    it: 'una piscina riscaldata',
  },
  {
    en: 'water slides',
    nl: 'waterglijbanen',
    de: 'Wasserrutschen',
    fr: 'des toboggans aquatiques',
    it: "scivoli d'acqua",
  },
  { en: 'a restaurant', nl: 'een restaurant', de: 'ein Restaurant', fr: 'un restaurant', it: 'un ristorante' },
  {
    en: 'a bakery with fresh bread every morning',
    nl: 'een bakker met elke ochtend vers brood',
    de: 'eine Bäckerei mit frischen Brötchen am Morgen',
    fr: 'une boulangerie avec du pain frais chaque matin',
    it: 'un panificio con pane fresco ogni mattina',
  },
  { en: 'a playground', nl: 'een speeltuin', de: 'einen Spielplatz', fr: 'une aire de jeux', it: 'un parco giochi' },
  { en: "a kids' club", nl: 'een kinderclub', de: 'einen Kinderclub', fr: 'un club enfants', it: 'un miniclub' },
  {
    en: 'a tennis court',
    nl: 'een tennisbaan',
    de: 'einen Tennisplatz',
    fr: 'un court de tennis',
    it: 'un campo da tennis',
  },
  {
    en: 'bike rental',
    nl: 'fietsverhuur',
    de: 'einen Fahrradverleih',
    fr: 'une location de vélos',
    it: 'il noleggio biciclette',
  },
  {
    en: 'evening entertainment',
    nl: 'avondentertainment',
    de: 'Abendunterhaltung',
    fr: 'des animations en soirée',
    it: "l'animazione serale",
  },
  {
    en: 'a wellness area',
    nl: 'een wellnessruimte',
    de: 'einen Wellnessbereich',
    fr: 'un espace bien-être',
    it: "un'area benessere",
  },
  {
    en: 'a small supermarket',
    nl: 'een kleine supermarkt',
    de: 'einen Minimarkt',
    fr: 'une supérette',
    it: 'un minimarket',
  },
]

export const AUDIENCES: Translated[] = [
  {
    en: 'Ideal for families with young children.',
    nl: 'Ideaal voor gezinnen met jonge kinderen.',
    de: 'Ideal für Familien mit kleinen Kindern.',
    fr: 'Idéal pour les familles avec de jeunes enfants.',
    it: 'Ideale per famiglie con bambini piccoli.',
  },
  {
    en: 'A quiet spot for couples who want to unwind.',
    nl: 'Een rustige plek voor stellen die willen ontspannen.',
    de: 'Ein ruhiger Ort für Paare, die entspannen möchten.',
    fr: 'Un lieu calme pour les couples en quête de détente.',
    it: 'Un angolo tranquillo per le coppie in cerca di relax.',
  },
  {
    en: 'A great base for walking, cycling and water sports.',
    nl: 'Een ideale uitvalsbasis voor wandelen, fietsen en watersport.',
    de: 'Ein idealer Ausgangspunkt zum Wandern, Radfahren und für Wassersport.',
    fr: 'Un point de départ idéal pour la randonnée, le vélo et les sports nautiques.',
    it: "Un'ottima base per escursioni, bici e sport acquatici.",
  },
  {
    en: 'Surrounded by nature, with spacious pitches in the shade.',
    nl: 'Midden in de natuur, met ruime plaatsen in de schaduw.',
    de: 'Mitten in der Natur, mit großzügigen Stellplätzen im Schatten.',
    fr: 'En pleine nature, avec de grands emplacements ombragés.',
    it: "Immerso nella natura, con ampie piazzole all'ombra.",
  },
]

const GLAMPING_SENTENCE: Translated = {
  en: 'You stay in fully furnished safari tents and lodges with real beds and a private terrace.',
  nl: 'Je verblijft in volledig ingerichte safaritenten en lodges met echte bedden en een eigen terras.',
  de: 'Sie übernachten in komplett eingerichteten Safarizelten und Lodges mit echten Betten und eigener Terrasse.',
  fr: 'Vous séjournez dans des tentes safari et des lodges entièrement équipés, avec de vrais lits et une terrasse privée.',
  it: 'Si dorme in tende safari e lodge completamente arredati, con veri letti e terrazza privata.',
}

export interface SiteFacts {
  name: string
  glamping: boolean
  stars: number
  city: string
  area: string
  setting: Setting
  distanceMetres: number
  /** Three indexes into FACILITIES. */
  facilities: [number, number, number]
  audience: number
}

const NUMBER_LOCALE: Record<Language, string> = { en: 'en-GB', nl: 'nl-NL', de: 'de-DE', fr: 'fr-FR', it: 'it-IT' }
const distanceFormats = new Map<Language, Intl.NumberFormat>()

/** "350 m from the beach", "1.2 km from the village centre": the description's words, alone (the compare page). */
export const describeDistance = (setting: Setting, metres: number, language: Language): string =>
  `${formatDistance(metres, language)} ${SETTINGS[setting][language]}`

function formatDistance(metres: number, language: Language): string {
  if (metres < 1000) return `${metres} m`
  let format = distanceFormats.get(language)
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALE[language], { maximumFractionDigits: 1 })
    distanceFormats.set(language, format)
  }
  return `${format.format(metres / 1000)} km`
}

/** French elides "de" before a vowel or mute h: "près d'Avignon". */
const frenchDe = (place: string) => (/^[aeiouyhàâéèêîôûAEIOUYHÀÂÉÈÊÎÔÛ]/.test(place) ? `d'${place}` : `de ${place}`)

export function describeSite(facts: SiteFacts, language: Language): string {
  const [a = '', b = '', c = ''] = facts.facilities.map((index) => FACILITIES[index]?.[language] ?? '')
  const from = describeDistance(facts.setting, facts.distanceMetres, language)
  const audience = AUDIENCES[facts.audience]?.[language] ?? ''
  const { name, stars, city, area } = facts
  let text: string
  switch (language) {
    case 'en':
      text = `${name} is a ${stars}-star ${facts.glamping ? 'glamping site' : 'campsite'} near ${city} in ${area}, ${from}. Facilities include ${a}, ${b} and ${c}. ${audience}`
      break
    case 'nl':
      text = `${name} is een ${stars}-sterren${facts.glamping ? 'glamping' : 'camping'} bij ${city} in ${area}, op ${from}. Je vindt er ${a}, ${b} en ${c}. ${audience}`
      break
    case 'de':
      text = `${name} ist ein ${stars}-Sterne-${facts.glamping ? 'Glampingplatz' : 'Campingplatz'} bei ${city} (${area}), ${from} entfernt. Es gibt ${a}, ${b} und ${c}. ${audience}`
      break
    case 'fr':
      text = `${name} est un ${facts.glamping ? 'site de glamping' : 'camping'} ${stars} étoiles près ${frenchDe(city)} (${area}), à ${from}. Sur place : ${a}, ${b} et ${c}. ${audience}`
      break
    case 'it':
      text = `${name} è un ${facts.glamping ? 'glamping' : 'campeggio'} a ${stars} stelle vicino a ${city} (${area}), a ${from}. Offre ${a}, ${b} e ${c}. ${audience}`
      break
  }
  return facts.glamping ? `${text} ${GLAMPING_SENTENCE[language]}` : text
}
