/**
 * The seed's second half: facilities, accommodations, the season calendar, booked stays, fees,
 * discounts, reviews and the free-text index. It draws from its own random stream, so the
 * campsites written before it stay exactly as they were.
 */
import type Database from 'better-sqlite3'
import type { Random } from './random'
import { LANGUAGES, type Language, type SiteCurrency } from './schema'
import { addDays, buildSeasonCalendar, comingSummer, type SeasonWeek } from './seasons'
import {
  CATEGORY_MODELS,
  CATEGORY_WEIGHTS,
  FACILITY_IDS,
  FACILITY_LIST,
  REVIEW_TEXT,
  TRAVELLER_GROUPS,
  type AccommodationCategory,
} from './stays-data'

/** What the first half of the seed knows about a campsite. */
export interface SeededSite {
  id: number
  glamping: boolean
  stars: number
  rating: number
  setting: 'beach' | 'lake' | 'river' | 'village' | 'forest' | 'cableCar'
  distanceMetres: number
  /** Indexes into site-descriptions FACILITIES (the description names them). */
  describedFacilities: readonly number[]
  audience: number
  /** Language of the campsite's country when it is one of ours (reviews are mostly in it). */
  localLanguage: Language | null
  /** What the campsite charges on site in (its country's currency). */
  currency: SiteCurrency
}

/** Fee type ids (SPEC section 3), and tourist tax in the same style. */
export const FEE_TYPES = {
  reservationFees: 1,
  liabilityInsurance: 2,
  securityFees: 7,
  sgrFees: 11,
  travelInsurance: 12,
  touristTax: 13,
} as const

const ACCOMMODATIONS_PER_SITE: readonly [number, number] = [7, 15]
const BOOKED_SHARE = 0.2

export class StaysWriter {
  private accommodationId = 0
  private bookedStayId = 0
  private reviewId = 0
  private readonly weeks: SeasonWeek[]
  private readonly summerWeeks: SeasonWeek[]

  constructor(
    private readonly sqlite: Database.Database,
    private readonly random: Random,
    private readonly now: Date,
  ) {
    this.weeks = buildSeasonCalendar()
    const summer = String(comingSummer(now))
    this.summerWeeks = this.weeks.filter((week) => week.weekStart.startsWith(summer))
  }

  write(sites: readonly SeededSite[]): void {
    this.writeFacilities()
    this.writeSeasonCalendar()
    this.writeGlobalFees()
    const insertFacility = this.sqlite.prepare('INSERT INTO site_facilities (site_id, facility_id) VALUES (?, ?)')
    const insertAccommodation = this.sqlite.prepare(`INSERT INTO accommodations (id, site_id, model, category, bedrooms,
      bathrooms, max_persons, size_m2, aircondition, dog_allowed, units, night_price_cents, extra_person_night_cents,
      included_persons, image_count, popularity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    const insertBooked = this.sqlite.prepare(
      'INSERT INTO booked_stays (id, accommodation_id, arrival, departure, units) VALUES (?, ?, ?, ?, ?)',
    )
    const insertFee = this.sqlite
      .prepare(`INSERT INTO fees (fee_type_id, site_id, unit, amount_cents, mandatory, pay_on_site, currency)
      VALUES (?, ?, ?, ?, 1, ?, ?)`)
    const insertDiscount = this.sqlite.prepare(`INSERT INTO discounts (site_id, kind, percent, min_nights, book_before,
      arrival_from, arrival_to) VALUES (?, ?, ?, ?, ?, ?, ?)`)
    const insertReview = this.sqlite
      .prepare(`INSERT INTO reviews (id, site_id, grade, traveller_group, helpful, review_date,
      language, text) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`)
    const updateSite = this.sqlite.prepare(
      'UPDATE sites SET rating = ?, review_count = ?, week_price_eur = ? WHERE id = ?',
    )

    for (const site of sites) {
      const facilities = this.siteFacilities(site)
      for (const facility of facilities) insertFacility.run(site.id, facility)
      const cheapestNight = this.writeAccommodations(
        site,
        facilities.has(FACILITY_IDS.dogs),
        insertAccommodation,
        insertBooked,
      )
      this.writeSiteFees(site, insertFee)
      this.writeDiscounts(site, insertDiscount)
      const { average, count } = this.writeReviews(site, insertReview)
      updateSite.run(average, count, Math.round((cheapestNight * 7) / 100), site.id)
    }
    this.writeSearchIndex()
  }

  private writeFacilities(): void {
    const insert = this.sqlite.prepare(
      'INSERT INTO facilities (id, slug, position, top, open_filter) VALUES (?, ?, ?, ?, ?)',
    )
    const insertName = this.sqlite.prepare(
      'INSERT INTO facility_translations (facility_id, language, name) VALUES (?, ?, ?)',
    )
    FACILITY_LIST.forEach((facility, position) => {
      insert.run(facility.id, facility.slug, position, facility.top ? 1 : 0, facility.openFilter ? 1 : 0)
      for (const language of LANGUAGES) insertName.run(facility.id, language, facility.name[language])
    })
  }

  private writeSeasonCalendar(): void {
    const insert = this.sqlite.prepare(
      'INSERT INTO season_weeks (week_start, season, price_factor, arrival_days, min_nights) VALUES (?, ?, ?, ?, ?)',
    )
    for (const week of this.weeks)
      insert.run(week.weekStart, week.season, week.priceFactor, week.arrivalDays, week.minNights)
  }

  /** Fees every booking carries, whatever the campsite. */
  private writeGlobalFees(): void {
    const insert = this.sqlite.prepare(`INSERT INTO fees (fee_type_id, site_id, api_locales, unit, amount_cents,
      rent_basis_points, mandatory, pay_on_site) VALUES (?, NULL, ?, ?, ?, ?, ?, 0)`)
    insert.run(FEE_TYPES.reservationFees, null, 'stay', 2900, 0, 1)
    // The Dutch travel guarantee fund (SGR) is charged on bookings made by Dutch customers.
    insert.run(FEE_TYPES.sgrFees, JSON.stringify(['nl']), 'stay', 500, 0, 1)
    insert.run(FEE_TYPES.liabilityInsurance, null, 'stay', 950, 0, 0)
    insert.run(FEE_TYPES.travelInsurance, null, 'stay', 0, 550, 0)
  }

  /** The three facilities the description names, plus what the setting and stars make likely. */
  private siteFacilities(site: SeededSite): Set<number> {
    const ids = new Set<number>(site.describedFacilities.map((index) => FACILITY_LIST[index]!.id))
    const random = this.random
    const comfort = (site.stars - 1) / 4
    for (const facility of FACILITY_LIST.slice(0, 11)) {
      if (random.chance(0.12 + comfort * 0.4)) ids.add(facility.id)
    }
    if (random.chance(0.6 + comfort * 0.35)) ids.add(FACILITY_IDS.wifi)
    if (random.chance(site.glamping ? 0.35 : 0.7)) ids.add(FACILITY_IDS.dogs)
    if (site.setting === 'beach' && site.distanceMetres <= 800) ids.add(FACILITY_IDS.beach)
    if ((site.setting === 'lake' || site.setting === 'river') && site.distanceMetres <= 800) ids.add(FACILITY_IDS.water)
    if (random.chance(0.15 + comfort * 0.25)) ids.add(4750)
    // Quiet couples' places only: never where the description promises families a kids' club.
    if (site.audience === 1 && random.chance(0.25) && !ids.has(214)) ids.add(FACILITY_IDS.adultsOnly)
    return ids
  }

  /** Returns the lowest low-season night price (cents) of the site. */
  private writeAccommodations(
    site: SeededSite,
    dogsWelcome: boolean,
    insert: Database.Statement,
    insertBooked: Database.Statement,
  ): number {
    const random = this.random
    const weights = CATEGORY_WEIGHTS[site.glamping ? 'glamping' : 'camping']
    const categories = Object.keys(weights) as AccommodationCategory[]
    const count = random.int(...ACCOMMODATIONS_PER_SITE)
    // Glamping descriptions promise safari tents and lodges: the first two are those.
    const chosen: AccommodationCategory[] = site.glamping ? ['safari-tents', 'lodge-tent'] : ['mobile-home', 'pitch']
    while (chosen.length < count) chosen.push(random.weighted(categories, (category) => weights[category] ?? 0))
    const usedModels = new Set<string>()
    const starFactor = 1 + (site.stars - 3) * 0.12
    let cheapest = Number.POSITIVE_INFINITY
    for (const category of chosen) {
      const model = CATEGORY_MODELS[category]
      const free = model.models.filter((name) => !usedModels.has(`${category}:${name}`))
      if (free.length === 0) continue
      const name = random.pick(free)
      usedModels.add(`${category}:${name}`)
      const bedrooms = random.int(...model.bedrooms)
      const isPitch = category === 'pitch'
      const maxPersons = isPitch ? 6 : category === 'bungalow-tent' ? 4 : bedrooms * 2 + random.int(0, 2)
      const night = Math.max(12, Math.round(random.between(...model.nightPrice) * starFactor * (1 + bedrooms * 0.08)))
      const units = isPitch ? random.int(20, 120) : random.int(2, 25)
      const id = ++this.accommodationId
      cheapest = Math.min(cheapest, night * 100)
      // Positional parameters: this runs 100,000 times at SEED_SCALE=10.
      insert.run(
        id,
        site.id,
        name,
        category,
        bedrooms,
        isPitch || category === 'bungalow-tent' ? 0 : bedrooms >= 3 && random.chance(0.5) ? 2 : 1,
        Math.max(2, maxPersons),
        random.int(...model.size) + bedrooms * 4,
        random.chance(model.airconditionChance) ? 1 : 0,
        dogsWelcome && random.chance(model.dogChance) ? 1 : 0,
        units,
        night * 100,
        isPitch ? random.int(4, 9) * 100 : 0,
        isPitch ? 2 : 0,
        random.int(2, 5),
        random.int(0, 1000),
      )
      if (random.chance(BOOKED_SHARE)) this.writeBookedStays(id, units, insertBooked)
    }
    return cheapest
  }

  /** A few weeks of the coming summer already let: some fully, some partly. */
  private writeBookedStays(accommodationId: number, units: number, insert: Database.Statement): void {
    const random = this.random
    const stays = random.int(1, 3)
    for (let i = 0; i < stays; i++) {
      const week = random.pick(this.summerWeeks)
      const nights = random.chance(0.7) ? 7 : 14
      const booked = random.chance(0.5) ? units : random.int(1, Math.max(1, units - 1))
      insert.run(++this.bookedStayId, accommodationId, week.weekStart, addDays(week.weekStart, nights), booked)
    }
  }

  private writeSiteFees(site: SeededSite, insert: Database.Statement): void {
    const random = this.random
    // Tourist tax per person per night (children by age, see pricing.ts), paid with the booking.
    insert.run(FEE_TYPES.touristTax, site.id, 'personNight', random.int(2, 10) * 25, 0, 'EUR')
    // A refundable deposit per accommodation, paid on arrival: shown, never in the total. The
    // campsite asks it in its own money (EUR 50-200; DKK 500-2,000 in Denmark).
    const steps = random.int(1, 4)
    insert.run(
      FEE_TYPES.securityFees,
      site.id,
      'accommodation',
      steps * (site.currency === 'DKK' ? 50_000 : 5000),
      1,
      site.currency,
    )
  }

  private writeDiscounts(site: SeededSite, insert: Database.Statement): void {
    const random = this.random
    const summer = comingSummer(this.now)
    if (random.chance(0.3)) {
      insert.run(
        site.id,
        'earlyBooking',
        random.pick([10, 15, 20, 25]),
        1,
        `${summer}-01-31`,
        `${summer}-04-01`,
        `${summer}-10-31`,
      )
    }
    if (random.chance(0.3)) insert.run(site.id, 'longStay', random.pick([5, 10]), 14, null, null, null)
    if (random.chance(0.2)) insert.run(site.id, 'lowSeason', random.pick([10, 15, 20]), 1, null, null, null)
  }

  /** Grades scatter around the site's rating; the stored rating becomes their average. */
  private writeReviews(site: SeededSite, insert: Database.Statement): { average: number; count: number } {
    const random = this.random
    const count = random.int(1, 7)
    let sum = 0
    for (let i = 0; i < count; i++) {
      const grade = Math.min(10, Math.max(1, Math.round(site.rating + random.gaussian() * 1.2)))
      sum += grade
      const language = site.localLanguage && random.chance(0.5) ? site.localLanguage : random.pick(LANGUAGES)
      const tone = REVIEW_TEXT[grade >= 8 ? 'good' : grade >= 6 ? 'fair' : 'poor']
      const remarks = [random.pick(tone.remarks)]
      if (random.chance(0.5)) {
        const second = random.pick(tone.remarks)
        if (second !== remarks[0]) remarks.push(second)
      }
      const text = [random.pick(tone.openings), ...remarks].map((sentence) => sentence[language]).join(' ')
      // Reviews of the last two seasons, dated on fixed calendar days (not on the seed clock).
      const year = 2024 + random.int(0, 1)
      const reviewDate = addDays(`${year}-05-01`, random.int(0, 160))
      insert.run(
        ++this.reviewId,
        site.id,
        grade,
        random.pick(TRAVELLER_GROUPS),
        random.int(0, 40),
        reviewDate,
        language,
        text,
      )
    }
    return { average: Math.round((sum / count) * 10) / 10, count }
  }

  /** One free-text row per site and language: name, place words and description. */
  private writeSearchIndex(): void {
    this.sqlite.exec(`
      INSERT INTO site_search (name, place, description, site_id, language)
      SELECT s.name, c.name || ' ' || at.name || ' ' || ct.name, st.description, s.id, st.language
      FROM sites s
      JOIN site_translations st ON st.site_id = s.id
      JOIN cities c ON c.id = s.city_id
      JOIN area_translations at ON at.area_id = s.area_id AND at.language = st.language
      JOIN country_translations ct ON ct.country_id = s.country_id AND ct.language = st.language
      ORDER BY s.id, st.language;
    `)
  }
}
