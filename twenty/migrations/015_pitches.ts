/**
 * Migration 015 (issue 24): choosing your own pitch. A pitch accommodation's `units` are numbered
 * pitches ("B12") on a site map; their numbers and places are derived from the catalogue in code
 * (`twenty/pitches.ts`: the layout is a pure function of the campsite's pitch accommodations, like
 * the generated images), so only what changes is stored:
 * - pitch_lets: which pitch a let (a `booked_stays` row) holds from arrival to departure. A
 *   `booked_stays` row of `units` pitches has that many rows. The trigger refuses a second let of
 *   one pitch over overlapping nights, whoever writes it: the database, not only the checkout's
 *   transaction, keeps a pitch from being let twice (decision 038).
 * - carts.pitch: the pitch a visitor chose for the cart's stay (NULL: any free one is assigned at
 *   checkout). A cart records the choice; the let is made by the booking.
 */
export const name = 'pitches'

export const sql = /* sql */ `
CREATE TABLE pitch_lets (
  id INTEGER PRIMARY KEY,
  accommodation_id INTEGER NOT NULL REFERENCES accommodations(id) ON DELETE CASCADE,
  -- The pitch's number on the site map: the accommodation's letter and a number ("B12").
  pitch TEXT NOT NULL CHECK (length(pitch) BETWEEN 2 AND 4),
  booked_stay_id INTEGER NOT NULL REFERENCES booked_stays(id) ON DELETE CASCADE,
  arrival TEXT NOT NULL,
  departure TEXT NOT NULL CHECK (departure > arrival)
);
CREATE INDEX pitch_lets_pitch ON pitch_lets(accommodation_id, pitch, arrival);
CREATE INDEX pitch_lets_booked_stay ON pitch_lets(booked_stay_id);

CREATE TRIGGER pitch_lets_no_overlap BEFORE INSERT ON pitch_lets
WHEN EXISTS (
  SELECT 1 FROM pitch_lets p
  WHERE p.accommodation_id = NEW.accommodation_id AND p.pitch = NEW.pitch
    AND p.arrival < NEW.departure AND p.departure > NEW.arrival
)
BEGIN
  SELECT RAISE(ABORT, 'pitch_taken');
END;

ALTER TABLE carts ADD COLUMN pitch TEXT;
`
