import { chromium } from '@playwright/test'
const [,, url, out, width = '1280', js = '1', action = ''] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] })
const ctx = await browser.newContext({ viewport: { width: Number(width), height: 900 }, javaScriptEnabled: js === '1', isMobile: Number(width) < 600, hasTouch: Number(width) < 600 })
const page = await ctx.newPage()
page.on('console', m => { if (m.type() === 'error') console.log('console:', m.text()) })
page.on('pageerror', e => console.log('pageerror:', e.message))
await page.goto(url)
if (js === '1') await page.waitForFunction(() => window.__remixRouter?.state?.initialized).catch(() => console.log('no hydration'))
if (action) { await eval(action) }
await page.waitForTimeout(500)
await page.screenshot({ path: out, fullPage: action === '' })
await browser.close()
