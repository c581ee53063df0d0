import { describe, expect, it } from 'vitest'
import { consentFromForm, consentSetCookie, encodeConsent, parseConsent } from '~/lib/consent.server'
import { chatbotEnabled, isTagManagerId, parseEnv, tagManagerId } from '~/lib/env.server'
import { translatorFor } from '~/lib/i18n.server'
import { RequestSession, VISITOR_COOKIE_MAX_AGE_S } from '~/lib/session.server'
import { thirdPartiesFor, thirdPartyOrigins } from '~/lib/third-parties.server'
import { BRAND_IDS, BRANDS } from '../market-config/brands'
import { marketConfiguration } from '../market-config/configuration'
import { MARKET_CODES, MARKETS } from '../market-config/markets'

const choice = { necessary: true, analytics: false, marketing: true, v: 1, at: 1767225600000 } as const

describe('the cookie-consent cookie (issue 21)', () => {
  it('reads a choice written as URL-encoded JSON', () => {
    expect(parseConsent(encodeConsent(choice))).toEqual(choice)
    expect(parseConsent(encodeURIComponent(JSON.stringify({ ...choice, analytics: true })))?.analytics).toBe(true)
  })

  it('counts garbage, old versions and half choices as no choice', () => {
    const encoded = (value: unknown) => encodeURIComponent(JSON.stringify(value))
    for (const value of [
      '',
      'yes',
      '%7B',
      '%E0%A4%A',
      encoded(null),
      encoded([true, false]),
      encoded({ ...choice, v: 2 }),
      encoded({ ...choice, necessary: false }),
      encoded({ necessary: true, analytics: true, v: 1, at: 1 }),
      encoded({ ...choice, marketing: 'true' }),
      encoded({ ...choice, at: -5 }),
      'x'.repeat(600),
    ])
      expect(parseConsent(value), value.slice(0, 40)).toBeNull()
    expect(parseConsent(null)).toBeNull()
    expect(parseConsent(undefined)).toBeNull()
  })

  it("turns the forms' buttons into a choice: accept all, reject all, or the ticked boxes", () => {
    const form = (entries: Record<string, string>) => {
      const data = new FormData()
      for (const [key, value] of Object.entries(entries)) data.set(key, value)
      return data
    }
    expect(consentFromForm(form({ intent: 'accept' }), 5)).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      v: 1,
      at: 5,
    })
    // Ticked boxes do not count when rejecting all.
    expect(consentFromForm(form({ intent: 'reject', analytics: 'on' }), 5)).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      v: 1,
      at: 5,
    })
    expect(consentFromForm(form({ intent: 'save', marketing: 'on' }), 5)).toMatchObject({
      analytics: false,
      marketing: true,
    })
    expect(consentFromForm(form({ intent: 'save' }), 5)).toMatchObject({ analytics: false, marketing: false })
    expect(consentFromForm(form({ intent: 'maybe' }))).toBeNull()
    expect(consentFromForm(form({}))).toBeNull()
    expect(consentFromForm(form({ intent: 'save', analytics: 'yes please' }))).toBeNull()
  })

  it('keeps the choice for 365 days, site-wide, readable by scripts', () => {
    const header = consentSetCookie(choice, true)
    expect(header).toMatch(/^cookie-consent=%7B%22necessary%22%3Atrue/)
    expect(header).toContain('Max-Age=31536000')
    expect(header).toContain('Path=/')
    expect(header).toContain('Secure')
    expect(header).not.toContain('HttpOnly')
  })

  it('is part of the one session: read from the request, written with the answer', async () => {
    const session = await RequestSession.fromRequest(
      new Request('http://uk.localhost/', { headers: { Cookie: `other=1; cookie-consent=${encodeConsent(choice)}` } }),
    )
    expect(session.consent).toEqual(choice)
    expect(await session.commit()).toEqual([])
    session.consent = { ...choice, marketing: false }
    expect((await session.commit()).join('\n')).toContain('%22marketing%22%3Afalse')
  })

  it('gives a browser a visitor id for 34,560,000 s, once, and keeps the one it has', async () => {
    const fresh = await RequestSession.fromRequest(new Request('http://uk.localhost/'))
    expect(fresh.visitorId).toBeNull()
    const id = fresh.startVisitor()
    expect(fresh.startVisitor()).toBe(id)
    const [cookie] = await fresh.commit()
    expect(cookie).toBe(`visitorId=${id}; Max-Age=${VISITOR_COOKIE_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax`)
    expect(VISITOR_COOKIE_MAX_AGE_S).toBe(34_560_000)
    const back = await RequestSession.fromRequest(
      new Request('http://uk.localhost/', { headers: { Cookie: `visitorId=${id}` } }),
    )
    expect(back.startVisitor()).toBe(id)
    expect(await back.commit()).toEqual([])
    // A value we could not have made is replaced.
    const odd = await RequestSession.fromRequest(
      new Request('http://uk.localhost/', { headers: { Cookie: 'visitorId=<x>' } }),
    )
    expect(odd.visitorId).toBeNull()
  })
})

describe('the tag-manager id (SPEC section 5)', () => {
  it('is GTM- or G- followed by upper-case letters and digits', () => {
    for (const id of ['GTM-ABC123', 'GTM-K9', 'G-XYZ9876', 'G-1']) expect(isTagManagerId(id), id).toBe(true)
    for (const id of [
      '',
      'GTM-',
      'G-',
      'gtm-ABC123',
      'GTM-abc123',
      'UA-12345-1',
      'GTM-AB C',
      'GTM-ABC_1',
      'XGTM-ABC',
      'GTM-ABC123\n',
      'AW-123',
    ])
      expect(isTagManagerId(id), JSON.stringify(id)).toBe(false)
  })

  it('leaves an invalid GTM_ID unloaded: no tag manager, no host in the CSP', () => {
    const invalid = parseEnv({ GTM_ID: 'gtm-lower' })
    expect(tagManagerId(invalid)).toBeNull()
    expect(thirdPartiesFor({ brand: BRANDS.default }, invalid).tagManager).toBeNull()
    expect(thirdPartyOrigins(invalid).script).not.toContain('https://www.googletagmanager.com')
    const valid = parseEnv({ GTM_ID: 'GTM-ABC123' })
    expect(thirdPartiesFor({ brand: BRANDS.default }, valid).tagManager).toEqual({
      id: 'GTM-ABC123',
      origin: 'https://www.googletagmanager.com',
    })
    expect(thirdPartyOrigins(valid).script).toContain('https://www.googletagmanager.com')
    expect(
      thirdPartyOrigins(parseEnv({ GTM_ID: 'G-ABC', GTM_SCRIPT_ORIGIN: 'http://127.0.0.1:9999' })).connect,
    ).toEqual(['http://127.0.0.1:9999'])
  })
})

describe('the chatbot (SPEC sections 1 and 6)', () => {
  it('runs outside production always, in production only when enabled', () => {
    expect(chatbotEnabled(parseEnv({ NODE_ENV: 'development' }))).toBe(true)
    expect(chatbotEnabled(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }))).toBe(false)
    expect(chatbotEnabled(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's', CHATBOT_ENABLED: '1' }))).toBe(true)
    expect(
      chatbotEnabled(parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's', APP_ENVIRONMENT: 'development' })),
    ).toBe(true)
  })

  it("is Vacanceselect's only, with its script, or a stand-in outside production", () => {
    const development = parseEnv({ NODE_ENV: 'development' })
    for (const brand of BRAND_IDS)
      expect(thirdPartiesFor({ brand: BRANDS[brand] }, development).chatbot !== null, brand).toBe(
        brand === 'vacanceselect',
      )
    expect(thirdPartiesFor({ brand: BRANDS.vacanceselect }, development).chatbot).toEqual({
      scriptUrl: null,
      standIn: true,
    })
    const production = parseEnv({
      NODE_ENV: 'production',
      SESSION_SECRET: 's',
      CHATBOT_ENABLED: '1',
      CHATBOT_SCRIPT_URL: 'https://chat.example/bot.js',
    })
    expect(thirdPartiesFor({ brand: BRANDS.vacanceselect }, production).chatbot).toEqual({
      scriptUrl: 'https://chat.example/bot.js',
      standIn: false,
    })
    expect(thirdPartyOrigins(production).script).toContain('https://chat.example')
    expect(
      thirdPartiesFor({ brand: BRANDS.vacanceselect }, parseEnv({ NODE_ENV: 'production', SESSION_SECRET: 's' }))
        .chatbot,
    ).toBeNull()
  })
})

describe('safety, payment and trust marks of every market and brand (SPEC sections 3 and 9)', () => {
  const national: Record<string, string[]> = {
    uk: ['safety.abta', 'safety.atol'],
    ie: ['safety.car', 'safety.itaa'],
    nl: ['safety.sgr', 'safety.anvr'],
    'nl-be': ['safety.garantiefonds'],
    fr: ['safety.apst'],
    de: ['safety.drv'],
    'de-ch': ['safety.garantiefonds-ch'],
    'de-at': ['safety.oerv'],
    it: ['safety.fiavet'],
  }
  for (const brand of BRAND_IDS)
    for (const market of BRANDS[brand].markets)
      it(`${brand} in ${market}`, () => {
        const { safetyIcons, trustpilot, currency } = marketConfiguration(brand, market)
        expect(currency).toBe(MARKETS[market].currency)
        expect(safetyIcons.paymentList.map((i) => i.labelKey)).toEqual(
          market === 'nl'
            ? ['payment.visa', 'payment.mastercard', 'payment.ideal']
            : ['payment.visa', 'payment.mastercard'],
        )
        expect(safetyIcons.footerCenter.map((i) => i.labelKey)).toEqual(national[market])
        expect(safetyIcons.headerRight.map((i) => i.labelKey)).toEqual(national[market]!.slice(0, 1))
        expect(safetyIcons.securityList.map((i) => i.labelKey)).toEqual(['safety.secure-payment'])
        if (brand === 'vacanceselect' || brand === 'default') {
          expect(trustpilot?.businessUnitId).toMatch(/^[0-9a-f]{24}$/)
          expect(trustpilot?.businessUnitId).toBe(MARKETS[market].trustpilotBusinessId)
          expect(trustpilot?.reviewUrl).toMatch(
            new RegExp(`^https://[a-z-]+\\.trustpilot\\.com/review/${MARKETS[market].domain}$`),
          )
          expect(safetyIcons.trust.map((i) => i.labelKey)).toEqual(['safety.reviews'])
        } else {
          // Another brand's reviews are not theirs to show.
          expect(trustpilot).toBeNull()
          expect(safetyIcons.trust).toEqual([])
        }
      })

  it('gives every market a business unit of its own', () => {
    const ids = MARKET_CODES.map((market) => MARKETS[market].trustpilotBusinessId)
    expect(new Set(ids).size).toBe(MARKET_CODES.length)
  })
})

describe('the consent namespace', () => {
  it('writes "ss" for "ß" in Swiss German', () => {
    expect(translatorFor('de', 'consent')('chatbot.close')).toBe('Chat schließen')
    expect(translatorFor('de-CH', 'consent')('chatbot.close')).toBe('Chat schliessen')
    expect(translatorFor('de-CH', 'consent')('banner.text')).not.toContain('ß')
  })
})
