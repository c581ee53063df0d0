import { describe, expect, it } from 'vitest'
import { appEnvironment, mapTileOrigin, parseEnv, sessionSecrets } from '~/lib/env.server'

/** What an operator sets when deploying one Node container, and what the process makes of it. */
describe('parseEnv', () => {
  it('runs with nothing set: development defaults, the embedded API, no trusted proxy', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      TWENTY_TIMEOUT_MS: 8000,
      WORKER_SEMI_SPACE_MB: 64,
      DATABASE_PATH: './data/twenty.sqlite',
      SEED_SCALE: 1,
      LOG_LEVEL: 'info',
      TRUST_PROXY: 0,
      POST_RATE_LIMIT: 60,
      SHED_MAX_IN_FLIGHT: 96,
      SHED_MAX_LAG_MS: 0,
      SHED_RETRY_AFTER_S: 5,
      SHUTDOWN_TIMEOUT_MS: 25_000,
      MAP_TILE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
      // Issue 21: used only with GTM_ID, and after consent.
      GTM_SCRIPT_ORIGIN: 'https://www.googletagmanager.com',
      TRUSTPILOT_SCRIPT_URL: 'https://widget.trustpilot.com/bootstrap/v5/tp.widget.bootstrap.min.js',
      JOBS_SCHEDULE: '*/15 * * * *',
    })
  })

  it('takes a cron expression or off for the scheduled jobs (issue 20), and refuses anything else', () => {
    expect(parseEnv({ JOBS_SCHEDULE: '0 7 * * *' }).JOBS_SCHEDULE).toBe('0 7 * * *')
    expect(parseEnv({ JOBS_SCHEDULE: 'off' }).JOBS_SCHEDULE).toBe('off')
    expect(() => parseEnv({ JOBS_SCHEDULE: 'every hour' })).toThrow(/JOBS_SCHEDULE/)
    expect(() => parseEnv({ BAMBORA_API_URL: 'not a url' })).toThrow(/BAMBORA_API_URL/)
  })

  it('takes a map tile URL template with {z}, {x} and {y}, and refuses anything else', () => {
    expect(parseEnv({ MAP_TILE_URL: 'http://tiles.internal:8080/osm/{z}/{x}/{y}.png' }).MAP_TILE_URL).toBe(
      'http://tiles.internal:8080/osm/{z}/{x}/{y}.png',
    )
    expect(() => parseEnv({ MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}.png' })).toThrow(
      /MAP_TILE_URL: needs \{z\}, \{x\} and \{y\}/,
    )
    expect(() => parseEnv({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' })).toThrow(/MAP_TILE_URL/)
  })

  it("allows images from the map tiles' origin, subdomain templates as a wildcard", () => {
    expect(mapTileOrigin(parseEnv({}))).toBe('https://tile.openstreetmap.org')
    expect(mapTileOrigin({ MAP_TILE_URL: 'https://{s}.tiles.example.com:8443/{z}/{x}/{y}.png' })).toBe(
      'https://*.tiles.example.com:8443',
    )
  })

  it('reads numbers, URLs and choices, and treats an empty value as unset', () => {
    const env = parseEnv({
      NODE_ENV: 'production',
      PORT: '8080',
      SESSION_SECRET: 'new,old',
      TWENTY_API_URL: 'https://api.example.com/api/twenty',
      TWENTY_TIMEOUT_MS: '2500',
      SEED_SCALE: '10',
      TRUST_PROXY: '1',
      POST_RATE_LIMIT: '30',
      NEWSLETTER_RATE_LIMIT: '6',
      LOG_LEVEL: 'warn',
      SENTRY_DSN: '',
    })
    expect(env).toMatchObject({
      NODE_ENV: 'production',
      PORT: 8080,
      TWENTY_API_URL: 'https://api.example.com/api/twenty',
      TWENTY_TIMEOUT_MS: 2500,
      SEED_SCALE: 10,
      TRUST_PROXY: 1,
      POST_RATE_LIMIT: 30,
      NEWSLETTER_RATE_LIMIT: 6,
      LOG_LEVEL: 'warn',
    })
    expect(env.SENTRY_DSN).toBeUndefined()
  })

  it('refuses to start production without a session secret, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: SESSION_SECRET is required in production/,
    )
    expect(() => parseEnv({ NODE_ENV: 'production', SESSION_SECRET: '' })).toThrow(/SESSION_SECRET/)
    expect(() => parseEnv({ NODE_ENV: 'development' })).not.toThrow()
  })

  it('names every bad value at once', () => {
    const attempt = () =>
      parseEnv({ PORT: '99999', TRUST_PROXY: '-1', TWENTY_API_URL: 'not a url', LOG_LEVEL: 'loud', SEED_SCALE: '0' })
    expect(attempt).toThrow(/Invalid environment/)
    for (const name of ['PORT', 'TRUST_PROXY', 'TWENTY_API_URL', 'LOG_LEVEL', 'SEED_SCALE'])
      expect(attempt).toThrow(new RegExp(`  ${name}: `))
  })

  it('bounds trusted proxy hops at 10 and ports at 65535', () => {
    expect(parseEnv({ TRUST_PROXY: '10' }).TRUST_PROXY).toBe(10)
    expect(() => parseEnv({ TRUST_PROXY: '11' })).toThrow(/TRUST_PROXY/)
    expect(parseEnv({ PORT: '65535' }).PORT).toBe(65535)
    expect(() => parseEnv({ PORT: '0' })).toThrow(/PORT/)
  })
})

describe('session secrets and environment name', () => {
  it('rotates secrets: several, newest first, comma separated, blanks ignored', () => {
    expect(sessionSecrets(parseEnv({ SESSION_SECRET: ' new , old ,, ' }))).toEqual(['new', 'old'])
    expect(sessionSecrets(parseEnv({}))).toEqual(['development-only-secret'])
  })

  it('calls a production process production and anything else local, unless told', () => {
    expect(appEnvironment(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }))).toBe('production')
    expect(appEnvironment(parseEnv({}))).toBe('local')
    expect(appEnvironment(parseEnv({ APP_ENVIRONMENT: 'development' }))).toBe('development')
  })
})
