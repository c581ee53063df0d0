/** Visible focus on every control and link (WCAG 2.4.7), in the theme's colour. */
export const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary'
