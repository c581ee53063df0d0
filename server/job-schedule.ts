/**
 * The embedded API's scheduled jobs under `npm start` (issue 20): the payment plan's reminders,
 * run by croner on JOBS_SCHEDULE (default every 15 minutes) in the cluster's primary only (or the
 * one development process), on a database connection of its own. Several containers may run the
 * schedule at once: each run takes the job's lease first (twenty/jobs.ts), so one runs at a time.
 * `npm run jobs` runs the same once (server/jobs.ts).
 */
import { Cron } from 'croner'
import type { Logger } from 'pino'
import type { Env } from '~/lib/env.server'
import { getHostMap } from '~/lib/storefront.server'
import { closeDatabase, openDatabase } from '../twenty/db'
import { runDueJobs } from '../twenty/jobs'
import { mailStorefrontOrigin } from './storefront-origin'

export interface JobSchedule {
  /** The next run, for the start-up log line. */
  nextRun: Date | null
  stop(): void
}

export function startJobSchedule({ env, logger }: { env: Env; logger: Logger }): JobSchedule | null {
  // A real API runs its own jobs; `off` leaves them to an outside scheduler (`npm run jobs`).
  if (env.TWENTY_API_URL || env.JOBS_SCHEDULE === 'off') return null
  const log = logger.child({ module: 'jobs' })
  const database = openDatabase(env.DATABASE_PATH, { migrate: false })
  const storefrontOrigin = mailStorefrontOrigin(env, getHostMap())
  const job = new Cron(
    env.JOBS_SCHEDULE,
    {
      name: 'payment-reminders',
      // A run still busy when the next is due is not started twice in this process.
      protect: true,
      catch: (error: unknown) => log.error({ err: error }, 'scheduled job failed'),
    },
    async () => {
      await runDueJobs(database, { now: new Date(), storefrontOrigin, logger: log })
    },
  )
  log.info({ schedule: env.JOBS_SCHEDULE, nextRun: job.nextRun()?.toISOString() }, 'scheduled jobs started')
  return {
    nextRun: job.nextRun(),
    stop() {
      job.stop()
      closeDatabase(database)
    },
  }
}
