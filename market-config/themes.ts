/**
 * Brand themes as CSS custom properties. Components use Tailwind colours such as `bg-primary`
 * that resolve to these variables (see app/tailwind.css), so a theme never forks a component.
 */
export const THEME_IDS = ['alpha', 'bravo', 'charlie'] as const
export type ThemeId = (typeof THEME_IDS)[number]

export interface ThemeTokens {
  '--brand-primary': string
  '--brand-primary-hover': string
  '--brand-on-primary': string
  '--brand-secondary': string
  '--brand-secondary-hover': string
  '--brand-on-secondary': string
  '--brand-success': string
  '--brand-success-hover': string
  '--brand-alternative': string
  '--brand-alternative-hover': string
  '--brand-accent': string
  '--brand-ink': string
  '--brand-muted': string
  '--brand-line': string
  '--brand-surface': string
  '--brand-canvas': string
  '--brand-banner': string
  '--brand-on-banner': string
  '--brand-footer': string
  '--brand-on-footer': string
  /** Radii per component kind, so a pill button never turns a card or a search panel into an oval. */
  '--brand-radius-button': string
  '--brand-radius-control': string
  '--brand-radius-card': string
  '--brand-radius-panel': string
  '--brand-font-heading': string
  '--brand-font-body': string
}

const SYSTEM_SANS = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif'
const SYSTEM_SERIF = 'ui-serif, Georgia, Cambria, "Times New Roman", serif'

export const THEMES: Record<ThemeId, ThemeTokens> = {
  // Fresh green and orange: the family-camping look.
  alpha: {
    '--brand-primary': '#0b6e4f',
    '--brand-primary-hover': '#08563e',
    '--brand-on-primary': '#ffffff',
    '--brand-secondary': '#e8f3ee',
    '--brand-secondary-hover': '#d3e9df',
    '--brand-on-secondary': '#0b6e4f',
    '--brand-success': '#1a7f37',
    '--brand-success-hover': '#146c2e',
    '--brand-alternative': '#c2410c',
    '--brand-alternative-hover': '#9a3412',
    '--brand-accent': '#f59e0b',
    '--brand-ink': '#1f2933',
    '--brand-muted': '#52606d',
    '--brand-line': '#d9e2ec',
    '--brand-surface': '#ffffff',
    '--brand-canvas': '#f5f7fa',
    '--brand-banner': '#fde68a',
    '--brand-on-banner': '#1f2933',
    '--brand-footer': '#0f2e24',
    '--brand-on-footer': '#e6f0ec',
    '--brand-radius-button': '0.5rem',
    '--brand-radius-control': '0.5rem',
    '--brand-radius-card': '0.75rem',
    '--brand-radius-panel': '1rem',
    '--brand-font-heading': SYSTEM_SANS,
    '--brand-font-body': SYSTEM_SANS,
  },
  // Deep blue and sunny yellow: the Scandinavian look.
  bravo: {
    '--brand-primary': '#1d4ed8',
    '--brand-primary-hover': '#1e40af',
    '--brand-on-primary': '#ffffff',
    '--brand-secondary': '#e0e7ff',
    '--brand-secondary-hover': '#c7d2fe',
    '--brand-on-secondary': '#1e3a8a',
    '--brand-success': '#15803d',
    '--brand-success-hover': '#166534',
    '--brand-alternative': '#b45309',
    '--brand-alternative-hover': '#92400e',
    '--brand-accent': '#facc15',
    '--brand-ink': '#0f172a',
    '--brand-muted': '#475569',
    '--brand-line': '#cbd5e1',
    '--brand-surface': '#ffffff',
    '--brand-canvas': '#f1f5f9',
    '--brand-banner': '#1e3a8a',
    '--brand-on-banner': '#ffffff',
    '--brand-footer': '#0f172a',
    '--brand-on-footer': '#e2e8f0',
    // Pill buttons and chips; soft, not round, fields, cards and panels.
    '--brand-radius-button': '9999px',
    '--brand-radius-control': '0.75rem',
    '--brand-radius-card': '1rem',
    '--brand-radius-panel': '1.5rem',
    '--brand-font-heading': SYSTEM_SANS,
    '--brand-font-body': SYSTEM_SANS,
  },
  // Charcoal and gold with serif headings: the glamping look.
  charlie: {
    '--brand-primary': '#3f3a35',
    '--brand-primary-hover': '#2a2622',
    '--brand-on-primary': '#fdfaf5',
    '--brand-secondary': '#f3ede2',
    '--brand-secondary-hover': '#e8dfcf',
    '--brand-on-secondary': '#3f3a35',
    '--brand-success': '#3f7d3a',
    '--brand-success-hover': '#32642e',
    '--brand-alternative': '#8a6d1f',
    '--brand-alternative-hover': '#6f5718',
    '--brand-accent': '#b08d2e',
    '--brand-ink': '#262220',
    '--brand-muted': '#6b625a',
    '--brand-line': '#e2d9cc',
    '--brand-surface': '#ffffff',
    '--brand-canvas': '#faf7f2',
    '--brand-banner': '#262220',
    '--brand-on-banner': '#f3e7c9',
    '--brand-footer': '#262220',
    '--brand-on-footer': '#efe6d6',
    '--brand-radius-button': '0.125rem',
    '--brand-radius-control': '0.125rem',
    '--brand-radius-card': '0.25rem',
    '--brand-radius-panel': '0.25rem',
    '--brand-font-heading': SYSTEM_SERIF,
    '--brand-font-body': SYSTEM_SANS,
  },
}

/**
 * Every theme as one stylesheet, selected by `<html data-theme>`; alpha is the default, also for
 * a page rendered before the storefront is known. It is written to app/themes.generated.css by
 * `npm run themes:css`, so the browser gets the themes as cached CSS, not as JavaScript;
 * tests/themes.test.ts fails when that file is out of date.
 */
export function themesStylesheet(): string {
  const rules = THEME_IDS.map((theme) => {
    // `:root[data-theme=…]` outranks `:root`, whatever order the CSS build gives the rules.
    const selector = theme === 'alpha' ? `:root` : `:root[data-theme='${theme}']`
    const declarations = Object.entries(THEMES[theme]).map(([name, value]) => `  ${name}: ${String(value)};`)
    return `${selector} {\n${declarations.join('\n')}\n}\n`
  })
  return `/* Generated from market-config/themes.ts by \`npm run themes:css\`; do not edit. */\n${rules.join('')}`
}

/** The same tokens as a style object, to scope a theme to one element (the UI-kit catalogue). */
export function themeStyle(theme: ThemeId): Record<string, string> {
  return { ...THEMES[theme] }
}
