/** `GET themes` and `GET themes/{slug}`: travel-inspiration themes in the request's language. */
import type { Theme } from './contract'
import { MEDIA_SIZES } from './media-sizes'
import type { Language } from './schema'
import { THEMES, type ThemeData } from './themes-data'

function present(theme: ThemeData, language: Language, publicPath: string): Theme {
  return {
    slug: theme.slug,
    name: theme.name[language],
    intro: theme.intro[language],
    text: theme.text[language],
    image: { url: `${publicPath}/media/areas/${theme.imageArea}`, alt: theme.name[language], ...MEDIA_SIZES.card },
    search: { facilities: theme.facilities },
  }
}

export function listThemes(language: Language, publicPath: string): Theme[] {
  return THEMES.map((theme) => present(theme, language, publicPath))
}

export function findTheme(slug: string, language: Language, publicPath: string): Theme | null {
  const theme = THEMES.find((candidate) => candidate.slug === slug)
  return theme ? present(theme, language, publicPath) : null
}
