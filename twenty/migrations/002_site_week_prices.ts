/**
 * Migration 002: a campsite's lowest 7-night rent in euros, so listings can show "from" prices
 * in the market's currency. The accommodation price table of a later migration supersedes it.
 */
export const name = 'site_week_prices'

export const sql = /* sql */ `
ALTER TABLE sites ADD COLUMN week_price_eur INTEGER CHECK (week_price_eur IS NULL OR week_price_eur > 0);
-- Databases seeded before this migration get a deterministic price from the row's own facts.
UPDATE sites SET week_price_eur = 280 + stars * 70 + ((id * 7919) % 9) * 15 WHERE week_price_eur IS NULL;
`
