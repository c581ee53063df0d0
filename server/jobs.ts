/**
 * `npm run jobs`: runs the embedded API's due jobs (payment reminders) once and exits, for a
 * scheduler outside the app (a Kubernetes CronJob) or by hand. Safe beside `npm start` and other
 * containers: the job's lease lets one run at a time (twenty/jobs.ts). Exits 0 when it ran or
 * another holder was running it, 1 on a failure.
 */
import { getEnv } from '~/lib/env.server'
import { getHostMap } from '~/lib/storefront.server'
import { closeDatabase, openDatabase } from '../twenty/db'
import { runDueJobs } from '../twenty/jobs'
import { createLogger } from './request-context'
import { mailStorefrontOrigin } from './storefront-origin'

const env = getEnv()
const logger = createLogger(env.LOG_LEVEL, { role: 'jobs' })
if (env.TWENTY_API_URL) {
  logger.info('TWENTY_API_URL is set: the real twenty API runs its own jobs')
  process.exit(0)
}
const database = openDatabase(env.DATABASE_PATH)
try {
  const result = await runDueJobs(database, {
    now: new Date(),
    storefrontOrigin: mailStorefrontOrigin(env, getHostMap()),
    logger,
  })
  logger.info(result, result.ran ? 'jobs done' : 'jobs skipped: another process is running them')
  closeDatabase(database)
  process.exit(0)
} catch (error) {
  logger.error({ err: error }, 'jobs failed')
  closeDatabase(database)
  process.exit(1)
}
