/**
 * Migration 011 (issue 19): what a customer may change in a booking after booking it, and money
 * received apart from money owed.
 *
 * - site_change_policies: a campsite's own rule for changes after booking (twenty/change-rules.ts):
 *   `person-extras` (only extras priced per person may change: the campsite plans the rest ahead)
 *   or `none` (no changes after booking at all). A campsite without a row is `flexible`. The seed
 *   gives every 20th campsite (by id, from the 7th) `person-extras` and every 20th from the 13th
 *   `none`; this migration does the same for a catalogue seeded before it.
 * - payment_rates.paid_minor: what was received for a rate. A rate's `amount_minor` is its share
 *   of the booking's total (the rates always sum to the total); a reduction of a booking that is
 *   paid lowers a paid rate below what was received, and the difference is the customer's credit
 *   (payment status PAID_TOO_MUCH). Paid rates written before this migration received their amount.
 */
export const name = 'booking_changes'

export const sql = /* sql */ `
CREATE TABLE site_change_policies (
  site_id INTEGER PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  policy TEXT NOT NULL CHECK (policy IN ('person-extras', 'none'))
);
INSERT INTO site_change_policies (site_id, policy)
  SELECT id, CASE WHEN id % 20 = 7 THEN 'person-extras' ELSE 'none' END FROM sites WHERE id % 20 IN (7, 13);

ALTER TABLE payment_rates ADD COLUMN paid_minor INTEGER NOT NULL DEFAULT 0 CHECK (paid_minor >= 0);
UPDATE payment_rates SET paid_minor = amount_minor WHERE status = 'paid';
`
