/**
 * Migration 003: what a campsite offers and what a stay costs. Facilities (stable ids, as the
 * real API's filter ids), accommodations with their units, the season calendar, fees, discounts,
 * booked stays and reviews; plus the free-text index and popular searches.
 *
 * Money is stored in euro cents (integers: no rounding drift in sums); answers convert to the
 * market's currency in major units.
 */
export const name = 'stays'

export const sql = /* sql */ `
CREATE TABLE facilities (
  -- Stable ids: the storefront's filter links and SPEC's open filters (192, 4730, 4723) name them.
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  -- Shown on result cards before other facilities ("top facilities").
  top INTEGER NOT NULL DEFAULT 0 CHECK (top IN (0, 1)),
  -- Filter shown unfolded in the search panel (SPEC section 9: 192, 4730, 4723).
  open_filter INTEGER NOT NULL DEFAULT 0 CHECK (open_filter IN (0, 1))
);

CREATE TABLE facility_translations (
  facility_id INTEGER NOT NULL REFERENCES facilities(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  name TEXT NOT NULL,
  PRIMARY KEY (facility_id, language)
);

CREATE TABLE site_facilities (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  facility_id INTEGER NOT NULL REFERENCES facilities(id),
  PRIMARY KEY (site_id, facility_id)
) WITHOUT ROWID;

CREATE TABLE accommodations (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  -- The model's proper name ("Riviera"); answers prefix the category in the request's language.
  model TEXT NOT NULL,
  category TEXT NOT NULL CHECK (category IN ('mobile-home', 'safari-tents', 'lodge-tent', 'bungalow-tent', 'pitch', 'apartment')),
  bedrooms INTEGER NOT NULL CHECK (bedrooms >= 0),
  bathrooms INTEGER NOT NULL CHECK (bathrooms >= 0),
  max_persons INTEGER NOT NULL CHECK (max_persons >= 1),
  size_m2 INTEGER NOT NULL CHECK (size_m2 > 0),
  aircondition INTEGER NOT NULL CHECK (aircondition IN (0, 1)),
  dog_allowed INTEGER NOT NULL CHECK (dog_allowed IN (0, 1)),
  -- How many identical units the site has (availability counts them).
  units INTEGER NOT NULL CHECK (units >= 1),
  -- Rent per night in low season, euro cents; mid and high seasons multiply it (season_weeks).
  night_price_cents INTEGER NOT NULL CHECK (night_price_cents > 0),
  -- Pitches rent for 2 persons; each further person pays this per night (SPEC unit personNight).
  extra_person_night_cents INTEGER NOT NULL DEFAULT 0,
  included_persons INTEGER NOT NULL DEFAULT 0,
  image_count INTEGER NOT NULL CHECK (image_count >= 1),
  popularity INTEGER NOT NULL
);
CREATE INDEX accommodations_site ON accommodations(site_id, max_persons);

-- The season of each week (Saturday to Saturday). Arrival rules and minimum stays follow it.
CREATE TABLE season_weeks (
  week_start TEXT PRIMARY KEY,
  season TEXT NOT NULL CHECK (season IN ('low', 'mid', 'high')),
  -- Rent multiplier of the week's nights (per mille: 1000 = low-season rent).
  price_factor INTEGER NOT NULL,
  -- 'saturday' (arrive and leave on Saturdays) or 'any'.
  arrival_days TEXT NOT NULL CHECK (arrival_days IN ('saturday', 'any')),
  min_nights INTEGER NOT NULL CHECK (min_nights >= 1)
) WITHOUT ROWID;

-- Units already let: a stay is available while fewer than accommodations.units overlap it.
CREATE TABLE booked_stays (
  id INTEGER PRIMARY KEY,
  accommodation_id INTEGER NOT NULL REFERENCES accommodations(id) ON DELETE CASCADE,
  arrival TEXT NOT NULL,
  departure TEXT NOT NULL CHECK (departure > arrival),
  units INTEGER NOT NULL DEFAULT 1 CHECK (units >= 1)
);
CREATE INDEX booked_stays_accommodation ON booked_stays(accommodation_id, arrival);

-- Fees by SPEC fee type id (reservationFees 1, liabilityInsurance 2, securityFees 7, sgrFees 11,
-- travelInsurance 12) plus touristTax 13. site_id NULL: every site (of country_id when set).
CREATE TABLE fees (
  id INTEGER PRIMARY KEY,
  fee_type_id INTEGER NOT NULL,
  site_id INTEGER REFERENCES sites(id) ON DELETE CASCADE,
  country_id INTEGER REFERENCES countries(id),
  -- Only for bookings made in these API locales (JSON array), e.g. the Dutch guarantee fund.
  api_locales TEXT,
  -- SPEC price unit: stay, accommodation, personNight, person, ...
  unit TEXT NOT NULL CHECK (unit IN ('person', 'piece', 'personNight', 'personWeek', 'accommodation', 'stay', 'week', 'night', 'hour', 'info')),
  amount_cents INTEGER NOT NULL DEFAULT 0,
  -- Percentage of the rent instead of an amount (travel insurance), in basis points.
  rent_basis_points INTEGER NOT NULL DEFAULT 0,
  mandatory INTEGER NOT NULL CHECK (mandatory IN (0, 1)),
  -- Paid at the site (security deposit): shown, not part of the booking total.
  pay_on_site INTEGER NOT NULL DEFAULT 0 CHECK (pay_on_site IN (0, 1))
);
CREATE INDEX fees_site ON fees(site_id);

-- Discounts on the rent; the best one that applies wins (they do not stack).
CREATE TABLE discounts (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind TEXT NOT NULL CHECK (kind IN ('earlyBooking', 'longStay', 'lowSeason')),
  percent INTEGER NOT NULL CHECK (percent BETWEEN 1 AND 50),
  min_nights INTEGER NOT NULL DEFAULT 1,
  -- Booking date limit (early booking), inclusive; NULL: any booking date.
  book_before TEXT,
  -- Arrival window, inclusive; NULL: open.
  arrival_from TEXT,
  arrival_to TEXT
);
CREATE INDEX discounts_site ON discounts(site_id);

CREATE TABLE reviews (
  id INTEGER PRIMARY KEY,
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  grade INTEGER NOT NULL CHECK (grade BETWEEN 1 AND 10),
  traveller_group TEXT NOT NULL CHECK (traveller_group IN ('couple', 'family-with-youngest-child-higher-6-years',
    'family-with-youngest-child-lower-6-years', 'group-of-friends', 'solo')),
  helpful INTEGER NOT NULL DEFAULT 0,
  review_date TEXT NOT NULL,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  text TEXT NOT NULL
);
CREATE INDEX reviews_site ON reviews(site_id, review_date);

ALTER TABLE sites ADD COLUMN review_count INTEGER NOT NULL DEFAULT 0;

-- Free text over every site in all five languages. remove_diacritics 2 folds accents (also the
-- ones Unicode composes in several code points), so "zurich" finds "Zürich" and "etang" "Étang".
CREATE VIRTUAL TABLE site_search USING fts5(
  name, place, description,
  site_id UNINDEXED, language UNINDEXED,
  -- Column-level detail (no positions): ranks with bm25 and matches prefixes at half the size;
  -- phrase queries are not needed for campsite search.
  detail = column,
  tokenize = 'unicode61 remove_diacritics 2'
);

-- What visitors chose after typing in the search box, per origin (a page) and funnel.
CREATE TABLE popular_searches (
  origin_type TEXT NOT NULL,
  origin_id INTEGER NOT NULL,
  funnel_id INTEGER NOT NULL,
  searched_type TEXT NOT NULL CHECK (searched_type IN ('site', 'country', 'city', 'area')),
  searched_id INTEGER NOT NULL,
  count INTEGER NOT NULL DEFAULT 1,
  PRIMARY KEY (origin_type, origin_id, funnel_id, searched_type, searched_id)
) WITHOUT ROWID;
`
