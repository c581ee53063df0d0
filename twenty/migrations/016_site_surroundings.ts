/**
 * Migration 016 (issue 24): what lies near a campsite, measured. The seed has always drawn a
 * setting (the beach, a lake, a river, the village centre, the forest, a cable car) and its
 * distance for each campsite's description; this keeps them as data, so the compare page can show
 * them side by side (decision 036). A database seeded before this migration has no rows: its
 * campsites show no such distance (never a guessed one).
 */
export const name = 'site_surroundings'

export const sql = /* sql */ `
CREATE TABLE site_surroundings (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  setting TEXT NOT NULL CHECK (setting IN ('beach', 'lake', 'river', 'village', 'forest', 'cableCar')),
  distance_metres INTEGER NOT NULL CHECK (distance_metres >= 0)
);
`
