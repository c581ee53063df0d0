import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { MARKETS, type Language, type MarketCode } from '../market-config/markets'

export const PORT = 3100

/** The storefront of a market on its own host, e.g. http://de-ch.localhost:3100. */
export const marketUrl = (market: MarketCode, pathname = '/') => `http://${market}.localhost:${PORT}${pathname}`

type Messages = Record<string, unknown>
const cache = new Map<string, Messages>()

/** A translated string from locales/, so tests follow the copy instead of hard-coding it. */
export function message(language: Language, key: string, namespace = 'common'): string {
  const file = `${language}/${namespace}`
  let messages = cache.get(file)
  if (!messages) {
    messages = JSON.parse(readFileSync(fileURLToPath(new URL(`../locales/${file}.json`, import.meta.url)), 'utf8')) as Messages
    cache.set(file, messages)
  }
  const value = key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages)
  if (typeof value !== 'string') throw new Error(`missing translation ${file}:${key}`)
  return value
}

/** A currency sign as Intl writes it for the market (£, €, CHF). */
export function currencySign(market: MarketCode): string {
  const { currency, currencyFormatterCode } = MARKETS[market]
  const parts = new Intl.NumberFormat(currencyFormatterCode, { style: 'currency', currency }).formatToParts(1)
  return parts.find((part) => part.type === 'currency')!.value
}

/** With JavaScript on, wait until Remix has hydrated before interacting. */
export async function ready(page: Page, javaScriptEnabled: boolean | undefined): Promise<void> {
  if (javaScriptEnabled === false) return
  await page.waitForFunction(() => (window as unknown as { __remixRouter?: { state?: { initialized?: boolean } } }).__remixRouter?.state?.initialized === true)
}
