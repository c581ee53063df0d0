/**
 * Migration 008 (issue 17): money on site in the campsite's currency, mails with an HTML part,
 * content pages with translated slugs.
 *
 * - fees.currency: the currency a fee row's `amount_cents` is in (minor units). Fees paid with
 *   the booking are ours and stay in euro cents; a fee paid at the campsite is the campsite's own
 *   charge, in the campsite's currency, and is never converted (decision 019). Danish campsites
 *   charge in kroner: their existing on-site rows become DKK at the fixed peg (7.46), rounded to
 *   whole 50 kroner.
 * - booking_details.pay_on_site_currency: the currency of the booking's on-site lines and of
 *   `pay_on_site_minor`. Bookings written before this migration had their on-site amounts
 *   converted into the booking's currency; they are recomputed here from the campsite's fees.
 * - outbox.html: the HTML part of a mail (`body` stays its plain-text part).
 * - tagged_page_translations.slug: the page's path segment in that language (`/kontakt`);
 *   the English one is the page's own slug. Old English paths on other languages' sites
 *   redirect to the translated one (decision 020).
 * - FAQ and terms texts: rewritten to agree with the product (check-in and check-out per campsite,
 *   the three payment kinds, the cancellation terms, money paid on site); updated here too.
 */
import { TAGGED_PAGES, TAGGED_PAGE_SLUGS } from '../tagged-pages-data'

export const name = 'site_money_mail_html_page_slugs'

// The slugs as they were when this migration shipped come from the seed's own table; a later
// change of a slug needs a migration of its own.

const pageSlugUpdates = Object.entries(TAGGED_PAGE_SLUGS)
  .flatMap(([slug, slugs]) =>
    Object.entries(slugs).map(
      ([language, translated]) =>
        `UPDATE tagged_page_translations SET slug = '${translated}' WHERE language = '${language}' AND page_id = (SELECT id FROM tagged_pages WHERE slug = '${slug}');`,
    ),
  )
  .join('\n')

// The FAQ and the terms now say what the product does (check-in and check-out per campsite, the
// three payment kinds, the cancellation terms, money on site): databases seeded before get the texts.
const quote = (text: string) => `'${text.replace(/'/g, "''")}'`
const pageTextUpdates = TAGGED_PAGES.filter((page) => page.slug === 'faq' || page.slug === 'terms-and-conditions')
  .flatMap((page) =>
    Object.entries(page.body).map(
      ([language, body]) =>
        `UPDATE tagged_page_translations SET body = ${quote(body)} WHERE language = '${language}' AND page_id = (SELECT id FROM tagged_pages WHERE slug = '${page.slug}');`,
    ),
  )
  .join('\n')

export const sql = /* sql */ `
ALTER TABLE fees ADD COLUMN currency TEXT NOT NULL DEFAULT 'EUR' CHECK (currency IN ('EUR', 'CHF', 'DKK', 'GBP'));
UPDATE fees SET currency = 'DKK', amount_cents = MAX(5000, CAST(ROUND(amount_cents * 7.46 / 5000.0) AS INTEGER) * 5000)
  WHERE pay_on_site = 1 AND site_id IN (SELECT s.id FROM sites s JOIN countries c ON c.id = s.country_id WHERE c.code = 'DK');

ALTER TABLE booking_details ADD COLUMN pay_on_site_currency TEXT CHECK (pay_on_site_currency IN ('EUR', 'CHF', 'DKK', 'GBP'));
UPDATE booking_lines SET amount_minor = (
    SELECT CAST(ROUND(f.amount_cents * booking_lines.quantity) AS INTEGER) FROM fees f JOIN bookings b ON b.site_id = f.site_id
    WHERE b.id = booking_lines.booking_id AND f.fee_type_id = booking_lines.fee_type_id AND f.pay_on_site = 1)
  WHERE pay_on_site = 1 AND EXISTS (
    SELECT 1 FROM fees f JOIN bookings b ON b.site_id = f.site_id
    WHERE b.id = booking_lines.booking_id AND f.fee_type_id = booking_lines.fee_type_id AND f.pay_on_site = 1);
UPDATE booking_details SET
  pay_on_site_minor = (SELECT COALESCE(SUM(l.amount_minor), 0) FROM booking_lines l WHERE l.booking_id = booking_details.booking_id AND l.pay_on_site = 1),
  pay_on_site_currency = COALESCE(
    (SELECT f.currency FROM fees f JOIN bookings b ON b.site_id = f.site_id WHERE b.id = booking_details.booking_id AND f.pay_on_site = 1 LIMIT 1),
    'EUR');

ALTER TABLE outbox ADD COLUMN html TEXT;

ALTER TABLE tagged_page_translations ADD COLUMN slug TEXT;
${pageSlugUpdates}
${pageTextUpdates}
UPDATE tagged_page_translations SET slug = (SELECT slug FROM tagged_pages WHERE id = page_id) WHERE slug IS NULL;
CREATE UNIQUE INDEX tagged_page_translations_slug ON tagged_page_translations(language, slug);
`
