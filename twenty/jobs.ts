/**
 * Scheduled jobs of the embedded API (issue 20): the payment plan's reminders. `npm start` runs
 * them on a schedule (croner, in the cluster's primary: server/job-schedule.ts) and `npm run jobs`
 * runs them once; several containers may do so at once, so each run first takes a lease
 * (`job_leases`, migration 012) with one UPDATE ... WHERE expires_at < now: one holder at a time,
 * and a holder that died frees it when the lease runs out.
 *
 * Reminders: a mail 14 days and 3 days before each unpaid rate's due date (`payment-reminder`),
 * exactly once each: the `payment_reminders` row (UNIQUE booking, rate, kind and due date) and the
 * outbox row are written in one transaction, and only when the row was not there yet. A run that
 * missed a day catches up while the due date is still ahead; a booking made after a reminder's
 * day gets no such reminder (it was just confirmed).
 */
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { addDays, daysBetween, toIsoDate } from './calendar'
import type { TwentyDatabase } from './db'
import type { TwentyLogger } from './http'
import { isApiLocale } from './locales'
import { renderPaymentReminder } from './payment-mails'
import type { StorefrontOrigin } from './portal-mail'

/** The reminders before a due date, in days. */
export const REMINDER_DAYS = { d14: 14, d3: 3 } as const
export type ReminderKind = keyof typeof REMINDER_DAYS

/** How long a run may hold the lease (a run takes seconds; a dead holder's lease runs out). */
export const JOB_LEASE_MS = 10 * 60_000
export const REMINDER_JOB = 'payment-reminders'

/** Who holds a lease: this machine and process, and a random part (two runs in one process). */
export const newLeaseHolder = () => `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`

/** Takes the job's lease when it is free or ran out; false when another holder has it. */
export function takeLease(
  database: TwentyDatabase,
  name: string,
  holder: string,
  now: Date,
  ttlMs = JOB_LEASE_MS,
): boolean {
  const { sqlite } = database
  sqlite.prepare("INSERT OR IGNORE INTO job_leases (name, holder, expires_at) VALUES (?, '', '')").run(name)
  return (
    sqlite
      .prepare('UPDATE job_leases SET holder = ?, expires_at = ? WHERE name = ? AND expires_at < ?')
      .run(holder, new Date(now.getTime() + ttlMs).toISOString(), name, now.toISOString()).changes === 1
  )
}

/** Gives the lease back (only its holder can): free at once, whatever the clocks say. */
export function releaseLease(database: TwentyDatabase, name: string, holder: string): void {
  database.sqlite.prepare("UPDATE job_leases SET expires_at = '' WHERE name = ? AND holder = ?").run(name, holder)
}

export interface JobOptions {
  now: Date
  storefrontOrigin: StorefrontOrigin
  logger: TwentyLogger
}

interface DueRate {
  booking_id: number
  position: number
  owed: number
  due_date: string
  brand: string
  api_locale: string
  created_at: string
}

/** The reminders due today that were not written yet: rate, kind. */
export function dueReminders(database: TwentyDatabase, now: Date): (DueRate & { kind: ReminderKind })[] {
  const today = toIsoDate(now)
  const rows = database.sqlite
    .prepare(
      `SELECT r.booking_id, r.position, r.amount_minor - r.paid_minor AS owed, r.due_date, b.brand, b.api_locale, b.created_at
       FROM payment_rates r JOIN bookings b ON b.id = r.booking_id
       WHERE r.status = 'pending' AND r.amount_minor > r.paid_minor AND b.status = 'confirmed'
         AND r.due_date >= ? AND r.due_date <= ?
       ORDER BY r.due_date, r.booking_id, r.position`,
    )
    .all(today, addDays(today, REMINDER_DAYS.d14)) as DueRate[]
  const sent = database.sqlite.prepare(
    'SELECT 1 FROM payment_reminders WHERE booking_id = ? AND rate_position = ? AND kind = ? AND due_date = ?',
  )
  return rows.flatMap((row) => {
    const kind: ReminderKind = daysBetween(today, row.due_date) <= REMINDER_DAYS.d3 ? 'd3' : 'd14'
    const reminderDay = addDays(row.due_date, -REMINDER_DAYS[kind])
    // Booked after the reminder's day: the confirmation said it all.
    if (row.created_at.slice(0, 10) > reminderDay) return []
    if (sent.get(row.booking_id, row.position, kind, row.due_date)) return []
    return [{ ...row, kind }]
  })
}

/** Writes the due reminders, each once; returns how many were written. */
export async function sendDueReminders(database: TwentyDatabase, options: JobOptions): Promise<number> {
  const { sqlite } = database
  const remember = sqlite.prepare(
    'INSERT OR IGNORE INTO payment_reminders (booking_id, rate_position, kind, due_date, sent_at) VALUES (?, ?, ?, ?, ?)',
  )
  const outbox = sqlite.prepare(
    'INSERT INTO outbox (brand, api_locale, recipient, kind, subject, body, html, link, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  let written = 0
  for (const due of dueReminders(database, options.now)) {
    if (!isApiLocale(due.api_locale)) continue
    const mail = await renderPaymentReminder(
      database,
      {
        brand: due.brand,
        apiLocale: due.api_locale,
        now: options.now,
        storefrontOrigin: options.storefrontOrigin,
      },
      due.booking_id,
      { index: due.position, outstandingMinor: due.owed, dueDate: due.due_date },
    )
    if (!mail) continue
    const stamp = options.now.toISOString()
    const wrote = sqlite.transaction(() => {
      if (remember.run(due.booking_id, due.position, due.kind, due.due_date, stamp).changes !== 1) return false
      outbox.run(
        mail.brand,
        mail.apiLocale,
        mail.recipient.trim().toLowerCase(),
        mail.kind,
        mail.subject,
        mail.body,
        mail.html ?? null,
        mail.link ?? null,
        stamp,
      )
      return true
    })
    if (wrote.immediate()) written++
  }
  if (written > 0) options.logger.info({ written }, 'payment reminders written')
  return written
}

/** The sandbox providers' sessions are kept a week (a tester may look back), then deleted. */
export const SANDBOX_SESSION_KEEP_MS = 7 * 86_400_000

/** Deletes the sandbox providers' old sessions (migration 013); returns how many. */
export function pruneSandboxSessions(database: TwentyDatabase, now: Date): number {
  return database.sqlite
    .prepare('DELETE FROM sandbox_payment_sessions WHERE created_at < ?')
    .run(new Date(now.getTime() - SANDBOX_SESSION_KEEP_MS).toISOString()).changes
}

/**
 * Runs the due jobs once, under the lease: `{ran: false}` when another holder runs them now.
 * What `npm run jobs` and the schedule call.
 */
export async function runDueJobs(
  database: TwentyDatabase,
  options: JobOptions & { holder?: string },
): Promise<{ ran: boolean; reminders: number }> {
  const holder = options.holder ?? newLeaseHolder()
  if (!takeLease(database, REMINDER_JOB, holder, options.now)) {
    options.logger.info({ job: REMINDER_JOB }, 'job skipped: another process holds its lease')
    return { ran: false, reminders: 0 }
  }
  try {
    const reminders = await sendDueReminders(database, options)
    pruneSandboxSessions(database, options.now)
    return { ran: true, reminders }
  } finally {
    releaseLease(database, REMINDER_JOB, holder)
  }
}
