import { describe, expect, it } from 'vitest'
import { deviceTypeFromUserAgent, refineDeviceType } from './device'

const UA = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPhoneChrome:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  samsungPhone:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  firefoxAndroidPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  galaxyTab:
    'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  firefoxAndroidTablet: 'Mozilla/5.0 (Android 14; Tablet; rv:127.0) Gecko/127.0 Firefox/127.0',
  kindleFire:
    'Mozilla/5.0 (Linux; Android 9; KFMAWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.3.1 like Chrome/126.0.6478.71 Safari/537.36',
  iPadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  // iPadOS 13+ Safari asks for the desktop site: indistinguishable from a Mac on the server.
  iPadDesktopMode:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsEdge:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
  googlebotSmartphone:
    'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  googlebotDesktop: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
} as const

describe('deviceTypeFromUserAgent', () => {
  it.each([
    ['iPhone', 'mobile'],
    ['iPhoneChrome', 'mobile'],
    ['androidPhone', 'mobile'],
    ['samsungPhone', 'mobile'],
    ['firefoxAndroidPhone', 'mobile'],
    ['googlebotSmartphone', 'mobile'],
    ['androidTablet', 'tablet'],
    ['galaxyTab', 'tablet'],
    ['firefoxAndroidTablet', 'tablet'],
    ['kindleFire', 'tablet'],
    ['iPadOld', 'tablet'],
    ['iPadDesktopMode', 'desktop'],
    ['macSafari', 'desktop'],
    ['macChrome', 'desktop'],
    ['windowsChrome', 'desktop'],
    ['windowsEdge', 'desktop'],
    ['linuxFirefox', 'desktop'],
    ['googlebotDesktop', 'desktop'],
  ] as const)('%s -> %s', (name, expected) => {
    expect(deviceTypeFromUserAgent(UA[name])).toBe(expected)
  })

  it('treats a missing or empty user agent as desktop', () => {
    expect(deviceTypeFromUserAgent(null)).toBe('desktop')
    expect(deviceTypeFromUserAgent('')).toBe('desktop')
  })

  it('does not take a Windows "Tablet PC" token for a tablet', () => {
    expect(deviceTypeFromUserAgent('Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 6.1; Tablet PC 2.0)')).toBe('desktop')
  })
})

describe('refineDeviceType', () => {
  it('turns a Mac with more than 2 touch points into a tablet (iPadOS)', () => {
    expect(
      refineDeviceType('desktop', { platform: 'MacIntel', maxTouchPoints: 5, userAgent: UA.iPadDesktopMode }),
    ).toBe('tablet')
    expect(refineDeviceType('desktop', { userAgent: UA.iPadDesktopMode, maxTouchPoints: 5 })).toBe('tablet')
  })

  it('keeps a real Mac (no or few touch points) a desktop', () => {
    expect(refineDeviceType('desktop', { platform: 'MacIntel', maxTouchPoints: 0, userAgent: UA.macSafari })).toBe(
      'desktop',
    )
    expect(refineDeviceType('desktop', { platform: 'MacIntel', maxTouchPoints: 2 })).toBe('desktop')
    expect(refineDeviceType('desktop', { platform: 'MacIntel' })).toBe('desktop')
  })

  it('leaves other platforms as the server saw them', () => {
    expect(refineDeviceType('desktop', { platform: 'Win32', maxTouchPoints: 10, userAgent: UA.windowsChrome })).toBe(
      'desktop',
    )
    expect(refineDeviceType('mobile', { platform: 'iPhone', maxTouchPoints: 5, userAgent: UA.iPhone })).toBe('mobile')
    expect(refineDeviceType('tablet', { platform: 'Linux armv8l', maxTouchPoints: 5 })).toBe('tablet')
  })
})
