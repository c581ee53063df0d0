import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { THEME_IDS, themesStylesheet, themeStyle } from '../market-config/themes'

describe('brand themes as CSS', () => {
  it('app/themes.generated.css is what market-config/themes.ts says (run `npm run themes:css` after a change)', () => {
    expect(readFileSync(new URL('../app/themes.generated.css', import.meta.url), 'utf8')).toBe(themesStylesheet())
  })

  it('has one rule per theme, alpha as the default, the others outranking it, each with every token', () => {
    const css = themesStylesheet()
    for (const theme of THEME_IDS) {
      const selector = theme === 'alpha' ? ':root {' : `:root[data-theme='${theme}'] {`
      expect(css).toContain(selector)
      const rule = css.slice(css.indexOf(selector))
      const body = rule.slice(0, rule.indexOf('}'))
      for (const [name, value] of Object.entries(themeStyle(theme))) expect(body).toContain(`  ${name}: ${value};`)
    }
  })
})
