// Writes the brand themes (market-config/themes.ts) as CSS: `npm run themes:css`.
import { writeFileSync } from 'node:fs'
import { themesStylesheet } from '../market-config/themes'

writeFileSync(new URL('../app/themes.generated.css', import.meta.url), themesStylesheet())
console.log('app/themes.generated.css written')
