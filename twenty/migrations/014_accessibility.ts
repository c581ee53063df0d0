/**
 * Migration 014 (issue 24, decision 037): accessible stays. Measured facts, not labels: a row
 * exists only for what was surveyed, so a campsite or unit without one promises nothing. The
 * features a search filters on are derived from the numbers (twenty/accessibility.ts), so the
 * thresholds can change without touching the data.
 */
export const name = 'accessibility'

export const sql = /* sql */ `
CREATE TABLE site_accessibility (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  -- The nearest sanitary block with a level-access shower and grab rails; NULL: none.
  sanitary_max_distance_m INTEGER CHECK (sanitary_max_distance_m > 0),
  sanitary_level_shower INTEGER NOT NULL DEFAULT 0 CHECK (sanitary_level_shower IN (0, 1)),
  sanitary_grab_rails INTEGER NOT NULL DEFAULT 0 CHECK (sanitary_grab_rails IN (0, 1)),
  sanitary_transfer_space INTEGER NOT NULL DEFAULT 0 CHECK (sanitary_transfer_space IN (0, 1)),
  -- Marked bays for disabled drivers; 0: none.
  parking_bays INTEGER NOT NULL DEFAULT 0 CHECK (parking_bays >= 0),
  parking_distance_m INTEGER NOT NULL DEFAULT 0 CHECK (parking_distance_m >= 0),
  -- How a wheelchair user gets into the pool: 'hoist', 'ramp', or NULL (steps or ladder only).
  pool_entry TEXT CHECK (pool_entry IN ('hoist', 'ramp'))
) WITHOUT ROWID;

CREATE TABLE accommodation_accessibility (
  accommodation_id INTEGER PRIMARY KEY REFERENCES accommodations(id) ON DELETE CASCADE,
  entrance TEXT NOT NULL CHECK (entrance IN ('level', 'ramp', 'steps')),
  entrance_steps INTEGER NOT NULL DEFAULT 0 CHECK (entrance_steps >= 0),
  -- 1 in N; only with a ramp.
  ramp_gradient INTEGER CHECK (ramp_gradient > 0),
  threshold_cm INTEGER NOT NULL DEFAULT 0 CHECK (threshold_cm >= 0),
  -- The narrowest clear door opening in the unit.
  narrowest_door_cm INTEGER NOT NULL CHECK (narrowest_door_cm > 0),
  shower TEXT NOT NULL CHECK (shower IN ('level-access', 'tray')),
  tray_step_cm INTEGER NOT NULL DEFAULT 0 CHECK (tray_step_cm >= 0),
  grab_rails INTEGER NOT NULL CHECK (grab_rails IN (0, 1)),
  shower_seat INTEGER NOT NULL CHECK (shower_seat IN (0, 1)),
  turning_space_cm INTEGER NOT NULL CHECK (turning_space_cm > 0)
) WITHOUT ROWID;
`
