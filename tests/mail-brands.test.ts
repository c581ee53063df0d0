import { describe, expect, it } from 'vitest'
import { BRANDS } from '../market-config/brands'
import { LANGUAGES } from '../market-config/markets'
import { href } from '../market-config/routes'
import { THEMES } from '../market-config/themes'
import { BRAND_IDS, MAIL_COLOURS } from '../twenty/locales'
import { MY_BOOKINGS_PATHS } from '../twenty/portal-mail'

/** twenty keeps its own copies of what its mails need from the storefront (it imports nothing from it). */
describe("the mails' copies of storefront facts", () => {
  it("use each brand's theme colours", () => {
    for (const id of BRAND_IDS) {
      const theme = THEMES[BRANDS[id].theme]
      expect(MAIL_COLOURS[id], id).toEqual({
        primary: theme['--brand-primary'],
        onPrimary: theme['--brand-on-primary'],
        ink: theme['--brand-ink'],
        muted: theme['--brand-muted'],
        line: theme['--brand-line'],
        surface: theme['--brand-surface'],
        canvas: theme['--brand-canvas'],
        footer: theme['--brand-footer'],
        onFooter: theme['--brand-on-footer'],
        buttonRadius: theme['--brand-radius-button'],
        font: theme['--brand-font-heading'],
      })
    }
  })

  it("link My bookings at the route table's path in each language", () => {
    for (const language of LANGUAGES) expect(`/${MY_BOOKINGS_PATHS[language]}`).toBe(href({ language }, 'myBookings'))
  })
})
