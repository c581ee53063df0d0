import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { cn } from '~/lib/cn'
import { formatDecimal } from '~/lib/intl'
import { useOptionalStorefront } from '~/lib/storefront'

export interface RatingProps {
  /** Review grade out of 10 (8.4). */
  grade?: number
  /** Star classification 0-5 (halves allowed). */
  stars?: number
  /** Number of reviews behind the grade. */
  reviewCount?: number
  /** Show the word for the grade ("Excellent"). */
  showLabel?: boolean
  size?: 'sm' | 'md' | 'lg'
  className?: string
}

type GradeWord = 'exceptional' | 'excellent' | 'very-good' | 'good' | 'pleasant'

export function gradeWord(grade: number): GradeWord {
  if (grade >= 9) return 'exceptional'
  if (grade >= 8) return 'excellent'
  if (grade >= 7) return 'very-good'
  if (grade >= 6) return 'good'
  return 'pleasant'
}

const BADGE = { sm: 'h-7 min-w-9 text-sm', md: 'h-9 min-w-11 text-base', lg: 'h-12 min-w-14 text-xl' } as const
const STAR = { sm: 'size-4', md: 'size-5', lg: 'size-6' } as const

/** A review grade out of 10 and/or 0-5 stars, each read out as one sentence. */
export function Rating({ grade, stars, reviewCount, showLabel = false, size = 'md', className }: RatingProps) {
  const { t, i18n } = useTranslation('ui')
  const locale = useOptionalStorefront()?.market.languageTag ?? i18n.language ?? 'en-GB'
  const number = (value: number, digits: number) => formatDecimal(locale, value, digits)

  return (
    <span className={cn('inline-flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      {grade !== undefined ? (
        <span className="inline-flex items-center gap-2">
          <span
            role="img"
            aria-label={t('rating.grade', { grade: number(grade, 1) })}
            className={cn(
              'inline-flex items-center justify-center rounded-control bg-primary px-2 font-bold tabular-nums text-on-primary',
              BADGE[size],
            )}
          >
            {number(grade, 1)}
          </span>
          {showLabel || reviewCount !== undefined ? (
            <span className="flex flex-col leading-tight">
              {showLabel ? (
                <span className="font-semibold text-ink">{t(`rating.words.${gradeWord(grade)}`)}</span>
              ) : null}
              {reviewCount !== undefined ? (
                <span className="text-sm text-muted">
                  {t(reviewCount === 1 ? 'rating.reviews.one' : 'rating.reviews.other', {
                    formatted: number(reviewCount, 0),
                  })}
                </span>
              ) : null}
            </span>
          ) : null}
        </span>
      ) : null}
      {stars !== undefined ? (
        <Stars value={stars} size={size} label={t('rating.stars', { stars: number(stars, stars % 1 ? 1 : 0) })} />
      ) : null}
    </span>
  )
}

function Stars({ value, size, label }: { value: number; size: keyof typeof STAR; label: string }) {
  const clipBase = useId()
  const clamped = Math.max(0, Math.min(5, value))
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5">
      {Array.from({ length: 5 }, (_, index) => {
        const fill = Math.max(0, Math.min(1, clamped - index))
        const clipId = `${clipBase}-${index}`
        return (
          <svg
            key={index}
            viewBox="0 0 20 20"
            className={cn(STAR[size], 'shrink-0')}
            aria-hidden="true"
            focusable="false"
          >
            <defs>
              <clipPath id={clipId}>
                <rect x="0" y="0" width={20 * fill} height="20" />
              </clipPath>
            </defs>
            <path d={STAR_PATH} className="fill-line" />
            {fill > 0 ? <path d={STAR_PATH} className="fill-accent" clipPath={`url(#${clipId})`} /> : null}
          </svg>
        )
      })}
    </span>
  )
}

const STAR_PATH = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6-4.5-4.2 6.1-.7z'
