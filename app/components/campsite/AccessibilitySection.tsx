/**
 * A campsite's accessibility (issue 24): what the campsite offers (accessible toilets and showers,
 * parking, the pool's entry) and, per accommodation type, its entrance, doors and bathroom, each as
 * measured facts with a photo. Only what was measured is shown: a campsite with no survey shows no
 * section, a unit with none is not listed (no false promises).
 */
import { useTranslation } from 'react-i18next'
import { Image } from '~/components/ui/Image'
import type { CampsitePageData } from '~/lib/campsite-page.server'
import { SANITARY_BLOCK_MAX_METRES, WIDE_DOOR_MIN_CM } from '../../../twenty/contract'

type Accessibility = NonNullable<CampsitePageData['accessibility']>
type Unit = Accessibility['units'][number]
type Photo = { url: string; alt: string; width: number; height: number }

const MEASURES = { cm: WIDE_DOOR_MIN_CM, metres: SANITARY_BLOCK_MAX_METRES }

/** One fact: its photo, its name and the measured lines (a line without a mark is plain text). */
function Fact({ title, photo, lines, as: Heading }: { title: string; photo: Photo; lines: string[]; as: 'h4' | 'h5' }) {
  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-card border border-line bg-surface">
      <Image
        src={photo.url}
        alt={photo.alt}
        width={photo.width}
        height={photo.height}
        format="svg"
        className="aspect-[400/267] w-full bg-canvas object-cover"
      />
      <div className="p-3">
        <Heading className="font-semibold">{title}</Heading>
        <ul className="mt-1 flex flex-col gap-0.5 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  )
}

function UnitFacts({ unit }: { unit: Unit }) {
  const { t } = useTranslation('accessibility')
  const headingId = `accessibility-unit-${unit.id}`
  const { entrance, doors, bathroom } = unit
  return (
    <article aria-labelledby={headingId} className="rounded-panel border border-line bg-canvas p-3 sm:p-4">
      <h4 id={headingId} className="font-heading text-lg font-bold">
        {unit.name}
      </h4>
      {unit.features.length > 0 ? (
        <div className="mt-1 flex flex-wrap items-center gap-1.5">
          <span className="text-sm text-muted">{t('section.meets')}:</span>
          <ul className="flex flex-wrap gap-1.5" aria-label={t('section.meets')}>
            {unit.features.map((feature) => (
              <li key={feature} className="rounded-control bg-surface px-2 py-0.5 text-xs font-semibold text-ink">
                <span aria-hidden="true">✓ </span>
                {t(`feature.${feature}`, MEASURES)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {entrance ? (
          <Fact
            as="h5"
            title={t('fact.entrance')}
            photo={entrance.photo}
            lines={[
              entrance.kind === 'level'
                ? t('fact.entrance-level')
                : entrance.kind === 'ramp'
                  ? t('fact.entrance-ramp', { gradient: entrance.rampGradient })
                  : t('fact.entrance-steps', { count: entrance.steps }),
              t('fact.threshold', { cm: entrance.thresholdCm }),
            ]}
          />
        ) : null}
        {doors ? (
          <Fact
            as="h5"
            title={t('fact.doors')}
            photo={doors.photo}
            lines={[t('fact.doors-value', { cm: doors.narrowestCm })]}
          />
        ) : null}
        {bathroom ? (
          <Fact
            as="h5"
            title={t('fact.bathroom')}
            photo={bathroom.photo}
            lines={[
              bathroom.shower === 'level-access'
                ? t('fact.shower-level-access')
                : t('fact.shower-tray', { cm: bathroom.trayStepCm }),
              t(bathroom.grabRails ? 'fact.grab-rails-yes' : 'fact.grab-rails-no'),
              t(bathroom.showerSeat ? 'fact.shower-seat-yes' : 'fact.shower-seat-no'),
              t('fact.turning-space', { cm: bathroom.turningSpaceCm }),
            ]}
          />
        ) : null}
      </div>
    </article>
  )
}

export function AccessibilitySection({ accessibility }: { accessibility: CampsitePageData['accessibility'] }) {
  const { t } = useTranslation('accessibility')
  if (!accessibility) return null
  const { sanitaryBlock, parking, pool, units } = accessibility
  if (!sanitaryBlock && !parking && !pool && units.length === 0) return null
  return (
    <section id="accessibility" aria-labelledby="accessibility-title" className="mb-10 scroll-mt-4">
      <h2 id="accessibility-title" className="mb-2 font-heading text-2xl font-bold">
        {t('section.title')}
      </h2>
      <p className="mb-4 max-w-prose text-muted">{t('section.intro')}</p>
      {sanitaryBlock || parking || pool ? (
        <>
          <h3 className="mb-3 font-heading text-xl font-bold">{t('section.site')}</h3>
          <div className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {sanitaryBlock ? (
              <Fact
                as="h4"
                title={t('fact.sanitary')}
                photo={sanitaryBlock.photo}
                lines={[
                  t('fact.sanitary-distance', { metres: sanitaryBlock.maxDistanceMetres }),
                  ...(sanitaryBlock.levelAccessShower ? [t('fact.sanitary-level-shower')] : []),
                  t(sanitaryBlock.grabRails ? 'fact.grab-rails-yes' : 'fact.grab-rails-no'),
                  ...(sanitaryBlock.transferSpace ? [t('fact.sanitary-transfer')] : []),
                ]}
              />
            ) : null}
            {parking ? (
              <Fact
                as="h4"
                title={t('fact.parking')}
                photo={parking.photo}
                lines={[t('fact.parking-bays', { count: parking.bays, metres: parking.distanceToReceptionMetres })]}
              />
            ) : null}
            {pool ? (
              <Fact
                as="h4"
                title={t('fact.pool')}
                photo={pool.photo}
                lines={[t(pool.entry === 'hoist' ? 'fact.pool-hoist' : 'fact.pool-ramp')]}
              />
            ) : null}
          </div>
        </>
      ) : null}
      <h3 className="mb-3 font-heading text-xl font-bold">{t('section.units')}</h3>
      {units.length > 0 ? (
        <ul className="flex flex-col gap-4">
          {units.map((unit) => (
            <li key={unit.id}>
              <UnitFacts unit={unit} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted">{t('section.units-none')}</p>
      )}
    </section>
  )
}
