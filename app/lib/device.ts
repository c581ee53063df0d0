/**
 * Device type for layout decisions the server has to make before CSS can (chatbot on desktop
 * only, flag-service context). The server guesses from the user agent; the browser refines it,
 * because iPadOS Safari sends a Mac user agent (SPEC section 9: a Mac with more than 2 touch
 * points is a tablet).
 */
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect, useState } from 'react'

export type DeviceType = 'mobile' | 'tablet' | 'desktop'

// Tablets first: iPad and Android tablets also say "Mobile" in some browsers, and Android
// tablets are Android user agents without "Mobile".
const TABLET = /iPad|Tablet(?! PC)|PlayBook|Silk|Kindle|Nexus (?:7|9|10)\b|SM-T\d|KF[A-Z]{2,4}\b/i
const ANDROID = /Android/i
const MOBILE =
  /iPhone|iPod|Mobile|Opera Mini|Opera Mobi|IEMobile|Windows Phone|BlackBerry|BB10|webOS|Fennec|Minimo|NetFront|UCBrowser.*Mobile/i

/** Guess from a User-Agent header: phones are mobile, iPads and Android tablets tablet. */
export function deviceTypeFromUserAgent(ua: string | null | undefined): DeviceType {
  if (!ua) return 'desktop'
  if (TABLET.test(ua)) return 'tablet'
  if (ANDROID.test(ua)) return /Mobile/i.test(ua) ? 'mobile' : 'tablet'
  if (MOBILE.test(ua)) return 'mobile'
  return 'desktop'
}

export interface NavigatorHints {
  platform?: string
  maxTouchPoints?: number
  userAgent?: string
}

/**
 * Corrects the server's guess in the browser: iPadOS presents itself as a Mac ("MacIntel",
 * "Macintosh"), but a Mac with more than 2 touch points is an iPad.
 */
export function refineDeviceType(serverType: DeviceType, nav: NavigatorHints): DeviceType {
  const isMac = /^Mac/i.test(nav.platform ?? '') || /Macintosh/i.test(nav.userAgent ?? '')
  if (isMac && (nav.maxTouchPoints ?? 0) > 2) return 'tablet'
  return serverType
}

// The root loader's shape as far as this hook needs it (read directly, not through
// storefront.ts, which imports this module's type: no import cycle).
interface RootDeviceData {
  storefront?: { deviceType?: DeviceType }
}

/**
 * The device type: the server's guess during SSR and hydration (so markup matches), refined in
 * the browser after mount.
 */
export function useDeviceType(): DeviceType {
  const serverType = (useRouteLoaderData('root') as RootDeviceData | undefined)?.storefront?.deviceType ?? 'desktop'
  const [deviceType, setDeviceType] = useState<DeviceType>(serverType)
  useEffect(() => {
    setDeviceType(refineDeviceType(serverType, navigator))
  }, [serverType])
  return deviceType
}
