import { Form, useNavigation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '~/components/ui/Button'
import { ErrorList } from '~/components/ui/Field'
import { FOCUS } from '~/components/ui/focus'
import { cn } from '~/lib/cn'
import type { Cart, Pitch, Pitches } from '../../../twenty/contract'

export interface PitchChooserProps {
  siteName: string
  pitches: Pitches | null
  /** The radio checked at first: a map link's choice, else the cart's pitch while it is free. */
  selected: string | null
  current: Cart['pitch']
  /** The refusal of the last post (a `pitch` namespace key). */
  error: string | null
}

/**
 * "Choose your pitch" (issue 24): the site map with the stay's free and taken pitches laid over
 * the API's SVG (free ones are links that select them), and the same choice as a plain list of
 * radio buttons in a form that reserves the pitch in the cart: the list works by keyboard, for
 * screen readers and without JavaScript; the map's links select in the list (a `?pitch=` page
 * without JavaScript, at once with it).
 */
export function PitchChooser({ siteName, pitches, selected: initial, current, error }: PitchChooserProps) {
  const { t } = useTranslation('pitch')
  const [selected, setSelected] = useState(initial)
  // A new page (after a post or a map link without JavaScript) starts from its own choice.
  useEffect(() => setSelected(initial), [initial])
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'pitch'
  const free = pitches?.pitches.filter((pitch) => pitch.free) ?? []
  const lost = current !== null && !current.free
  const errorId = 'pitch-error'
  return (
    <section
      id="choose-pitch"
      aria-labelledby="pitch-title"
      className="mb-6 scroll-mt-4 rounded-panel border border-line bg-surface p-4 md:p-6"
      data-testid="pitch-chooser"
    >
      <h2 id="pitch-title" className="mb-2 font-heading text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-3 text-sm text-muted">{t('intro')}</p>
      {lost ? (
        <div role="alert" className="mb-4 rounded-card border border-[#b42318] bg-[#fffbfa] p-3">
          <h3 className="font-semibold">{t('taken-title', { number: current.number })}</h3>
          <p className="text-sm">{free.length > 0 ? t('taken-text') : t('none-free')}</p>
        </div>
      ) : current ? (
        <p className="mb-4" data-testid="pitch-current">
          <strong>{t('current', { number: current.number })}</strong>{' '}
          <span className="text-sm text-muted">{t('current-hint')}</span>
        </p>
      ) : (
        <p className="mb-4 text-sm">{t('none-chosen')}</p>
      )}
      {pitches === null ? (
        <p className="text-sm">{t('unavailable')}</p>
      ) : (
        <div className="grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_16rem]">
          <Form method="post" preventScrollReset className="min-w-0 lg:order-2">
            <input type="hidden" name="intent" value="pitch" />
            <fieldset aria-describedby={error ? errorId : undefined}>
              <legend className="mb-1 font-semibold">{t('list-legend')}</legend>
              <p className="mb-2 text-sm text-muted">
                {t('free-count', { count: free.length, total: pitches.pitches.length })}
              </p>
              <label className="mb-2 flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="pitch"
                  value=""
                  checked={selected === null}
                  onChange={() => setSelected(null)}
                  className="size-5 accent-primary"
                />
                {t('any')}
              </label>
              <div className="grid max-h-72 grid-cols-3 gap-1 overflow-y-auto rounded-card border border-line p-2 sm:grid-cols-4 lg:grid-cols-3">
                {free.map((pitch) => (
                  <label key={pitch.number} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="pitch"
                      value={pitch.number}
                      checked={selected === pitch.number}
                      onChange={() => setSelected(pitch.number)}
                      aria-label={t('pitch', { number: pitch.number })}
                      className="size-5 accent-primary"
                    />
                    <span aria-hidden="true">{pitch.number}</span>
                  </label>
                ))}
              </div>
              <ErrorList id={errorId} errors={error ? [t(error.replace(/^pitch:/, ''))] : undefined} />
            </fieldset>
            <Button type="submit" size="md" className="mt-3" fullWidth loading={busy}>
              {/* One label with and without JavaScript: the checked radio says which pitch. */}
              {t('choose')}
            </Button>
          </Form>
          <SiteMap siteName={siteName} pitches={pitches} selected={selected} onSelect={setSelected} />
        </div>
      )}
    </section>
  )
}

function SiteMap({
  siteName,
  pitches,
  selected,
  onSelect,
}: {
  siteName: string
  pitches: Pitches
  selected: string | null
  onSelect: (pitch: string) => void
}) {
  const { t } = useTranslation('pitch')
  const { map } = pitches
  // From this accommodation's first street down to the entrance: other pitch types above it
  // (another letter) are left out of view, reception and car park at the bottom stay in.
  const top = Math.max(0, Math.min(map.height, ...pitches.pitches.map((pitch) => pitch.y)) - 30)
  return (
    <div className="min-w-0 lg:order-1">
      <h3 className="mb-1 font-semibold">{t('map-title')}</h3>
      <p className="mb-2 text-sm text-muted">{t('map-hint')}</p>
      <div className="overflow-x-auto rounded-card border border-line">
        <svg
          viewBox={`0 ${top} ${map.width} ${map.height - top}`}
          width={map.width}
          height={map.height - top}
          role="group"
          aria-label={t('map-label', { site: siteName })}
          className="block h-auto w-full min-w-[36rem]"
          data-testid="pitch-map"
        >
          <image href={map.url} x={0} y={0} width={map.width} height={map.height} />
          {pitches.pitches.map((pitch) =>
            pitch.free ? (
              <FreePitch key={pitch.number} pitch={pitch} selected={selected === pitch.number} onSelect={onSelect} />
            ) : (
              <TakenPitch key={pitch.number} pitch={pitch} />
            ),
          )}
        </svg>
      </div>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t('legend.title')}>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border-2 border-[#166534] bg-[#86efac]" />
          {t('legend.free')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border-2 border-[#404040] bg-[#737373]" />
          {t('legend.taken')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="inline-block size-4 rounded-sm border-2 border-primary bg-primary/60" />
          {t('legend.selected')}
        </li>
        <li>
          <span aria-hidden="true" className="font-bold">
            i
          </span>{' '}
          {t('legend.reception')}
        </li>
        <li>
          <span aria-hidden="true" className="font-bold">
            P
          </span>{' '}
          {t('legend.parking')}
        </li>
        <li>
          <span aria-hidden="true" className="font-bold">
            WC
          </span>{' '}
          {t('legend.sanitary')}
        </li>
      </ul>
    </div>
  )
}

/** A free pitch: a link that selects it (`?pitch=` without JavaScript). */
function FreePitch({
  pitch,
  selected,
  onSelect,
}: {
  pitch: Pitch
  selected: boolean
  onSelect: (pitch: string) => void
}) {
  const { t } = useTranslation('pitch')
  return (
    <a
      href={`?pitch=${pitch.number}#choose-pitch`}
      aria-label={t('map-free', { number: pitch.number })}
      aria-current={selected ? 'true' : undefined}
      className={cn('group', FOCUS)}
      onClick={(event) => {
        event.preventDefault()
        onSelect(pitch.number)
      }}
    >
      <rect
        x={pitch.x}
        y={pitch.y}
        width={pitch.width}
        height={pitch.height}
        rx={3}
        className={cn(
          'stroke-[3px] group-hover:stroke-[5px] group-focus-visible:stroke-[6px]',
          selected ? 'fill-primary/60 stroke-primary' : 'fill-[#86efac]/50 stroke-[#166534]',
        )}
      />
    </a>
  )
}

/** A taken pitch: greyed and crossed (not by colour alone); the list leaves it out. */
function TakenPitch({ pitch }: { pitch: Pitch }) {
  const { x, y, width, height } = pitch
  return (
    <g aria-hidden="true" data-taken={pitch.number}>
      <rect x={x} y={y} width={width} height={height} rx={3} className="fill-[#737373]/70 stroke-[#404040]" />
      <path
        d={`M${x + 4} ${y + 4}L${x + width - 4} ${y + height - 4}M${x + width - 4} ${y + 4}L${x + 4} ${y + height - 4}`}
        className="stroke-white stroke-2"
      />
    </g>
  )
}
