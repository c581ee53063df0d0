/**
 * Development-only catalogue of the shared UI kit (`/_dev/ui-kit?theme=alpha|bravo|charlie`):
 * every component in every state, for one theme at a time. Registered only in development
 * builds (market-config/routes.ts); the loader 404s in production as a second guard.
 * Browser tests in playwright/ui-kit.spec.ts drive this page.
 */
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { useState, type ReactNode } from 'react'
import { Breadcrumbs } from '~/components/ui/Breadcrumbs'
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, type ButtonVariant } from '~/components/ui/Button'
import { Dropdown, type DropdownItem } from '~/components/ui/Dropdown'
import { CheckboxField, ErrorList, SelectField, TextareaField, TextField } from '~/components/ui/Field'
import { COUNTRY_IMAGE, Image, LOGO_IMAGE } from '~/components/ui/Image'
import { Modal } from '~/components/ui/Modal'
import { Pagination } from '~/components/ui/Pagination'
import { Price } from '~/components/ui/Price'
import { Rating } from '~/components/ui/Rating'
import { Spinner } from '~/components/ui/Spinner'
import { Tabs } from '~/components/ui/Tabs'
import { FlashMessage, notify, type Notice, type ToastKind } from '~/components/ui/Toasts'
import { THEME_IDS, themeStyle, type ThemeId } from '../../market-config/themes'

const FLASH_MESSAGES: Record<ToastKind, string> = {
  success: 'Your details have been saved.',
  info: 'We sent you an e-mail with a sign-in link.',
  error: 'Sorry, something went wrong. Please try again.',
}

function isThemeId(value: string | null): value is ThemeId {
  return value !== null && (THEME_IDS as readonly string[]).includes(value)
}

export async function loader({ request }: LoaderFunctionArgs) {
  // Never served by a production build, even if the route were registered by mistake.
  if (process.env.NODE_ENV === 'production') throw new Response('Not Found', { status: 404 })
  const url = new URL(request.url)
  const themeParam = url.searchParams.get('theme')
  const theme: ThemeId = isThemeId(themeParam) ? themeParam : 'alpha'
  const flashKind = url.searchParams.get('flash')
  const flash: Notice | null =
    flashKind === 'success' || flashKind === 'info' || flashKind === 'error'
      ? { id: `ui-kit-${Date.now().toString(36)}`, kind: flashKind, message: FLASH_MESSAGES[flashKind] }
      : null
  return { theme, tab: url.searchParams.get('tab') ?? 'description', flash }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `UI kit · ${data?.theme ?? 'alpha'} theme (development)` },
  { name: 'description', content: 'Catalogue of the shared UI components in every state, for one brand theme.' },
  { name: 'robots', content: 'noindex, nofollow' },
]

const VARIANT_LABEL: Record<ButtonVariant, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  success: 'Success',
  alternative: 'Alternative',
  unstyled: 'Unstyled',
}

const SORT_ITEMS: DropdownItem[] = [
  { value: 'popular-desc', label: 'Most popular' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
  {
    value: 'review-desc',
    label: 'Best reviewed',
    disabled: true,
    disabledModalDesc: 'Sorting by reviews is not available while reviews for these dates are being updated.',
  },
  { value: 'distance-asc', label: 'Distance to the beach', disabled: true },
]

const BEDROOM_ITEMS: DropdownItem[] = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: i === 0 ? '1 bedroom' : `${i + 1} bedrooms`,
}))

const COUNTRY_OPTIONS = [
  { value: 'fr', label: 'France' },
  { value: 'it', label: 'Italy' },
  { value: 'es', label: 'Spain' },
  { value: 'hr', label: 'Croatia' },
]

export default function UiKitPage() {
  const { theme, tab, flash } = useLoaderData<typeof loader>()
  const themed = (path: string) => `?theme=${theme}${path}`

  return (
    <div
      style={themeStyle(theme)}
      className="-mx-4 -my-6 bg-canvas px-4 py-8 text-ink [font-family:var(--brand-font-body)] md:py-10"
    >
      <div className="mx-auto flex max-w-screen-xl flex-col gap-8">
        <header className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
          <div>
            <p className="text-sm font-semibold tracking-wide text-muted uppercase">Development catalogue</p>
            <h1 className="font-heading text-3xl font-bold md:text-4xl">UI kit</h1>
            <p className="mt-2 max-w-2xl text-muted">
              Every shared component in every state, shown in the <strong className="text-ink">{theme}</strong> theme.
            </p>
          </div>
          <nav aria-label="Theme">
            <ul className="flex gap-2">
              {THEME_IDS.map((id) => (
                <li key={id}>
                  <Link
                    to={`?theme=${id}`}
                    aria-current={id === theme ? 'page' : undefined}
                    className={
                      id === theme
                        ? 'inline-flex min-h-11 items-center rounded-button bg-primary px-4 font-semibold text-on-primary capitalize'
                        : 'inline-flex min-h-11 items-center rounded-button border border-line bg-surface px-4 font-semibold capitalize text-ink hover:border-primary hover:text-primary'
                    }
                  >
                    {id}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </header>

        <FlashMessage flash={flash} />

        <Section
          title="Buttons"
          description="Five variants in five sizes; loading keeps the width and blocks a second submit."
        >
          <div className="flex flex-col gap-4">
            {BUTTON_VARIANTS.map((variant) => (
              <Row key={variant} label={VARIANT_LABEL[variant]}>
                {BUTTON_SIZES.map((size) => (
                  <Button
                    key={size}
                    variant={variant}
                    size={size}
                    className={
                      variant === 'unstyled'
                        ? 'font-semibold text-primary underline-offset-4 hover:underline'
                        : undefined
                    }
                  >
                    {VARIANT_LABEL[variant]} {size}
                  </Button>
                ))}
              </Row>
            ))}
            <Row label="Loading">
              {BUTTON_VARIANTS.filter((v) => v !== 'unstyled').map((variant) => (
                <Button key={variant} variant={variant} loading>
                  Save {variant}
                </Button>
              ))}
              <LoadingDemoButton />
            </Row>
            <Row label="Disabled">
              {BUTTON_VARIANTS.filter((v) => v !== 'unstyled').map((variant) => (
                <Button key={variant} variant={variant} disabled>
                  Unavailable {variant}
                </Button>
              ))}
            </Row>
            <Row label="Links">
              <Button to={themed('#buttons')} variant="secondary">
                Internal link
              </Button>
              <Button href="https://example.com/" target="_blank" variant="alternative">
                External link
              </Button>
              <Button to="/" disabled>
                Disabled link
              </Button>
            </Row>
            <Row label="Full width">
              <div className="w-full sm:w-80">
                <Button variant="primary" size="lg" fullWidth>
                  Full width
                </Button>
              </div>
            </Row>
          </div>
        </Section>

        <Section
          title="Modal"
          description="Native dialog: Escape closes, focus is trapped and returned; a bottom drawer below md."
        >
          <ModalDemo />
        </Section>

        <Section
          title="Dropdown"
          description="Opens on click; arrows, Home, End and type-ahead; a disabled item explains itself only when it has a description."
        >
          <DropdownDemo />
        </Section>

        <Section
          title="Form fields"
          description="50px inputs with labels, hints and a reserved error line. Submits without JavaScript."
        >
          <Form method="get" preventScrollReset className="flex flex-col gap-2">
            <input type="hidden" name="theme" value={theme} />
            <div className="grid gap-x-6 gap-y-3 md:grid-cols-2">
              <TextField label="First name" name="firstName" autoComplete="given-name" defaultValue="Anna" />
              <TextField
                label="E-mail address"
                name="email"
                type="email"
                autoComplete="email"
                required
                hint="We send your booking confirmation here."
              />
              <TextField
                label="Booking reference"
                name="bookingRef"
                defaultValue="AB12"
                errors={['Enter your booking reference of 8 characters, e.g. VS123456.']}
              />
              <TextField label="Customer number" name="customerNumber" defaultValue="C-102-338" disabled />
              <SelectField label="Country" name="country" options={COUNTRY_OPTIONS} placeholder="Choose a country" />
              <SelectField
                label="Arrival country"
                name="arrivalCountry"
                options={COUNTRY_OPTIONS}
                placeholder="Choose a country"
                required
                errors={['Choose the country you are travelling to.']}
              />
              <TextareaField
                label="Message to the campsite"
                name="message"
                hint="Optional: arrival time, pitch wishes."
                className="md:col-span-2"
              />
              <CheckboxField label="Send me special offers by e-mail" name="newsletter" hint="At most twice a month." />
              <CheckboxField
                label="I accept the terms and conditions"
                name="terms"
                required
                errors={['Accept the terms and conditions to continue.']}
              />
              <CheckboxField label="Travel insurance (sold out)" name="insurance" disabled />
            </div>
            <div className="flex flex-col gap-2">
              <ErrorList id="form-errors" errors={['Please correct the 3 fields marked above.']} />
              <div className="flex flex-wrap gap-3 pt-2">
                <Button type="submit" name="intent" value="save" size="lg">
                  Save details
                </Button>
                <Button type="reset" variant="secondary" size="lg">
                  Reset
                </Button>
              </div>
            </div>
          </Form>
        </Section>

        <Section
          title="Tabs"
          description="Roving tabindex; arrows, Home and End. The second set is made of links and works without JavaScript."
        >
          <div className="flex flex-col gap-8">
            <Tabs
              label="Campsite information"
              tabs={[
                {
                  id: 'description',
                  label: 'Description',
                  content: <TabText>Family campsite on the banks of the Dordogne, with a heated pool.</TabText>,
                },
                {
                  id: 'important-info',
                  label: 'Important info',
                  content: <TabText>Reception is open from 8:00 to 20:00. Dogs are welcome.</TabText>,
                },
                {
                  id: 'facilities',
                  label: 'Facilities',
                  content: <TabText>Swimming pool, restaurant, supermarket, Wi-Fi, kids club.</TabText>,
                },
                { id: 'reviews', label: 'Reviews', content: <TabText>Rated 8.4 out of 10 by 312 guests.</TabText> },
              ]}
            />
            <Tabs
              label="Campsite information (links)"
              selectedId={tab}
              getHref={(id) => themed(`&tab=${id}`)}
              tabs={[
                {
                  id: 'description',
                  label: 'Description',
                  content: <TabText>Link tab: description panel (from the URL).</TabText>,
                },
                {
                  id: 'important-info',
                  label: 'Important info',
                  content: <TabText>Link tab: important information panel.</TabText>,
                },
                { id: 'facilities', label: 'Facilities', content: <TabText>Link tab: facilities panel.</TabText> },
                { id: 'reviews', label: 'Reviews', disabled: true },
              ]}
            />
          </div>
        </Section>

        <Section title="Breadcrumbs">
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: 'Campsites', to: themed('') },
              { label: 'France', to: themed('') },
              { label: 'Dordogne', to: themed('') },
              { label: 'Camping Le Paradis' },
            ]}
          />
        </Section>

        <Section title="Pagination" description="Plain links; page 1 has no page parameter.">
          <div className="flex flex-col items-start gap-4">
            {[1, 6, 12].map((page) => (
              <div key={page} className="flex flex-col gap-1">
                <span className="text-sm text-muted">Page {page} of 12</span>
                <Pagination
                  label={`Pagination example, page ${page} of 12`}
                  page={page}
                  pageCount={12}
                  getHref={(p) => themed(p > 1 ? `&page=${p}` : '')}
                />
              </div>
            ))}
          </div>
        </Section>

        <Section title="Prices" description="Intl formatting per market; the market's currency unless given.">
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Card label="GBP, en-GB">
              <Price amount={489} currency="GBP" locale="en-GB" from />
            </Card>
            <Card label="EUR, nl-NL, discount">
              <Price amount={1249.5} originalAmount={1399} currency="EUR" locale="nl-NL" from />
            </Card>
            <Card label="CHF, de-CH">
              <Price amount={1234.5} currency="CHF" locale="de-CH" size="lg" />
            </Card>
            <Card label="Market default, small">
              <Price amount={72} size="sm" alwaysDecimals />
            </Card>
          </div>
        </Section>

        <Section title="Ratings">
          <div className="flex flex-wrap items-center gap-x-10 gap-y-4">
            <Rating grade={8.4} reviewCount={312} showLabel />
            <Rating grade={9.2} size="lg" showLabel />
            <Rating grade={6.8} size="sm" reviewCount={1} />
            <Rating stars={4} />
            <Rating stars={3.5} size="lg" />
            <Rating grade={7.6} stars={5} size="sm" />
          </div>
        </Section>

        <Section
          title="Images"
          description="Explicit width and height, density srcset from the image API; local SVG logos as they are."
        >
          <div className="flex flex-wrap items-start gap-6">
            <figure className="flex flex-col gap-2">
              <Image
                src="/api/twenty/media/areas/dordogne"
                alt="River Dordogne with canoes below a castle"
                {...COUNTRY_IMAGE}
                className="h-auto max-w-full rounded-card bg-line object-cover"
              />
              <figcaption className="text-sm text-muted">Country image, 289×173 webp, lazy</figcaption>
            </figure>
            <figure className="flex flex-col gap-2">
              <div className="rounded-card border border-line bg-surface p-3">
                <Image
                  src="/brands/default.svg"
                  alt="Camping Select"
                  {...LOGO_IMAGE}
                  priority
                  className="h-auto max-w-full"
                />
              </div>
              <figcaption className="text-sm text-muted">Logo, 220×60 svg, priority</figcaption>
            </figure>
          </div>
        </Section>

        <Section
          title="Toasts and flash messages"
          description="Toasts: 5 s, bottom right. A flash message renders inline without JavaScript, then becomes a toast."
        >
          <div className="flex flex-wrap gap-3">
            <Button
              variant="success"
              onClick={() =>
                notify({ id: `demo-${Date.now()}`, kind: 'success', message: 'Your favourite has been saved.' })
              }
            >
              Show success toast
            </Button>
            <Button
              variant="secondary"
              onClick={() =>
                notify({ id: `demo-${Date.now()}`, kind: 'info', message: 'Prices include all mandatory fees.' })
              }
            >
              Show info toast
            </Button>
            <Button
              variant="alternative"
              onClick={() =>
                notify({ id: `demo-${Date.now()}`, kind: 'error', message: 'The payment could not be started.' })
              }
            >
              Show error toast
            </Button>
            <Button to={themed('&flash=success')} variant="secondary" preventScrollReset>
              Reload with a flash message
            </Button>
          </div>
        </Section>

        <Section title="Spinner">
          <div className="flex items-center gap-6 text-primary">
            <Spinner size="xs" />
            <Spinner size="sm" />
            <Spinner size="md" />
            <Spinner size="lg" label="Loading results" />
          </div>
        </Section>
      </div>
    </div>
  )
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const id = title.toLowerCase().replace(/[^a-z]+/g, '-')
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-line bg-surface p-5 shadow-sm md:p-8"
    >
      <h2 id={`${id}-title`} className="font-heading text-2xl font-semibold">
        {title}
      </h2>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  )
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 border-b border-line pb-4 last:border-b-0 last:pb-0 lg:flex-row lg:items-center lg:gap-6">
      <h3 className="w-28 shrink-0 text-sm font-semibold text-muted">{label}</h3>
      <div className="flex flex-1 flex-wrap items-center gap-3">{children}</div>
    </div>
  )
}

function Card({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2 rounded-card border border-line p-4">
      <span className="text-sm text-muted">{label}</span>
      {children}
    </div>
  )
}

function TabText({ children }: { children: ReactNode }) {
  return <p className="max-w-prose">{children}</p>
}

function LoadingDemoButton() {
  const [loading, setLoading] = useState(false)
  return (
    <Button
      variant="primary"
      loading={loading}
      onClick={() => {
        setLoading(true)
        setTimeout(() => setLoading(false), 2000)
      }}
    >
      Click to load for 2 s
    </Button>
  )
}

function ModalDemo() {
  const [open, setOpen] = useState<'plain' | 'outside' | null>(null)
  const close = () => setOpen(null)
  return (
    <div className="flex flex-wrap gap-3">
      <Button onClick={() => setOpen('plain')}>Open modal</Button>
      <Button variant="secondary" onClick={() => setOpen('outside')}>
        Open modal (closes on outside click)
      </Button>
      <Modal
        open={open === 'plain'}
        onClose={close}
        title="Change your arrival date"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button onClick={close}>Apply</Button>
          </>
        }
      >
        <p className="mb-4 text-muted">Escape or the close button closes this modal; a click outside does not.</p>
        <TextField label="Arrival date" name="arrival" type="date" />
      </Modal>
      <Modal open={open === 'outside'} onClose={close} title="About our prices" closeOnOutsideClick size="sm">
        <p className="leading-relaxed">
          All prices include mandatory fees such as reservation costs. Tourist tax is paid at the campsite. Click
          outside this window, press Escape or use the close button to close it.
        </p>
      </Modal>
    </div>
  )
}

function DropdownDemo() {
  const [sort, setSort] = useState('popular-desc')
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end gap-6">
        <Dropdown label="Sort by" items={SORT_ITEMS} value={sort} onChange={setSort} />
        <Dropdown label="Bedrooms" items={BEDROOM_ITEMS} placeholder="Any number" name="bedrooms" />
        <Dropdown label="Sort reviews" hideLabel items={SORT_ITEMS.slice(0, 3)} defaultValue="price-asc" align="end" />
      </div>
      <p className="text-muted">
        Current sort:{' '}
        <output className="font-semibold text-ink">{SORT_ITEMS.find((item) => item.value === sort)?.label}</output>
      </p>
    </div>
  )
}
