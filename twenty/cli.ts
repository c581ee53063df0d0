/**
 * Migrates and seeds the twenty database from the command line:
 *
 *   DATABASE_PATH=./data/twenty.sqlite SEED_SCALE=1 tsx twenty/cli.ts [--reset]
 *
 * `--reset` deletes the database file first (catalogue and newsletter subscriptions alike).
 * Without it, an existing catalogue is kept and only new migrations run.
 */
import { existsSync, rmSync } from 'node:fs'
import { closeDatabase, openDatabase } from './db'
import { countCatalogue, ensureSeeded, MAX_SEED_SCALE, readSeedInfo } from './seed'

function main(argv: string[]): number {
  const unknown = argv.filter((arg) => arg !== '--reset')
  if (unknown.length > 0) {
    console.error(`Unknown argument(s): ${unknown.join(' ')}\nUsage: tsx twenty/cli.ts [--reset]`)
    return 2
  }
  const databasePath = process.env.DATABASE_PATH || './data/twenty.sqlite'
  const scale = Number(process.env.SEED_SCALE || 1)
  if (!(scale > 0 && scale <= MAX_SEED_SCALE)) {
    console.error(`SEED_SCALE must be a number in (0, ${MAX_SEED_SCALE}], got "${process.env.SEED_SCALE}"`)
    return 2
  }

  if (argv.includes('--reset') && databasePath !== ':memory:') {
    // The WAL and shared-memory files belong to the database; a stale WAL would replay old pages.
    for (const file of [databasePath, `${databasePath}-wal`, `${databasePath}-shm`]) {
      if (existsSync(file)) rmSync(file)
    }
    console.log(`Removed ${databasePath}`)
  }

  const started = performance.now()
  const database = openDatabase(databasePath)
  try {
    const seeded = ensureSeeded(database, { scale })
    const seconds = ((performance.now() - started) / 1000).toFixed(2)
    const info = readSeedInfo(database)
    console.log(
      seeded
        ? `Seeded ${databasePath} at scale ${scale} in ${seconds} s`
        : `${databasePath} already holds a catalogue (seed v${info?.seedVersion}, scale ${info?.scale}); use --reset to rebuild it`,
    )
    console.table(countCatalogue(database))
    return 0
  } finally {
    closeDatabase(database)
  }
}

process.exitCode = main(process.argv.slice(2))
