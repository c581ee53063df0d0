/**
 * Travel-inspiration themes: a holiday idea in five languages and the campsites that fit it, as
 * a search definition (facility ids of twenty/README.md). Static like the fee and facility
 * tables: themes are editorial content, not generated per seed.
 */
import type { Language } from './schema'

export interface ThemeData {
  slug: string
  /** Facility ids a campsite needs, all of them. */
  facilities: number[]
  /** The area whose landscape illustrates the theme. */
  imageArea: string
  name: Record<Language, string>
  intro: Record<Language, string>
  text: Record<Language, string>
}

export const THEMES: ThemeData[] = [
  {
    slug: 'by-the-sea',
    facilities: [4735],
    imageArea: 'cote-d-azur',
    name: { en: 'By the sea', nl: 'Aan zee', de: 'Am Meer', fr: 'Au bord de la mer', it: 'Al mare' },
    intro: {
      en: 'Campsites a short walk from the beach, for days of sand, swimming and sunsets.',
      nl: 'Campings op loopafstand van het strand, voor dagen vol zand, zwemmen en zonsondergangen.',
      de: 'Campingplätze nur ein paar Schritte vom Strand, für Tage mit Sand, Baden und Sonnenuntergängen.',
      fr: 'Des campings à quelques pas de la plage, pour des journées de sable, de baignade et de couchers de soleil.',
      it: 'Campeggi a due passi dalla spiaggia, per giornate di sabbia, bagni e tramonti.',
    },
    text: {
      en: 'Wake up to the sound of waves and be on the beach before breakfast. Every campsite here lies close to the sea, most with a path straight to the sand.\n\nChildren build castles while you read in the shade; in the evening the beach is yours for a walk at sunset.',
      nl: "Word wakker met het geluid van de golven en sta voor het ontbijt al op het strand. Elke camping hier ligt dicht bij zee, de meeste met een pad recht naar het zand.\n\nKinderen bouwen kastelen terwijl jij in de schaduw leest; 's avonds is het strand van jou voor een wandeling bij zonsondergang.",
      de: 'Wachen Sie mit dem Rauschen der Wellen auf und seien Sie vor dem Frühstück am Strand. Jeder Campingplatz hier liegt nah am Meer, die meisten mit einem Weg direkt zum Sand.\n\nKinder bauen Burgen, während Sie im Schatten lesen; abends gehört der Strand Ihnen für einen Spaziergang im Sonnenuntergang.',
      fr: "Réveillez-vous au bruit des vagues et soyez sur la plage avant le petit-déjeuner. Chaque camping ici est proche de la mer, la plupart avec un chemin direct vers le sable.\n\nLes enfants construisent des châteaux pendant que vous lisez à l'ombre ; le soir, la plage est à vous pour une promenade au coucher du soleil.",
      it: "Svegliati con il rumore delle onde e sii in spiaggia prima di colazione. Ogni campeggio qui è vicino al mare, quasi tutti con un sentiero diretto alla sabbia.\n\nI bambini costruiscono castelli mentre tu leggi all'ombra; la sera la spiaggia è tua per una passeggiata al tramonto.",
    },
  },
  {
    slug: 'lakes-and-rivers',
    facilities: [4740],
    imageArea: 'lake-garda',
    name: {
      en: 'Lakes and rivers',
      nl: 'Meren en rivieren',
      de: 'Seen und Flüsse',
      fr: 'Lacs et rivières',
      it: 'Laghi e fiumi',
    },
    intro: {
      en: 'Swim, paddle and fish from campsites on the water’s edge.',
      nl: 'Zwemmen, peddelen en vissen vanaf campings aan de waterkant.',
      de: 'Schwimmen, paddeln und angeln von Campingplätzen direkt am Wasser.',
      fr: "Nager, pagayer et pêcher depuis des campings au bord de l'eau.",
      it: "Nuotare, pagaiare e pescare da campeggi in riva all'acqua.",
    },
    text: {
      en: 'Calm water is the best playground: a canoe at the campsite’s jetty, a swim before dinner, a line in the water at dawn.\n\nThese campsites lie by a lake or a river, often with their own beach or mooring.',
      nl: 'Rustig water is de beste speeltuin: een kano aan de steiger van de camping, een duik voor het eten, een hengel in het water bij zonsopgang.\n\nDeze campings liggen aan een meer of rivier, vaak met een eigen strandje of aanlegplaats.',
      de: 'Ruhiges Wasser ist der schönste Spielplatz: ein Kanu am Steg des Campingplatzes, ein Bad vor dem Abendessen, eine Angel im Wasser bei Sonnenaufgang.\n\nDiese Campingplätze liegen an einem See oder Fluss, oft mit eigenem Strand oder Anleger.',
      fr: "L'eau calme est le meilleur terrain de jeu : un canoë au ponton du camping, une baignade avant le dîner, une ligne à l'eau à l'aube.\n\nCes campings sont au bord d'un lac ou d'une rivière, souvent avec leur propre plage ou ponton.",
      it: "L'acqua calma è il parco giochi migliore: una canoa al pontile del campeggio, un bagno prima di cena, una lenza in acqua all'alba.\n\nQuesti campeggi sono sulle rive di un lago o di un fiume, spesso con una spiaggia o un attracco propri.",
    },
  },
  {
    slug: 'with-your-dog',
    facilities: [4730],
    imageArea: 'dordogne',
    name: {
      en: 'Holidays with your dog',
      nl: 'Vakantie met je hond',
      de: 'Urlaub mit Hund',
      fr: 'Vacances avec votre chien',
      it: 'Vacanze con il cane',
    },
    intro: {
      en: 'Campsites where your dog is a welcome guest, with room to walk and play.',
      nl: 'Campings waar je hond een welkome gast is, met ruimte om te wandelen en te spelen.',
      de: 'Campingplätze, auf denen Ihr Hund willkommen ist, mit Platz zum Laufen und Spielen.',
      fr: 'Des campings où votre chien est le bienvenu, avec de la place pour se promener et jouer.',
      it: 'Campeggi dove il tuo cane è un ospite gradito, con spazio per passeggiare e giocare.',
    },
    text: {
      en: 'The whole family on holiday, the dog included. These campsites welcome dogs, and many accommodations do too: look for “dogs allowed” on each one.\n\nMost have walks straight from the gate; check the campsite’s important information for its rules.',
      nl: 'Het hele gezin op vakantie, de hond inbegrepen. Deze campings verwelkomen honden, en veel accommodaties ook: let op “honden toegestaan” bij elke accommodatie.\n\nDe meeste hebben wandelingen vanaf de poort; bekijk de belangrijke informatie van de camping voor de regels.',
      de: 'Die ganze Familie im Urlaub, der Hund inklusive. Diese Campingplätze heissen Hunde willkommen, viele Unterkünfte auch: achten Sie bei jeder auf „Hunde erlaubt“.\n\nDie meisten haben Spazierwege direkt ab dem Tor; die Regeln stehen in den wichtigen Informationen des Platzes.',
      fr: "Toute la famille en vacances, le chien compris. Ces campings accueillent les chiens, et beaucoup d'hébergements aussi : cherchez « chiens admis » sur chacun.\n\nLa plupart offrent des promenades dès l'entrée ; les règles figurent dans les informations importantes du camping.",
      it: 'Tutta la famiglia in vacanza, cane compreso. Questi campeggi accolgono i cani, e molti alloggi anche: cerca «cani ammessi» su ognuno.\n\nQuasi tutti hanno passeggiate dal cancello; le regole sono nelle informazioni importanti del campeggio.',
    },
  },
  {
    slug: 'kids-club',
    facilities: [214],
    imageArea: 'vendee',
    name: { en: 'Kids’ clubs', nl: 'Kinderclubs', de: 'Kinderclubs', fr: 'Clubs enfants', it: 'Miniclub' },
    intro: {
      en: 'Campsites with a kids’ club, so children make friends and parents get a quiet hour.',
      nl: 'Campings met een kinderclub, zodat kinderen vriendjes maken en ouders een rustig uurtje hebben.',
      de: 'Campingplätze mit Kinderclub: Kinder finden Freunde, Eltern eine ruhige Stunde.',
      fr: 'Des campings avec club enfants : les enfants se font des amis, les parents ont une heure au calme.',
      it: "Campeggi con miniclub: i bambini fanno amicizia, i genitori si godono un'ora tranquilla.",
    },
    text: {
      en: 'Crafts in the morning, games in the afternoon, a disco in the evening: the kids’ club keeps children busy in their own language group.\n\nFilter by a child’s age in the search to see prices for your whole family.',
      nl: "'s Ochtends knutselen, 's middags spelletjes, 's avonds een disco: de kinderclub houdt kinderen bezig.\n\nVul de leeftijd van je kinderen in bij het zoeken om prijzen voor het hele gezin te zien.",
      de: 'Morgens basteln, nachmittags Spiele, abends Disco: der Kinderclub beschäftigt die Kinder.\n\nGeben Sie beim Suchen das Alter der Kinder an, um Preise für die ganze Familie zu sehen.',
      fr: "Bricolage le matin, jeux l'après-midi, disco le soir : le club enfants occupe les petits.\n\nIndiquez l'âge des enfants dans la recherche pour voir les prix pour toute la famille.",
      it: "Lavoretti al mattino, giochi il pomeriggio, baby dance la sera: il miniclub tiene occupati i bambini.\n\nIndica l'età dei bambini nella ricerca per vedere i prezzi per tutta la famiglia.",
    },
  },
  {
    slug: 'wellness',
    facilities: [240],
    imageArea: 'provence',
    name: {
      en: 'Wellness and rest',
      nl: 'Wellness en rust',
      de: 'Wellness und Ruhe',
      fr: 'Bien-être et détente',
      it: 'Benessere e relax',
    },
    intro: {
      en: 'Sauna, spa and massage at the campsite: a holiday to come home rested.',
      nl: 'Sauna, spa en massage op de camping: een vakantie om uitgerust thuis te komen.',
      de: 'Sauna, Spa und Massage auf dem Campingplatz: ein Urlaub, um erholt heimzukommen.',
      fr: 'Sauna, spa et massages au camping : des vacances pour rentrer reposé.',
      it: 'Sauna, spa e massaggi in campeggio: una vacanza per tornare riposati.',
    },
    text: {
      en: 'After a day outdoors, a sauna or a massage is the best way to end it. These campsites have a wellness area on site.\n\nMany are quieter outside the school holidays: try a week in June or September.',
      nl: 'Na een dag buiten is een sauna of massage de beste afsluiting. Deze campings hebben een wellnessruimte op het terrein.\n\nVeel zijn rustiger buiten de schoolvakanties: probeer een week in juni of september.',
      de: 'Nach einem Tag draussen ist eine Sauna oder Massage der beste Abschluss. Diese Campingplätze haben einen Wellnessbereich.\n\nAusserhalb der Schulferien ist es oft ruhiger: versuchen Sie eine Woche im Juni oder September.',
      fr: 'Après une journée dehors, un sauna ou un massage est la meilleure fin. Ces campings ont un espace bien-être sur place.\n\nBeaucoup sont plus calmes hors vacances scolaires : essayez une semaine en juin ou en septembre.',
      it: "Dopo una giornata all'aperto, una sauna o un massaggio sono il modo migliore per concluderla. Questi campeggi hanno un'area benessere.\n\nMolti sono più tranquilli fuori dalle vacanze scolastiche: prova una settimana a giugno o a settembre.",
    },
  },
  {
    slug: 'cycling',
    facilities: [225],
    imageArea: 'brittany',
    name: {
      en: 'Cycling holidays',
      nl: 'Fietsvakanties',
      de: 'Radurlaub',
      fr: 'Vacances à vélo',
      it: 'Vacanze in bici',
    },
    intro: {
      en: 'Campsites that rent bikes, with routes from the gate.',
      nl: 'Campings die fietsen verhuren, met routes vanaf de poort.',
      de: 'Campingplätze mit Fahrradverleih und Routen ab dem Tor.',
      fr: "Des campings qui louent des vélos, avec des itinéraires dès l'entrée.",
      it: 'Campeggi che noleggiano biciclette, con percorsi dal cancello.',
    },
    text: {
      en: 'Leave the car for a week. These campsites rent bikes and know the routes around them, from flat family rides to hilly days out.\n\nAsk at reception for maps; many routes lead to a village market or a swimming spot.',
      nl: 'Laat de auto een week staan. Deze campings verhuren fietsen en kennen de routes in de omgeving, van vlakke gezinstochten tot heuvelachtige dagtochten.\n\nVraag bij de receptie naar kaarten; veel routes leiden naar een dorpsmarkt of een zwemplek.',
      de: 'Lassen Sie das Auto eine Woche stehen. Diese Campingplätze verleihen Fahrräder und kennen die Routen der Umgebung, von flachen Familientouren bis zu hügeligen Tagesausflügen.\n\nFragen Sie an der Rezeption nach Karten; viele Routen führen zu einem Dorfmarkt oder einer Badestelle.',
      fr: "Laissez la voiture une semaine. Ces campings louent des vélos et connaissent les itinéraires alentour, des balades familiales plates aux sorties vallonnées.\n\nDemandez des cartes à l'accueil ; beaucoup de routes mènent à un marché de village ou à un coin baignade.",
      it: "Lascia l'auto per una settimana. Questi campeggi noleggiano biciclette e conoscono i percorsi intorno, dai giri pianeggianti per famiglie alle uscite collinari.\n\nChiedi le mappe alla reception; molti percorsi portano a un mercato di paese o a un posto per fare il bagno.",
    },
  },
]
