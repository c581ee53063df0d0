/**
 * Opens the twenty SQLite database: better-sqlite3 (WAL, foreign keys on), numbered migrations,
 * and a typed Kysely instance over the same connection.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import { MIGRATIONS, type Migration } from './migrations/index'
import type { TwentySchema } from './schema'

export interface TwentyDatabase {
  /** The raw connection: synchronous work (migrations, seeding, hot lookups). */
  sqlite: Database.Database
  /** Typed queries over the same connection. */
  db: Kysely<TwentySchema>
}

const IN_MEMORY = ':memory:'

/**
 * Opens (creating if needed) and migrates the database at `path`; `':memory:'` for tests.
 * `migrate: false` for a process whose file another one migrated (the cluster's workers).
 */
export function openDatabase(path: string, options: { migrate?: boolean } = {}): TwentyDatabase {
  if (path !== IN_MEMORY && path !== '') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new Database(path)
  // WAL lets readers run while the newsletter writes; in-memory databases ignore it.
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 5000')
  if (options.migrate ?? true) migrate(sqlite)
  // Kysely prepares every query it runs: it gets the connection's statement cache.
  const db = new Kysely<TwentySchema>({
    dialect: new SqliteDialect({
      database: { prepare: (sql: string) => statement(sqlite, sql), close: () => sqlite.close() },
    }),
  })
  return { sqlite, db }
}

/** Distinct SQL texts kept prepared per connection (Kysely's `IN (?, ?, ...)` lists vary in length). */
export const STATEMENT_CACHE_SIZE = 500

const statementCaches = new WeakMap<Database.Database, Map<string, Database.Statement>>()

/**
 * The connection's prepared statement for a SQL text, prepared once: Kysely prepares every query
 * it runs, and the API's lookups did so inline (`prepare` was 1-3 % of a page's CPU under load,
 * decision 032). Least recently used texts leave first. Callers share the statement, so they use
 * it as it is: one that needs `pluck()` or `raw()` prepares its own with `sqlite.prepare`. A
 * statement still busy iterating is never handed out twice.
 */
export function statement(sqlite: Database.Database, sql: string): Database.Statement {
  let cache = statementCaches.get(sqlite)
  if (!cache) statementCaches.set(sqlite, (cache = new Map<string, Database.Statement>()))
  let prepared = cache.get(sql)
  if (prepared && !prepared.busy) {
    // Most recently used last: the first key is the one to drop.
    cache.delete(sql)
    cache.set(sql, prepared)
    return prepared
  }
  prepared = sqlite.prepare(sql)
  if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!)
  cache.set(sql, prepared)
  return prepared
}

/**
 * Closes the connection. Synchronous on purpose (the host closes it on shutdown); Kysely queries
 * made afterwards fail with better-sqlite3's "not open" error.
 */
export function closeDatabase(database: TwentyDatabase): void {
  if (database.sqlite.open) database.sqlite.close()
}

/**
 * Applies every migration newer than the recorded ones, each in its own transaction together with
 * its `schema_migrations` row, so a failed migration leaves no half-built schema behind.
 * Returns the versions applied.
 */
export function migrate(sqlite: Database.Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  sqlite.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`)
  const applied = new Set(
    (sqlite.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map((row) => row.version),
  )
  const record = sqlite.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)')
  const done: number[] = []
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (applied.has(migration.version)) continue
    sqlite.transaction(() => {
      sqlite.exec(migration.sql)
      record.run(migration.version, migration.name, new Date().toISOString())
    })()
    done.push(migration.version)
  }
  return done
}
