/**
 * Migration 001: the catalogue (funnels, countries, areas, cities, campsites), tagged pages,
 * early booking periods, newsletter subscriptions and the seed record.
 *
 * Translated texts live in `*_translations` tables keyed by (row, language) so a sixth language
 * is rows, not a migration. Proper names (campsites, cities) are not translated.
 */
export const name = 'catalogue'

export const sql = /* sql */ `
CREATE TABLE funnels (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  -- Arrival date preselected on the funnel's pages; NULL means "use the default calendar date".
  default_booking_date TEXT
);

CREATE TABLE funnel_translations (
  funnel_id INTEGER NOT NULL REFERENCES funnels(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  name TEXT NOT NULL,
  title TEXT NOT NULL,
  -- First word of place titles: "Camping" in "Camping in France", "Kamperen" in Dutch.
  place_label TEXT NOT NULL,
  -- What the funnel's places hold, for counts ("1 campsite", "42 campsites").
  site_noun_one TEXT NOT NULL,
  site_noun_other TEXT NOT NULL,
  PRIMARY KEY (funnel_id, language)
);

CREATE TABLE countries (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  code TEXT NOT NULL UNIQUE CHECK (length(code) = 2),
  position INTEGER NOT NULL
);

CREATE TABLE country_translations (
  country_id INTEGER NOT NULL REFERENCES countries(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  name TEXT NOT NULL,
  -- The country after its preposition ("in the Netherlands", "aux Pays-Bas"): titles need it.
  locative TEXT NOT NULL,
  PRIMARY KEY (country_id, language)
);

CREATE TABLE areas (
  id INTEGER PRIMARY KEY,
  country_id INTEGER NOT NULL REFERENCES countries(id),
  -- Unique over all countries because media URLs name an area by slug alone.
  slug TEXT NOT NULL UNIQUE,
  position INTEGER NOT NULL,
  popular INTEGER NOT NULL DEFAULT 0 CHECK (popular IN (0, 1)),
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- Inputs of the generated landscape image (twenty/media.ts).
  image_seed INTEGER NOT NULL,
  image_palette TEXT NOT NULL
);
CREATE INDEX areas_country ON areas(country_id, position);

CREATE TABLE area_translations (
  area_id INTEGER NOT NULL REFERENCES areas(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  name TEXT NOT NULL,
  PRIMARY KEY (area_id, language)
);

CREATE TABLE cities (
  id INTEGER PRIMARY KEY,
  area_id INTEGER NOT NULL REFERENCES areas(id),
  -- Unique over all countries: /{funnel}/{city} carries no country.
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  lat REAL NOT NULL,
  lng REAL NOT NULL
);
CREATE INDEX cities_area ON cities(area_id);

CREATE TABLE sites (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  funnel_id INTEGER NOT NULL REFERENCES funnels(id),
  country_id INTEGER NOT NULL REFERENCES countries(id),
  area_id INTEGER NOT NULL REFERENCES areas(id),
  city_id INTEGER NOT NULL REFERENCES cities(id),
  lat REAL NOT NULL,
  lng REAL NOT NULL,
  -- Average review grade out of 10.
  rating REAL NOT NULL CHECK (rating BETWEEN 0 AND 10),
  stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
  -- Sort key of "popular" orderings; higher first.
  popularity INTEGER NOT NULL
);
CREATE INDEX sites_funnel_area ON sites(funnel_id, area_id);
CREATE INDEX sites_funnel_city ON sites(funnel_id, city_id);
CREATE INDEX sites_funnel_country ON sites(funnel_id, country_id);

CREATE TABLE site_translations (
  site_id INTEGER NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  description TEXT NOT NULL,
  PRIMARY KEY (site_id, language)
);

CREATE TABLE tagged_pages (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  -- JSON array of strings.
  tags TEXT NOT NULL DEFAULT '[]'
);

CREATE TABLE tagged_page_translations (
  page_id INTEGER NOT NULL REFERENCES tagged_pages(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  title TEXT NOT NULL,
  -- Plain text; paragraphs separated by a blank line.
  body TEXT NOT NULL,
  PRIMARY KEY (page_id, language)
);

CREATE TABLE early_booking_periods (
  id INTEGER PRIMARY KEY,
  start_date TEXT NOT NULL,
  end_date TEXT NOT NULL CHECK (end_date >= start_date),
  -- Tagged page the banner links to.
  link_slug TEXT
);

CREATE TABLE early_booking_period_translations (
  period_id INTEGER NOT NULL REFERENCES early_booking_periods(id) ON DELETE CASCADE,
  language TEXT NOT NULL CHECK (language IN ('en', 'nl', 'de', 'fr', 'it')),
  text TEXT NOT NULL,
  PRIMARY KEY (period_id, language)
);

CREATE TABLE newsletter_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  brand TEXT NOT NULL,
  api_locale TEXT NOT NULL,
  -- Stored lower-cased so the same address is one subscription whatever its spelling.
  email TEXT NOT NULL,
  reference TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (brand, email)
);

-- One row, written in the seed's transaction: a database with this row holds a whole catalogue.
CREATE TABLE seed_info (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  seed_version INTEGER NOT NULL,
  scale REAL NOT NULL,
  site_count INTEGER NOT NULL,
  seeded_at TEXT NOT NULL
);
`
