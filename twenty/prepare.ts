/**
 * Preparing the database file before it is served: migrations (openDatabase) and the seed, once.
 */
import { closeDatabase, openDatabase, type TwentyDatabase } from './db'
import { consoleLogger, type TwentyLogger } from './http'
import { countCatalogue, ensureSeeded, readSeedInfo } from './seed'

/** Seeds an empty database (or completes an older seed), and says what it found. */
export function seedOnce(database: TwentyDatabase, scale: number, now: Date, logger: TwentyLogger): void {
  const started = performance.now()
  if (ensureSeeded(database, { scale, now })) {
    logger.info(
      { ...countCatalogue(database), ms: Math.round(performance.now() - started) },
      'seeded the twenty catalogue',
    )
  } else {
    logger.info({ ...readSeedInfo(database) }, 'twenty catalogue present')
  }
}

/**
 * Migrates and seeds the database file once, before any process serves it: the cluster's primary
 * calls this before it starts the workers, which then open the file with `prepareDatabase: false`.
 */
export function prepareTwentyDatabase(options: {
  databasePath: string
  seedScale?: number
  now?: Date
  logger?: TwentyLogger
}): void {
  const database = openDatabase(options.databasePath)
  try {
    seedOnce(database, options.seedScale ?? 1, options.now ?? new Date(), options.logger ?? consoleLogger)
  } finally {
    closeDatabase(database)
  }
}
