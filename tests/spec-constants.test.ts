import { describe, expect, it } from 'vitest'
import { ROUTE_CHANGE_DELAY_MS } from '~/components/layout/Chrome'
import { COUNTRY_IMAGE, LOGO_IMAGE } from '~/components/ui/Image'
import { POPULAR_AREAS_PER_COUNTRY } from '~/lib/chrome'
import { NEWSLETTER_THROTTLE_MS, isNewsletterThrottled } from '~/lib/newsletter'
import { TOAST_SETTINGS } from '~/lib/toast-settings'

/**
 * SPEC's numbers, pinned by value: a test that reads the constant it checks would pass whatever
 * the constant said.
 */
describe('SPEC constants', () => {
  it('throttles the newsletter to one signup per 15 s (SPEC section 7)', () => {
    expect(NEWSLETTER_THROTTLE_MS).toBe(15_000)
    expect(isNewsletterThrottled(100_000, 114_999)).toBe(true)
    expect(isNewsletterThrottled(100_000, 115_000)).toBe(false)
  })

  it('shows toasts 5 s, bottom right, 20 at most, swiped away at 60 % (SPEC section 9)', () => {
    expect(TOAST_SETTINGS).toEqual({ position: 'bottom-right', autoClose: 5000, limit: 20, draggablePercent: 60 })
  })

  it('delays the route-change indicator about 100 ms and shows 3 popular areas per country (SPEC sections 2, 9)', () => {
    expect(ROUTE_CHANGE_DELAY_MS).toBe(100)
    expect(POPULAR_AREAS_PER_COUNTRY).toBe(3)
  })

  it('sizes country images 289x173 and logos 220x60 (SPEC section 9)', () => {
    expect(COUNTRY_IMAGE).toEqual({ width: 289, height: 173 })
    expect(LOGO_IMAGE).toEqual({ width: 220, height: 60 })
  })
})
