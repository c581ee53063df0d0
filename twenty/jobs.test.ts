/**
 * The payment plan's reminders (issue 20): 14 and 3 days before each unpaid rate, exactly once
 * each however often the job runs, and one runner at a time through the lease, also between two
 * connections to one database file (two containers).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays, toIsoDate } from './calendar'
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { dueReminders, REMINDER_JOB, runDueJobs, takeLease } from './jobs'
import { localStorefrontOrigin } from './portal-mail'
import { prepareTwentyDatabase } from './prepare'

const NOW = new Date('2026-11-21T10:00:00Z')
const TODAY = toIsoDate(NOW)
const quiet = { info: () => {}, warn: () => {}, error: console.error }
const dir = mkdtempSync(join(tmpdir(), 'twenty-jobs-'))
const path = join(dir, 'twenty.sqlite')
let one: TwentyDatabase
let two: TwentyDatabase
let booking: { id: number; ref: string; email: string; brand: string }

const options = (now: Date) => ({ now, storefrontOrigin: localStorefrontOrigin(3000), logger: quiet })

beforeAll(() => {
  prepareTwentyDatabase({ databasePath: path, seedScale: 0.05, now: NOW, logger: quiet })
  one = openDatabase(path, { migrate: false })
  two = openDatabase(path, { migrate: false })
  // One booking of the seed with a plan of four rates: due in 10 days (its 14-day reminder is due),
  // in 2 days (its 3-day one), in 30 days (none yet), and one paid (never).
  booking = one.sqlite
    .prepare("SELECT id, ref, email, brand FROM bookings WHERE api_locale = 'de' ORDER BY id LIMIT 1")
    .get() as typeof booking
  // Every other booking's rates are out of the way: this file counts one booking's reminders.
  one.sqlite.prepare("UPDATE payment_rates SET status = 'paid', paid_minor = amount_minor").run()
  one.sqlite.prepare('DELETE FROM payment_rates WHERE booking_id = ?').run(booking.id)
  one.sqlite
    .prepare("UPDATE bookings SET status = 'confirmed', created_at = ? WHERE id = ?")
    .run('2026-09-01T10:00:00Z', booking.id)
  const rate = one.sqlite.prepare(
    'INSERT INTO payment_rates (booking_id, position, amount_minor, due_date, status, paid_minor) VALUES (?, ?, ?, ?, ?, ?)',
  )
  rate.run(booking.id, 1, 30_000, addDays(TODAY, -20), 'paid', 30_000)
  rate.run(booking.id, 2, 20_000, addDays(TODAY, 10), 'pending', 5_000)
  rate.run(booking.id, 3, 10_000, addDays(TODAY, 2), 'pending', 0)
  rate.run(booking.id, 4, 40_000, addDays(TODAY, 30), 'pending', 0)
})

afterAll(() => {
  closeDatabase(one)
  closeDatabase(two)
  rmSync(dir, { recursive: true, force: true })
})

const reminders = () =>
  one.sqlite
    .prepare("SELECT subject, body, link FROM outbox WHERE kind = 'payment-reminder' AND recipient = ? ORDER BY id")
    .all(booking.email) as { subject: string; body: string; link: string }[]

describe('payment reminders', () => {
  it('writes the 14-day and the 3-day reminder once each, however often the job runs', async () => {
    expect(dueReminders(one, NOW).map((due) => [due.position, due.kind])).toEqual([
      [3, 'd3'],
      [2, 'd14'],
    ])
    const first = await runDueJobs(one, options(NOW))
    expect(first).toEqual({ ran: true, reminders: 2 })
    const second = await runDueJobs(one, options(NOW))
    expect(second).toEqual({ ran: true, reminders: 0 })
    const mails = reminders()
    expect(mails).toHaveLength(2)
    // In the booking's language (de), with what is still owed and the payment page to pay it on.
    expect(mails[0]!.subject).toContain(`Erinnerung: Die Zahlung für Buchung ${booking.ref} ist am`)
    expect(mails[0]!.body).toContain('100,00')
    expect(mails[1]!.body).toContain('150,00')
    expect(mails[0]!.link).toBe(
      `${localStorefrontOrigin(3000)(booking.brand, 'de')}/profil/meine-buchungen/${booking.id}/zahlung`,
    )

    // Eight days on: rate 2 is 2 days away (its 3-day reminder), rate 3 is past (nothing more).
    const later = new Date(NOW.getTime() + 8 * 86_400_000)
    expect(await runDueJobs(one, options(later))).toEqual({ ran: true, reminders: 1 })
    expect(await runDueJobs(two, options(later))).toEqual({ ran: true, reminders: 0 })
    expect(reminders()).toHaveLength(3)
    expect(
      one.sqlite
        .prepare(
          'SELECT rate_position, kind FROM payment_reminders WHERE booking_id = ? ORDER BY sent_at, rate_position',
        )
        .all(booking.id),
    ).toEqual([
      { rate_position: 2, kind: 'd14' },
      { rate_position: 3, kind: 'd3' },
      { rate_position: 2, kind: 'd3' },
    ])
  })

  it('deletes the sandbox providers’ sessions after a week', async () => {
    const insert = one.sqlite.prepare(
      "INSERT INTO sandbox_payment_sessions (token, provider, request, created_at) VALUES (?, 'bambora', '{}', ?)",
    )
    insert.run('old-session-token', new Date(NOW.getTime() - 8 * 86_400_000).toISOString())
    insert.run('new-session-token', new Date(NOW.getTime() - 86_400_000).toISOString())
    await runDueJobs(one, options(NOW))
    expect(one.sqlite.prepare('SELECT token FROM sandbox_payment_sessions ORDER BY token').all()).toEqual([
      { token: 'new-session-token' },
    ])
  })

  it('sends nothing for a paid rate or a booking made after the reminder’s day', async () => {
    const now = new Date(NOW.getTime() + 20 * 86_400_000)
    // Rate 4 is due in 10 days from then, but the booking is now said to be made yesterday.
    one.sqlite
      .prepare('UPDATE bookings SET created_at = ? WHERE id = ?')
      .run(new Date(now.getTime() - 86_400_000).toISOString(), booking.id)
    expect(dueReminders(one, now)).toEqual([])
    one.sqlite.prepare('UPDATE bookings SET created_at = ? WHERE id = ?').run('2026-09-01T10:00:00Z', booking.id)
    expect(dueReminders(one, now).map((due) => [due.position, due.kind])).toEqual([[4, 'd14']])
    one.sqlite
      .prepare(
        "UPDATE payment_rates SET status = 'paid', paid_minor = amount_minor WHERE booking_id = ? AND position = 4",
      )
      .run(booking.id)
    expect(dueReminders(one, now)).toEqual([])
  })
})

describe('the job lease', () => {
  it('lets one of two racing runs (two connections, as two containers) run; the other skips', async () => {
    // Something to do, so the run that wins holds the lease while it renders.
    one.sqlite
      .prepare("UPDATE payment_rates SET status = 'pending', paid_minor = 0 WHERE booking_id = ? AND position = 4")
      .run(booking.id)
    const now = new Date(NOW.getTime() + 20 * 86_400_000)
    const results = await Promise.all([runDueJobs(one, options(now)), runDueJobs(two, options(now))])
    expect(results.filter((result) => result.ran)).toHaveLength(1)
    expect(results.reduce((sum, result) => sum + result.reminders, 0)).toBe(1)
    // The lease went back: the next run runs (and finds nothing left to write).
    expect(await runDueJobs(two, options(now))).toEqual({ ran: true, reminders: 0 })
  })

  it('is taken by one UPDATE while free or run out: a holder that died frees it when it expires', () => {
    const at = new Date('2030-01-01T00:00:00Z')
    expect(takeLease(one, 'test-job', 'a', at)).toBe(true)
    expect(takeLease(two, 'test-job', 'b', at)).toBe(false)
    expect(takeLease(two, 'test-job', 'b', new Date(at.getTime() + 5 * 60_000))).toBe(false)
    expect(takeLease(two, 'test-job', 'b', new Date(at.getTime() + 11 * 60_000))).toBe(true)
    expect(one.sqlite.prepare('SELECT holder FROM job_leases WHERE name = ?').get('test-job')).toEqual({ holder: 'b' })
    expect(one.sqlite.prepare('SELECT count(*) AS n FROM job_leases WHERE name = ?').get(REMINDER_JOB)).toEqual({
      n: 1,
    })
  })
})
