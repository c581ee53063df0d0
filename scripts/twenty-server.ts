/**
 * The embedded twenty API on its own, as a separate service (`PORT`, `DATABASE_PATH`): what a
 * storefront with `TWENTY_API_URL` talks to. The reliability suite runs it behind a fault proxy
 * to make the API unreachable or slow (issue 22); it is also a way to try a storefront against a
 * "real" API locally: `PORT=3300 npx tsx scripts/twenty-server.ts`, then
 * `TWENTY_API_URL=http://127.0.0.1:3300/api/twenty npm start`.
 */
import express from 'express'
import pino from 'pino'
import { createTwentyApi } from '../twenty/router'

const port = Number(process.env.PORT ?? 3300)
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' })
const api = createTwentyApi({
  databasePath: process.env.DATABASE_PATH ?? './data/twenty.sqlite',
  seedScale: Number(process.env.SEED_SCALE ?? 1),
  logger,
  // One storefront calls from one address: its own per-client limits are what count.
  accountLimits: { perClient: { limit: 100_000, windowMs: 60_000 } },
})
const app = express()
app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }))
app.use('/api/twenty', api.router)
const server = app.listen(port, '127.0.0.1', () => logger.info({ port }, 'twenty API listening'))
const stop = () => server.close(() => (api.close(), process.exit(0)))
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
