/**
 * Reference data of the seeded catalogue: funnels, countries, areas and cities as they exist
 * (real places, approximate coordinates), with names in the five languages. The seed
 * (twenty/seed.ts) invents the campsites in them. Slugs are the same in every language.
 */
import type { Language } from './schema'

export type Translated = Record<Language, string>

/** One name in every language (most regions keep their name abroad). */
const same = (name: string): Translated => ({ en: name, nl: name, de: name, fr: name, it: name })
const tr = (en: string, nl: string, de: string, fr: string, it: string): Translated => ({ en, nl, de, fr, it })

/** Landscape family of an area: drives its generated image and the setting of its campsites. */
export const PALETTES = [
  'atlantic',
  'mediterranean',
  'lavender',
  'lake',
  'alpine',
  'countryside',
  'forest',
  'river',
  'nordic',
] as const
export type Palette = (typeof PALETTES)[number]

/** Which naming habits campsites of a place follow ("Domaine des Pins", "Campingplatz Seeblick"). */
export type NamingStyle = 'fr' | 'es' | 'it' | 'nl' | 'hr' | 'de' | 'pt' | 'dk'

export interface FunnelData {
  slug: string
  name: Translated
  title: Translated
  placeLabel: Translated
  siteNoun: { one: Translated; other: Translated }
  /** Share of generated campsites in this funnel. */
  share: number
}

export interface CityData {
  slug: string
  name: string
  lat: number
  lng: number
}

export interface AreaData {
  slug: string
  name: Translated
  palette: Palette
  popular: boolean
  /** Overrides the country's naming style (French-speaking Ardennes in Belgium). */
  namingStyle?: NamingStyle
  cities: CityData[]
}

export interface CountryData {
  slug: string
  code: string
  name: Translated
  locative: Translated
  /** Relative number of campsites. */
  weight: number
  namingStyle: NamingStyle
  areas: AreaData[]
}

export const FUNNELS: FunnelData[] = [
  {
    slug: 'camping',
    name: tr('Camping holidays', 'Campingvakanties', 'Campingurlaub', 'Vacances en camping', 'Vacanze in campeggio'),
    title: tr(
      'Camping holidays in Europe',
      'Campingvakanties in Europa',
      'Campingurlaub in Europa',
      'Vacances en camping en Europe',
      'Vacanze in campeggio in Europa',
    ),
    placeLabel: tr('Camping', 'Kamperen', 'Camping', 'Camping', 'Campeggi'),
    siteNoun: {
      one: tr('campsite', 'camping', 'Campingplatz', 'camping', 'campeggio'),
      other: tr('campsites', 'campings', 'Campingplätze', 'campings', 'campeggi'),
    },
    share: 0.85,
  },
  {
    slug: 'glamping',
    name: same('Glamping'),
    title: tr(
      'Glamping in Europe',
      'Glamping in Europa',
      'Glamping in Europa',
      'Glamping en Europe',
      'Glamping in Europa',
    ),
    placeLabel: same('Glamping'),
    siteNoun: {
      one: tr('glamping site', 'glamping', 'Glampingplatz', 'site de glamping', 'glamping'),
      other: tr('glamping sites', 'glampings', 'Glampingplätze', 'sites de glamping', 'glamping'),
    },
    share: 0.15,
  },
]

const city = (slug: string, name: string, lat: number, lng: number): CityData => ({ slug, name, lat, lng })

export const COUNTRIES: CountryData[] = [
  {
    slug: 'france',
    code: 'FR',
    name: tr('France', 'Frankrijk', 'Frankreich', 'France', 'Francia'),
    locative: tr('in France', 'in Frankrijk', 'in Frankreich', 'en France', 'in Francia'),
    weight: 30,
    namingStyle: 'fr',
    areas: [
      {
        slug: 'dordogne',
        name: tr('Dordogne', 'Dordogne', 'Dordogne', 'Dordogne', 'Dordogna'),
        palette: 'countryside',
        popular: true,
        cities: [
          city('sarlat-la-caneda', 'Sarlat-la-Canéda', 44.889, 1.216),
          city('bergerac', 'Bergerac', 44.853, 0.483),
          city('perigueux', 'Périgueux', 45.184, 0.721),
          city('les-eyzies', 'Les Eyzies', 44.937, 1.014),
        ],
      },
      {
        slug: 'brittany',
        name: tr('Brittany', 'Bretagne', 'Bretagne', 'Bretagne', 'Bretagna'),
        palette: 'atlantic',
        popular: true,
        cities: [
          city('quimper', 'Quimper', 47.996, -4.102),
          city('carnac', 'Carnac', 47.584, -3.078),
          city('saint-malo', 'Saint-Malo', 48.649, -2.026),
          city('benodet', 'Bénodet', 47.875, -4.106),
        ],
      },
      {
        slug: 'provence',
        name: tr('Provence', 'Provence', 'Provence', 'Provence', 'Provenza'),
        palette: 'lavender',
        popular: false,
        cities: [
          city('avignon', 'Avignon', 43.949, 4.806),
          city('aix-en-provence', 'Aix-en-Provence', 43.529, 5.447),
          city('castellane', 'Castellane', 43.847, 6.513),
          city('gordes', 'Gordes', 43.911, 5.2),
        ],
      },
      {
        slug: 'cote-d-azur',
        name: tr("Côte d'Azur", "Côte d'Azur", "Côte d'Azur", "Côte d'Azur", 'Costa Azzurra'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('frejus', 'Fréjus', 43.433, 6.737),
          city('grimaud', 'Grimaud', 43.273, 6.522),
          city('antibes', 'Antibes', 43.58, 7.125),
          city('mandelieu-la-napoule', 'Mandelieu-la-Napoule', 43.546, 6.938),
        ],
      },
      {
        slug: 'vendee',
        name: tr('Vendée', 'Vendée', 'Vendée', 'Vendée', 'Vandea'),
        palette: 'atlantic',
        popular: false,
        cities: [
          city('saint-jean-de-monts', 'Saint-Jean-de-Monts', 46.791, -2.061),
          city('les-sables-d-olonne', "Les Sables-d'Olonne", 46.497, -1.783),
          city('saint-hilaire-de-riez', 'Saint-Hilaire-de-Riez', 46.721, -1.945),
          city('la-tranche-sur-mer', 'La Tranche-sur-Mer', 46.343, -1.439),
        ],
      },
      {
        slug: 'languedoc-roussillon',
        name: tr(
          'Languedoc-Roussillon',
          'Languedoc-Roussillon',
          'Languedoc-Roussillon',
          'Languedoc-Roussillon',
          'Linguadoca-Rossiglione',
        ),
        palette: 'mediterranean',
        popular: false,
        cities: [
          city('argeles-sur-mer', 'Argelès-sur-Mer', 42.546, 3.023),
          city('vias', 'Vias', 43.312, 3.417),
          city('le-grau-du-roi', 'Le Grau-du-Roi', 43.538, 4.136),
          city('canet-en-roussillon', 'Canet-en-Roussillon', 42.706, 3.008),
        ],
      },
      {
        slug: 'ardeche',
        name: same('Ardèche'),
        palette: 'river',
        popular: false,
        cities: [
          city('vallon-pont-d-arc', "Vallon-Pont-d'Arc", 44.407, 4.394),
          city('ruoms', 'Ruoms', 44.453, 4.342),
          city('aubenas', 'Aubenas', 44.62, 4.39),
        ],
      },
    ],
  },
  {
    slug: 'spain',
    code: 'ES',
    name: tr('Spain', 'Spanje', 'Spanien', 'Espagne', 'Spagna'),
    locative: tr('in Spain', 'in Spanje', 'in Spanien', 'en Espagne', 'in Spagna'),
    weight: 14,
    namingStyle: 'es',
    areas: [
      {
        slug: 'costa-brava',
        name: same('Costa Brava'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('lloret-de-mar', 'Lloret de Mar', 41.7, 2.845),
          city('l-estartit', "L'Estartit", 42.053, 3.198),
          city('tossa-de-mar', 'Tossa de Mar', 41.717, 2.932),
          city('roses', 'Roses', 42.262, 3.176),
        ],
      },
      {
        slug: 'costa-dorada',
        name: tr('Costa Dorada', 'Costa Dorada', 'Costa Dorada', 'Costa Dorada', 'Costa Dorada'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('salou', 'Salou', 41.076, 1.14),
          city('cambrils', 'Cambrils', 41.067, 1.059),
          city('tarragona', 'Tarragona', 41.119, 1.245),
        ],
      },
      {
        slug: 'costa-blanca',
        name: same('Costa Blanca'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('benidorm', 'Benidorm', 38.541, -0.122),
          city('javea', 'Jávea', 38.789, 0.166),
          city('alicante', 'Alicante', 38.345, -0.481),
        ],
      },
      {
        slug: 'costa-del-sol',
        name: same('Costa del Sol'),
        palette: 'mediterranean',
        popular: false,
        cities: [
          city('marbella', 'Marbella', 36.51, -4.883),
          city('nerja', 'Nerja', 36.758, -3.876),
          city('estepona', 'Estepona', 36.427, -5.146),
        ],
      },
      {
        slug: 'costa-de-la-luz',
        name: same('Costa de la Luz'),
        palette: 'atlantic',
        popular: false,
        cities: [
          city('conil-de-la-frontera', 'Conil de la Frontera', 36.277, -6.088),
          city('tarifa', 'Tarifa', 36.013, -5.604),
          city('chipiona', 'Chipiona', 36.737, -6.437),
        ],
      },
      {
        slug: 'spanish-pyrenees',
        name: tr(
          'Spanish Pyrenees',
          'Spaanse Pyreneeën',
          'Spanische Pyrenäen',
          'Pyrénées espagnoles',
          'Pirenei spagnoli',
        ),
        palette: 'alpine',
        popular: false,
        cities: [
          city('jaca', 'Jaca', 42.57, -0.549),
          city('ainsa', 'Aínsa', 42.415, 0.141),
          city('puigcerda', 'Puigcerdà', 42.432, 1.928),
        ],
      },
    ],
  },
  {
    slug: 'italy',
    code: 'IT',
    name: tr('Italy', 'Italië', 'Italien', 'Italie', 'Italia'),
    locative: tr('in Italy', 'in Italië', 'in Italien', 'en Italie', 'in Italia'),
    weight: 16,
    namingStyle: 'it',
    areas: [
      {
        slug: 'lake-garda',
        name: tr('Lake Garda', 'Gardameer', 'Gardasee', 'Lac de Garde', 'Lago di Garda'),
        palette: 'lake',
        popular: true,
        cities: [
          city('peschiera-del-garda', 'Peschiera del Garda', 45.439, 10.692),
          city('lazise', 'Lazise', 45.505, 10.733),
          city('riva-del-garda', 'Riva del Garda', 45.885, 10.841),
          city('sirmione', 'Sirmione', 45.497, 10.608),
          city('manerba-del-garda', 'Manerba del Garda', 45.55, 10.553),
        ],
      },
      {
        slug: 'tuscany',
        name: tr('Tuscany', 'Toscane', 'Toskana', 'Toscane', 'Toscana'),
        palette: 'countryside',
        popular: true,
        cities: [
          city('castiglione-della-pescaia', 'Castiglione della Pescaia', 42.764, 10.878),
          city('san-vincenzo', 'San Vincenzo', 43.092, 10.54),
          city('marina-di-bibbona', 'Marina di Bibbona', 43.24, 10.53),
          city('siena', 'Siena', 43.318, 11.331),
        ],
      },
      {
        slug: 'veneto',
        name: tr('Veneto', 'Veneto', 'Venetien', 'Vénétie', 'Veneto'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('cavallino-treporti', 'Cavallino-Treporti', 45.46, 12.49),
          city('jesolo', 'Jesolo', 45.508, 12.645),
          city('caorle', 'Caorle', 45.6, 12.887),
          city('bibione', 'Bibione', 45.635, 13.05),
        ],
      },
      {
        slug: 'lake-maggiore',
        name: tr('Lake Maggiore', 'Lago Maggiore', 'Lago Maggiore', 'Lac Majeur', 'Lago Maggiore'),
        palette: 'lake',
        popular: false,
        cities: [
          city('cannobio', 'Cannobio', 46.062, 8.696),
          city('verbania', 'Verbania', 45.921, 8.551),
          city('baveno', 'Baveno', 45.908, 8.502),
        ],
      },
      {
        slug: 'liguria',
        name: tr('Liguria', 'Ligurië', 'Ligurien', 'Ligurie', 'Liguria'),
        palette: 'mediterranean',
        popular: false,
        cities: [
          city('albenga', 'Albenga', 44.049, 8.213),
          city('levanto', 'Levanto', 44.17, 9.611),
          city('finale-ligure', 'Finale Ligure', 44.169, 8.343),
        ],
      },
      {
        slug: 'umbria',
        name: tr('Umbria', 'Umbrië', 'Umbrien', 'Ombrie', 'Umbria'),
        palette: 'countryside',
        popular: false,
        cities: [
          city('perugia', 'Perugia', 43.111, 12.389),
          city('assisi', 'Assisi', 43.07, 12.617),
          city('passignano-sul-trasimeno', 'Passignano sul Trasimeno', 43.184, 12.137),
        ],
      },
    ],
  },
  {
    slug: 'netherlands',
    code: 'NL',
    name: tr('Netherlands', 'Nederland', 'Niederlande', 'Pays-Bas', 'Paesi Bassi'),
    locative: tr('in the Netherlands', 'in Nederland', 'in den Niederlanden', 'aux Pays-Bas', 'nei Paesi Bassi'),
    weight: 10,
    namingStyle: 'nl',
    areas: [
      {
        slug: 'zeeland',
        name: tr('Zeeland', 'Zeeland', 'Zeeland', 'Zélande', 'Zelanda'),
        palette: 'atlantic',
        popular: true,
        cities: [
          city('renesse', 'Renesse', 51.733, 3.776),
          city('domburg', 'Domburg', 51.563, 3.497),
          city('cadzand', 'Cadzand', 51.368, 3.383),
          city('vrouwenpolder', 'Vrouwenpolder', 51.585, 3.617),
        ],
      },
      {
        slug: 'veluwe',
        name: same('Veluwe'),
        palette: 'forest',
        popular: true,
        cities: [
          city('ermelo', 'Ermelo', 52.298, 5.621),
          city('otterlo', 'Otterlo', 52.1, 5.772),
          city('epe', 'Epe', 52.348, 5.983),
          city('nunspeet', 'Nunspeet', 52.377, 5.785),
        ],
      },
      {
        slug: 'north-holland',
        name: tr('North Holland', 'Noord-Holland', 'Nordholland', 'Hollande-Septentrionale', 'Olanda Settentrionale'),
        palette: 'atlantic',
        popular: false,
        cities: [
          city('callantsoog', 'Callantsoog', 52.84, 4.697),
          city('egmond-aan-zee', 'Egmond aan Zee', 52.62, 4.627),
          city('castricum', 'Castricum', 52.548, 4.669),
        ],
      },
      {
        slug: 'drenthe',
        name: same('Drenthe'),
        palette: 'forest',
        popular: false,
        cities: [
          city('gasselte', 'Gasselte', 52.972, 6.793),
          city('westerbork', 'Westerbork', 52.849, 6.609),
          city('ruinen', 'Ruinen', 52.763, 6.357),
        ],
      },
      {
        slug: 'friesland',
        name: tr('Friesland', 'Friesland', 'Friesland', 'Frise', 'Frisia'),
        palette: 'lake',
        popular: false,
        cities: [
          city('sneek', 'Sneek', 53.033, 5.659),
          city('workum', 'Workum', 52.98, 5.449),
          city('lemmer', 'Lemmer', 52.844, 5.71),
        ],
      },
      {
        slug: 'south-limburg',
        name: tr('South Limburg', 'Zuid-Limburg', 'Süd-Limburg', 'Limbourg du Sud', 'Limburgo meridionale'),
        palette: 'countryside',
        popular: true,
        cities: [
          city('valkenburg', 'Valkenburg', 50.865, 5.832),
          city('gulpen', 'Gulpen', 50.814, 5.891),
          city('epen', 'Epen', 50.776, 5.908),
        ],
      },
    ],
  },
  {
    slug: 'croatia',
    code: 'HR',
    name: tr('Croatia', 'Kroatië', 'Kroatien', 'Croatie', 'Croazia'),
    locative: tr('in Croatia', 'in Kroatië', 'in Kroatien', 'en Croatie', 'in Croazia'),
    weight: 9,
    namingStyle: 'hr',
    areas: [
      {
        slug: 'istria',
        name: tr('Istria', 'Istrië', 'Istrien', 'Istrie', 'Istria'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('porec', 'Poreč', 45.227, 13.595),
          city('rovinj', 'Rovinj', 45.081, 13.639),
          city('umag', 'Umag', 45.436, 13.52),
          city('pula', 'Pula', 44.866, 13.85),
        ],
      },
      {
        slug: 'kvarner',
        name: tr('Kvarner', 'Kvarner', 'Kvarner', 'Kvarner', 'Quarnaro'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('krk', 'Krk', 45.027, 14.575),
          city('crikvenica', 'Crikvenica', 45.177, 14.693),
          city('mali-losinj', 'Mali Lošinj', 44.531, 14.468),
          city('rab', 'Rab', 44.756, 14.76),
        ],
      },
      {
        slug: 'dalmatia',
        name: tr('Dalmatia', 'Dalmatië', 'Dalmatien', 'Dalmatie', 'Dalmazia'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('zadar', 'Zadar', 44.119, 15.231),
          city('split', 'Split', 43.508, 16.44),
          city('makarska', 'Makarska', 43.297, 17.018),
          city('biograd-na-moru', 'Biograd na Moru', 43.943, 15.451),
        ],
      },
      {
        slug: 'dubrovnik-riviera',
        name: tr(
          'Dubrovnik Riviera',
          'Dubrovnik Riviera',
          'Dubrovnik-Riviera',
          'Riviera de Dubrovnik',
          'Riviera di Dubrovnik',
        ),
        palette: 'mediterranean',
        popular: false,
        cities: [
          city('dubrovnik', 'Dubrovnik', 42.65, 18.094),
          city('cavtat', 'Cavtat', 42.581, 18.218),
          city('orebic', 'Orebić', 42.975, 17.177),
        ],
      },
    ],
  },
  {
    slug: 'germany',
    code: 'DE',
    name: tr('Germany', 'Duitsland', 'Deutschland', 'Allemagne', 'Germania'),
    locative: tr('in Germany', 'in Duitsland', 'in Deutschland', 'en Allemagne', 'in Germania'),
    weight: 7,
    namingStyle: 'de',
    areas: [
      {
        slug: 'black-forest',
        name: tr('Black Forest', 'Zwarte Woud', 'Schwarzwald', 'Forêt-Noire', 'Foresta Nera'),
        palette: 'forest',
        popular: true,
        cities: [
          city('titisee', 'Titisee', 47.9, 8.155),
          city('freiburg', 'Freiburg im Breisgau', 47.999, 7.842),
          city('triberg', 'Triberg', 48.131, 8.231),
        ],
      },
      {
        slug: 'bavaria',
        name: tr('Bavaria', 'Beieren', 'Bayern', 'Bavière', 'Baviera'),
        palette: 'alpine',
        popular: true,
        cities: [
          city('berchtesgaden', 'Berchtesgaden', 47.631, 13.002),
          city('fussen', 'Füssen', 47.57, 10.7),
          city('garmisch-partenkirchen', 'Garmisch-Partenkirchen', 47.492, 11.095),
        ],
      },
      {
        slug: 'lake-constance',
        name: tr('Lake Constance', 'Bodenmeer', 'Bodensee', 'Lac de Constance', 'Lago di Costanza'),
        palette: 'lake',
        popular: true,
        cities: [
          city('lindau', 'Lindau', 47.546, 9.684),
          city('uberlingen', 'Überlingen', 47.767, 9.159),
          city('meersburg', 'Meersburg', 47.694, 9.271),
        ],
      },
      {
        slug: 'moselle',
        name: tr('Moselle', 'Moezel', 'Mosel', 'Moselle', 'Mosella'),
        palette: 'river',
        popular: false,
        cities: [
          city('cochem', 'Cochem', 50.147, 7.167),
          city('bernkastel-kues', 'Bernkastel-Kues', 49.916, 7.072),
          city('traben-trarbach', 'Traben-Trarbach', 49.951, 7.117),
        ],
      },
      {
        slug: 'baltic-coast',
        name: tr('Baltic Coast', 'Oostzeekust', 'Ostseeküste', 'Côte de la Baltique', 'Costa del Baltico'),
        palette: 'nordic',
        popular: false,
        cities: [
          city('binz', 'Binz', 54.4, 13.61),
          city('warnemunde', 'Warnemünde', 54.176, 12.085),
          city('gromitz', 'Grömitz', 54.147, 10.958),
        ],
      },
    ],
  },
  {
    slug: 'portugal',
    code: 'PT',
    name: tr('Portugal', 'Portugal', 'Portugal', 'Portugal', 'Portogallo'),
    locative: tr('in Portugal', 'in Portugal', 'in Portugal', 'au Portugal', 'in Portogallo'),
    weight: 5,
    namingStyle: 'pt',
    areas: [
      {
        slug: 'algarve',
        name: same('Algarve'),
        palette: 'mediterranean',
        popular: true,
        cities: [
          city('lagos', 'Lagos', 37.102, -8.673),
          city('albufeira', 'Albufeira', 37.089, -8.25),
          city('tavira', 'Tavira', 37.127, -7.65),
          city('sagres', 'Sagres', 37.009, -8.94),
        ],
      },
      {
        slug: 'alentejo',
        name: same('Alentejo'),
        palette: 'countryside',
        popular: true,
        cities: [
          city('evora', 'Évora', 38.571, -7.909),
          city('vila-nova-de-milfontes', 'Vila Nova de Milfontes', 37.725, -8.783),
          city('zambujeira-do-mar', 'Zambujeira do Mar', 37.525, -8.785),
        ],
      },
      {
        slug: 'silver-coast',
        name: tr('Silver Coast', 'Zilverkust', 'Silberküste', 'Costa de Prata', "Costa d'Argento"),
        palette: 'atlantic',
        popular: true,
        cities: [
          city('nazare', 'Nazaré', 39.601, -9.071),
          city('peniche', 'Peniche', 39.356, -9.381),
          city('sao-martinho-do-porto', 'São Martinho do Porto', 39.512, -9.138),
        ],
      },
      {
        slug: 'porto-and-the-north',
        name: tr(
          'Porto and the North',
          'Porto en het Noorden',
          'Porto und der Norden',
          'Porto et le Nord',
          'Porto e il Nord',
        ),
        palette: 'river',
        popular: false,
        cities: [
          city('porto', 'Porto', 41.15, -8.611),
          city('viana-do-castelo', 'Viana do Castelo', 41.694, -8.832),
          city('caminha', 'Caminha', 41.875, -8.838),
        ],
      },
    ],
  },
  {
    slug: 'austria',
    code: 'AT',
    name: tr('Austria', 'Oostenrijk', 'Österreich', 'Autriche', 'Austria'),
    locative: tr('in Austria', 'in Oostenrijk', 'in Österreich', 'en Autriche', 'in Austria'),
    weight: 5,
    namingStyle: 'de',
    areas: [
      {
        slug: 'tyrol',
        name: tr('Tyrol', 'Tirol', 'Tirol', 'Tyrol', 'Tirolo'),
        palette: 'alpine',
        popular: true,
        cities: [
          city('mayrhofen', 'Mayrhofen', 47.167, 11.865),
          city('solden', 'Sölden', 46.966, 11.007),
          city('innsbruck', 'Innsbruck', 47.269, 11.404),
          city('ehrwald', 'Ehrwald', 47.399, 10.919),
        ],
      },
      {
        slug: 'carinthia',
        name: tr('Carinthia', 'Karinthië', 'Kärnten', 'Carinthie', 'Carinzia'),
        palette: 'lake',
        popular: true,
        cities: [
          city('villach', 'Villach', 46.611, 13.855),
          city('velden-am-worthersee', 'Velden am Wörthersee', 46.613, 14.041),
          city('ossiach', 'Ossiach', 46.675, 13.985),
          city('keutschach', 'Keutschach am See', 46.589, 14.178),
        ],
      },
      {
        slug: 'salzburger-land',
        name: tr('SalzburgerLand', 'Salzburgerland', 'Salzburger Land', 'Pays de Salzbourg', 'Salisburghese'),
        palette: 'alpine',
        popular: true,
        cities: [
          city('zell-am-see', 'Zell am See', 47.324, 12.797),
          city('st-johann-im-pongau', 'St. Johann im Pongau', 47.35, 13.2),
          city('salzburg', 'Salzburg', 47.809, 13.055),
        ],
      },
      {
        slug: 'styria',
        name: tr('Styria', 'Stiermarken', 'Steiermark', 'Styrie', 'Stiria'),
        palette: 'alpine',
        popular: false,
        cities: [
          city('graz', 'Graz', 47.071, 15.439),
          city('schladming', 'Schladming', 47.394, 13.687),
          city('bad-waltersdorf', 'Bad Waltersdorf', 47.169, 16.008),
        ],
      },
    ],
  },
  {
    slug: 'belgium',
    code: 'BE',
    name: tr('Belgium', 'België', 'Belgien', 'Belgique', 'Belgio'),
    locative: tr('in Belgium', 'in België', 'in Belgien', 'en Belgique', 'in Belgio'),
    weight: 4,
    namingStyle: 'nl',
    areas: [
      {
        slug: 'belgian-coast',
        name: tr('Belgian Coast', 'Belgische kust', 'Belgische Küste', 'Côte belge', 'Costa belga'),
        palette: 'atlantic',
        popular: true,
        cities: [
          city('de-haan', 'De Haan', 51.273, 3.034),
          city('nieuwpoort', 'Nieuwpoort', 51.13, 2.751),
          city('bredene', 'Bredene', 51.243, 2.968),
          city('de-panne', 'De Panne', 51.099, 2.592),
        ],
      },
      {
        slug: 'ardennes',
        name: tr('Ardennes', 'Ardennen', 'Ardennen', 'Ardennes', 'Ardenne'),
        palette: 'forest',
        popular: true,
        namingStyle: 'fr',
        cities: [
          city('durbuy', 'Durbuy', 50.352, 5.456),
          city('la-roche-en-ardenne', 'La Roche-en-Ardenne', 50.183, 5.575),
          city('bouillon', 'Bouillon', 49.794, 5.067),
          city('houffalize', 'Houffalize', 50.132, 5.79),
        ],
      },
      {
        slug: 'limburg',
        name: tr('Limburg', 'Limburg', 'Limburg', 'Limbourg', 'Limburgo'),
        palette: 'forest',
        popular: true,
        cities: [
          city('lommel', 'Lommel', 51.23, 5.313),
          city('maasmechelen', 'Maasmechelen', 50.965, 5.695),
          city('hasselt', 'Hasselt', 50.93, 5.338),
        ],
      },
      {
        slug: 'kempen',
        name: tr('Campine', 'Kempen', 'Kempen', 'Campine', 'Campine'),
        palette: 'forest',
        popular: false,
        cities: [
          city('mol', 'Mol', 51.191, 5.116),
          city('retie', 'Retie', 51.267, 5.083),
          city('geel', 'Geel', 51.162, 4.99),
        ],
      },
    ],
  },
  {
    slug: 'denmark',
    code: 'DK',
    name: tr('Denmark', 'Denemarken', 'Dänemark', 'Danemark', 'Danimarca'),
    locative: tr('in Denmark', 'in Denemarken', 'in Dänemark', 'au Danemark', 'in Danimarca'),
    weight: 4,
    namingStyle: 'dk',
    areas: [
      {
        slug: 'north-jutland',
        name: tr('North Jutland', 'Noord-Jutland', 'Nordjütland', 'Jutland du Nord', 'Jutland settentrionale'),
        palette: 'nordic',
        popular: true,
        cities: [
          city('skagen', 'Skagen', 57.72, 10.583),
          city('blokhus', 'Blokhus', 57.25, 9.583),
          city('hirtshals', 'Hirtshals', 57.588, 9.96),
        ],
      },
      {
        slug: 'west-jutland',
        name: tr('West Jutland', 'West-Jutland', 'Westjütland', 'Jutland occidental', 'Jutland occidentale'),
        palette: 'nordic',
        popular: true,
        cities: [
          city('hvide-sande', 'Hvide Sande', 56.004, 8.128),
          city('sondervig', 'Søndervig', 56.117, 8.115),
          city('blavand', 'Blåvand', 55.56, 8.082),
        ],
      },
      {
        slug: 'funen',
        name: tr('Funen', 'Funen', 'Fünen', 'Fionie', 'Fionia'),
        palette: 'countryside',
        popular: false,
        cities: [
          city('odense', 'Odense', 55.403, 10.402),
          city('svendborg', 'Svendborg', 55.06, 10.607),
          city('faaborg', 'Faaborg', 55.095, 10.242),
        ],
      },
      {
        slug: 'zealand',
        name: tr('Zealand', 'Seeland', 'Seeland', 'Seeland', 'Selandia'),
        palette: 'nordic',
        popular: false,
        cities: [
          city('roskilde', 'Roskilde', 55.642, 12.08),
          city('helsingor', 'Helsingør', 56.036, 12.613),
          city('hornbaek', 'Hornbæk', 56.093, 12.457),
        ],
      },
      {
        slug: 'bornholm',
        name: same('Bornholm'),
        palette: 'nordic',
        popular: true,
        cities: [
          city('gudhjem', 'Gudhjem', 55.212, 14.972),
          city('ronne', 'Rønne', 55.101, 14.707),
          city('svaneke', 'Svaneke', 55.136, 15.143),
        ],
      },
    ],
  },
]

/** Words campsite names are made of, per naming style. */
export const SITE_NAME_PARTS: Record<NamingStyle, { prefixes: string[]; names: string[] }> = {
  fr: {
    prefixes: ['Camping', 'Camping', 'Domaine', 'Camping Village', 'Parc de Vacances'],
    names: [
      'Le Vieux Moulin',
      'Les Pins',
      'La Rivière',
      "Le Soleil d'Or",
      'Les Chênes',
      'La Plage',
      'Le Lac Bleu',
      'Les Oliviers',
      'La Pinède',
      'Les Peupliers',
      'La Ferme du Bois',
      'Les Cigales',
      'Le Clos Fleuri',
      'La Garenne',
      'Les Dunes',
      'Le Château',
      'La Source',
      'Les Tilleuls',
      'Le Val Fleuri',
      'La Prairie',
      'Les Grands Chênes',
      'Le Bois Joli',
      "L'Étang",
      'Les Sablons',
      'La Forêt',
      'Le Panoramique',
      'Les Hirondelles',
      'Le Pré Vert',
      'Les Mimosas',
      'La Clairière',
    ],
  },
  es: {
    prefixes: ['Camping', 'Camping', 'Càmping', 'Camping Resort'],
    names: [
      'Las Dunas',
      'El Pinar',
      'La Playa',
      'Mar Azul',
      'Sol y Mar',
      'Los Olivos',
      'El Delfín',
      'La Torre',
      'Bella Vista',
      'El Molino',
      'Las Palmeras',
      'Los Pinos',
      'La Siesta',
      'Río Claro',
      'Vista Alegre',
      'El Faro',
      'Montaña Verde',
      'La Masía',
      'Playa Dorada',
      'El Sol',
      'Las Gaviotas',
      'Los Almendros',
      'La Fuente',
      'Cala Serena',
      'El Robledal',
    ],
  },
  it: {
    prefixes: ['Camping', 'Camping', 'Villaggio', 'Camping Village', 'Parco Vacanze'],
    names: [
      'Il Mulino',
      'La Pineta',
      'Del Sole',
      'Le Palme',
      'Il Faro',
      'Lago Azzurro',
      'Oliveto',
      'La Quercia',
      'San Marco',
      'Riva Blu',
      'Le Dune',
      'Il Girasole',
      'Belvedere',
      'Paradiso',
      'Fior di Lago',
      'Il Castello',
      'Le Ginestre',
      'La Rocca',
      'Tre Pini',
      'Mare Verde',
      'Valle Verde',
      'Il Frutteto',
      'Villa Rosa',
      'Baia Serena',
      'Il Vigneto',
    ],
  },
  nl: {
    prefixes: ['Camping', 'Camping', 'Vakantiepark', 'Recreatiepark', 'Minicamping'],
    names: [
      'De Vossenberg',
      'Het Zonnetje',
      'De Watermolen',
      'Het Groene Bos',
      'De Duinhoeve',
      'De Zeehoeve',
      'Het Elfenbos',
      'De Boshoek',
      'De Berkenhof',
      'De Heide',
      "'t Veld",
      'De Meerpaal',
      'De Eikenhof',
      'Zonneweide',
      'De Lindenhof',
      'Het Rietveld',
      'De Zandberg',
      'Hoeve Zonneberg',
      'De Wildhoeve',
      'Het Meertje',
      'De Bosrand',
      'Het Vennetje',
      'De Kievit',
      'De Reiger',
    ],
  },
  hr: {
    prefixes: ['Camping', 'Camping', 'Kamp', 'Camping Resort'],
    names: [
      'Zlatna Obala',
      'Sunčana Uvala',
      'Borik',
      'Maslina',
      'Pineta',
      'Galeb',
      'Stella Maris',
      'Adria',
      'Mala Luka',
      'Lavanda',
      'Jadran',
      'Bor',
      'Vala',
      'Mirna Uvala',
      'Plavi Horizont',
      'Stari Mlin',
      'Lungomare',
      'Čempresi',
      'Smokva',
      'Kamena Plaža',
    ],
  },
  de: {
    prefixes: ['Camping', 'Campingplatz', 'Ferienpark', 'Naturcamping', 'Alpencamping'],
    names: [
      'Am See',
      'Waldesruh',
      'Sonnenhof',
      'Alte Mühle',
      'Seeblick',
      'Bergblick',
      'Am Fluss',
      'Tannenwald',
      'Wiesengrund',
      'Zur Linde',
      'Adlerhorst',
      'Edelweiß',
      'Sonnental',
      'Rosengarten',
      'Birkenhain',
      'Lindenhof',
      'Fuchsbau',
      'Talblick',
      'Am Waldrand',
      'Schwanensee',
      'Hirschgrund',
      'Kastanienhof',
      'Almwiese',
      'Weidenhof',
    ],
  },
  pt: {
    prefixes: ['Parque de Campismo', 'Camping', 'Eco Camping'],
    names: [
      'Praia Dourada',
      'Quinta do Sol',
      'Vale da Telha',
      'Monte Verde',
      'Pinhal',
      'Sol e Mar',
      'Costa Azul',
      'Quinta das Oliveiras',
      'Oceano',
      'Barranco',
      'Serra Verde',
      'Moinho Velho',
      'Vila Nova',
      'Cabo Sul',
      'Sobreiro',
      'Ribeira',
    ],
  },
  dk: {
    prefixes: ['Camping', 'Strandcamping', 'Naturcamping', 'Familiecamping'],
    names: [
      'Klitgården',
      'Skovly',
      'Havblik',
      'Solstrand',
      'Fyrbakken',
      'Egely',
      'Bøgeskoven',
      'Klitrosen',
      'Sandbjerg',
      'Lyngbakken',
      'Møllehøj',
      'Strandgården',
      'Nordsøen',
      'Vesterhavet',
      'Fjordbakken',
      'Egebo',
      'Kystly',
      'Granly',
    ],
  },
}

/** Glamping sites take one of these instead of the style's prefix ("Glamping Les Cigales"). */
export const GLAMPING_PREFIXES = ['Glamping', 'Glamping', 'Lodges', 'Safari Lodge', 'Eco Lodges']
