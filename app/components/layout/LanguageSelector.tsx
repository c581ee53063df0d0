import { useTranslation } from 'react-i18next'
import { Icon } from '~/components/Icon'
import { useLanguageLinks } from '~/lib/language-links'
import type { MarketLink } from '~/lib/storefront'

/** Shown only when the brand trades in more than one market (SPEC section 2). */
export function LanguageSelector({
  markets,
  align = 'right',
  name,
}: {
  markets: MarketLink[]
  align?: 'left' | 'right'
  name?: string
}) {
  const { t } = useTranslation()
  const options = useLanguageLinks(markets)
  if (options.length < 2) return null
  const current = options.find((option) => option.current)
  return (
    <details className="group/lang relative" data-menu="language" name={name}>
      <summary className="flex cursor-pointer items-center gap-1.5 rounded-control px-2 py-1 text-sm hover:bg-secondary">
        {current ? (
          <img
            src={`/icons/flags/${current.flagCode}.svg`}
            alt=""
            width={24}
            height={16}
            className="h-4 w-6 rounded-sm"
          />
        ) : (
          <Icon name="globe" className="size-4" />
        )}
        <span>{current?.name}</span>
        <span className="sr-only">{t('language.label')}</span>
        <Icon name="chevron-down" className="size-4 transition-transform group-open/lang:rotate-180" />
      </summary>
      <ul
        className={`absolute z-50 mt-1 max-h-80 w-56 overflow-y-auto rounded-card border border-line bg-surface py-1 shadow-lg ${align === 'right' ? 'right-0' : 'left-0'}`}
        aria-label={t('language.label')}
      >
        {options.map((option) => (
          <li key={option.market}>
            <a
              href={option.href}
              hrefLang={option.languageTag}
              lang={option.languageTag}
              aria-current={option.current ? 'true' : undefined}
              className="flex items-center gap-2 px-3 py-2 text-sm hover:bg-secondary aria-[current]:font-semibold"
            >
              <img
                src={`/icons/flags/${option.flagCode}.svg`}
                alt=""
                width={24}
                height={16}
                className="h-4 w-6 rounded-sm"
              />
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  )
}
