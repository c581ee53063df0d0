/**
 * Every e-mail the API writes, as one React Email template (issue 17): a greeting, what the mail
 * is for (a link to follow), what was booked (campsite, unit, dates in the language's format,
 * travellers, extras, the total paid to us and what is paid at the campsite, the payment
 * schedule, the payment kind, links to the booking and the cancellation terms), in the brand's
 * colours. `render` makes the HTML part and, from the same tree, the plain-text part.
 */
import { Body } from '@react-email/body'
import { Button } from '@react-email/button'
import { Container } from '@react-email/container'
import { Head } from '@react-email/head'
import { Heading } from '@react-email/heading'
import { Hr } from '@react-email/hr'
import { Html } from '@react-email/html'
import { Link } from '@react-email/link'
import { Preview } from '@react-email/preview'
import { render } from '@react-email/render'
import { Section } from '@react-email/section'
import { Text } from '@react-email/text'
import type { Booking } from './checkout-contract'
import type { ApiLocale } from './contract'
import { API_LOCALE_INFO, BRANDS, isBrandId, MAIL_COLOURS, type MailColours } from './locales'
import { BOOKING, CURRENCY_NAMES, fill, FOOTER, GREETING, KINDS, SIGN_OFF, type MailKind } from './mail-copy'

export interface MailInput {
  kind: MailKind
  brand: string
  apiLocale: ApiLocale
  /** The recipient's first name; empty: a greeting without a name. */
  firstName: string
  /** The link the mail is for (set or reset a password, sign in with a reference). */
  actionUrl?: string
  /** What was booked: the booking a confirmation is for, or an account's coming bookings. */
  bookings: readonly Booking[]
  /** The storefront's page of a booking, and the cancellation terms. */
  links: { booking: (booking: Booking) => string; terms: string }
  /** Words filled into the subject and intro beside `{brand}` and `{ref}` (a payment's amount, a due date). */
  values?: Record<string, string | number>
  /** Facts shown under the intro, label and value (what was paid, how, what is still due and when). */
  facts?: readonly (readonly [string, string])[]
}

export interface RenderedMail {
  subject: string
  /** The plain-text part. */
  text: string
  /** The HTML part. */
  html: string
}

/** Money and dates as the market writes them. */
export function formats(apiLocale: ApiLocale) {
  const { locale } = API_LOCALE_INFO[apiLocale]
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const short = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
  return {
    locale,
    money: (amount: number, currency: string) =>
      new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount),
    day: (iso: string) => day.format(new Date(`${iso}T00:00:00Z`)),
    shortDay: (iso: string) => short.format(new Date(`${iso}T00:00:00Z`)),
  }
}

interface BookingView {
  title: string
  rows: [string, string][]
  schedule: string[]
  bookingUrl: string
}

function bookingView(booking: Booking, input: MailInput): BookingView {
  const language = API_LOCALE_INFO[input.apiLocale].language
  const f = formats(input.apiLocale)
  const travellers = booking.participants
    .map((person) => `${person.firstName} ${person.lastName}`.trim())
    .filter(Boolean)
  const onSite = booking.fees.filter((fee) => fee.payOnSite)
  const rows: [string, string][] = [
    [BOOKING.ref[language], booking.ref],
    [BOOKING.campsite[language], `${booking.site.name}, ${booking.site.location}`],
    [BOOKING.accommodation[language], booking.accommodation.name],
    // The pitch the booking holds on the site map (issue 24), when it is a pitch.
    ...(booking.pitch ? ([[BOOKING.pitch[language], booking.pitch]] as [string, string][]) : []),
    [BOOKING.arrival[language], f.day(booking.arrivalDate)],
    [
      BOOKING.departure[language],
      `${f.day(booking.departureDate)} (${fill(BOOKING.nights[language], { count: booking.duration })})`,
    ],
    [
      BOOKING.travellers[language],
      travellers.length > 0 ? travellers.join(', ') : String(booking.persons.adults + booking.persons.children.length),
    ],
    [
      BOOKING.extras[language],
      booking.extras.length > 0
        ? booking.extras
            .map((extra) => `${extra.name} × ${extra.quantity}: ${f.money(extra.amount, booking.currency)}`)
            .join('; ')
        : BOOKING.noExtras[language],
    ],
  ]
  if (booking.paymentKind) rows.push([BOOKING.paymentKind[language], BOOKING.kinds[booking.paymentKind][language]])
  rows.push([
    fill(BOOKING.total[language], { currency: CURRENCY_NAMES[booking.currency][language] }),
    f.money(booking.total, booking.currency),
  ])
  if (onSite.length > 0) {
    rows.push([
      fill(BOOKING.onSite[language], { currency: CURRENCY_NAMES[booking.payOnSiteCurrency][language] }),
      onSite.map((fee) => `${fee.name}: ${f.money(fee.amount, booking.payOnSiteCurrency)}`).join('; '),
    ])
  }
  return {
    title: fill(BOOKING.title[language], { accommodation: booking.accommodation.name, site: booking.site.name }),
    rows,
    schedule: booking.paymentRates.map((rate) =>
      fill(BOOKING.rate[language], {
        index: rate.index,
        amount: f.money(rate.amount, booking.currency),
        date: f.shortDay(rate.dueDate),
        status: BOOKING.status[rate.status][language],
      }),
    ),
    bookingUrl: input.links.booking(booking),
  }
}

function Mail({
  input,
  subject,
  colours,
  brandName,
}: {
  input: MailInput
  subject: string
  colours: MailColours
  brandName: string
}) {
  const { language, phone } = API_LOCALE_INFO[input.apiLocale]
  const copy = KINDS[input.kind]
  const ref = input.bookings[0]?.ref ?? ''
  const greeting = input.firstName
    ? fill(GREETING.named[language], { name: input.firstName })
    : GREETING.plain[language]
  const views = input.bookings.map((booking) => bookingView(booking, input))
  const text = { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' }
  const small = { color: colours.muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 8px' }
  const link = { color: colours.primary, textDecoration: 'underline' }
  return (
    <Html lang={formats(input.apiLocale).locale}>
      <Head>
        <title>{subject}</title>
      </Head>
      <Preview>{subject}</Preview>
      <Body style={{ backgroundColor: colours.canvas, fontFamily: colours.font, margin: 0, padding: '24px 0' }}>
        <Container
          style={{
            backgroundColor: colours.surface,
            border: `1px solid ${colours.line}`,
            maxWidth: '600px',
            padding: 0,
          }}
        >
          <Section style={{ backgroundColor: colours.primary, padding: '20px 24px' }}>
            <Text style={{ color: colours.onPrimary, fontSize: '22px', fontWeight: 700, margin: 0 }}>{brandName}</Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading as="h1" style={{ color: colours.ink, fontSize: '24px', lineHeight: '32px', margin: '0 0 16px' }}>
              {subject}
            </Heading>
            <Text style={text}>{greeting}</Text>
            <Text style={text}>{fill(copy.intro[language], { ...input.values, brand: brandName, ref })}</Text>
            {input.facts && input.facts.length > 0 ? (
              <Section
                style={{
                  backgroundColor: colours.canvas,
                  border: `1px solid ${colours.line}`,
                  borderRadius: '8px',
                  padding: '12px 16px',
                  margin: '0 0 16px',
                }}
              >
                {input.facts.map(([label, value]) => (
                  <Text key={`${label}${value}`} style={{ ...text, margin: '0 0 6px' }}>
                    {label ? <strong>{label}:</strong> : null}
                    {label ? ' ' : null}
                    {value}
                  </Text>
                ))}
              </Section>
            ) : null}
            {input.actionUrl && copy.action ? (
              <Section style={{ margin: '8px 0 24px' }}>
                <Button
                  href={input.actionUrl}
                  style={{
                    backgroundColor: colours.primary,
                    color: colours.onPrimary,
                    borderRadius: colours.buttonRadius,
                    padding: '12px 20px',
                    fontWeight: 700,
                    fontSize: '16px',
                  }}
                >
                  {copy.action[language]}
                </Button>
                <Text style={small}>
                  <Link href={input.actionUrl} style={link}>
                    {input.actionUrl}
                  </Link>
                </Text>
              </Section>
            ) : null}
            {copy.note ? <Text style={small}>{copy.note[language]}</Text> : null}
            {views.length > 0 && copy.bookings ? (
              <Heading as="h2" style={{ color: colours.ink, fontSize: '20px', margin: '24px 0 8px' }}>
                {copy.bookings[language]}
              </Heading>
            ) : null}
            {views.map((view) => (
              <Section
                key={view.bookingUrl}
                style={{
                  border: `1px solid ${colours.line}`,
                  borderRadius: '8px',
                  padding: '16px',
                  margin: '0 0 16px',
                }}
              >
                <Heading as="h3" style={{ color: colours.ink, fontSize: '18px', margin: '0 0 12px' }}>
                  {view.title}
                </Heading>
                {view.rows.map(([label, value]) => (
                  <Text key={label} style={{ ...text, margin: '0 0 8px' }}>
                    <strong>{label}:</strong> {value}
                  </Text>
                ))}
                {view.schedule.length > 0 ? (
                  <>
                    <Text style={{ ...text, margin: '12px 0 4px', fontWeight: 700 }}>{BOOKING.schedule[language]}</Text>
                    {view.schedule.map((rate) => (
                      <Text key={rate} style={{ ...text, margin: '0 0 4px' }}>
                        {rate}
                      </Text>
                    ))}
                  </>
                ) : null}
                <Text style={{ ...text, margin: '12px 0 0' }}>
                  <Link href={view.bookingUrl} style={link}>
                    {BOOKING.view[language]}
                  </Link>
                  {' · '}
                  <Link href={input.links.terms} style={link}>
                    {BOOKING.terms[language]}
                  </Link>
                </Text>
              </Section>
            ))}
            {views.length === 0 ? (
              <Text style={small}>
                <Link href={input.links.terms} style={link}>
                  {BOOKING.terms[language]}
                </Link>
              </Text>
            ) : null}
            <Text style={{ ...text, whiteSpace: 'pre-line', margin: '24px 0 0' }}>
              {fill(SIGN_OFF[language], { brand: brandName })}
            </Text>
          </Section>
          <Hr style={{ borderColor: colours.line, margin: 0 }} />
          <Section style={{ backgroundColor: colours.footer, padding: '16px 24px' }}>
            <Text style={{ color: colours.onFooter, fontSize: '12px', lineHeight: '18px', margin: 0 }}>
              {fill(FOOTER[language], { brand: brandName, phone })}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  )
}

/** Swiss German writes "ss" for "ß". */
const swiss = (apiLocale: ApiLocale, text: string) => (apiLocale === 'ch' ? text.replace(/ß/g, 'ss') : text)

/** Subject, plain-text and HTML parts of a mail in the market's language and the brand's colours. */
export async function renderMail(input: MailInput): Promise<RenderedMail> {
  const { language } = API_LOCALE_INFO[input.apiLocale]
  const brandName = isBrandId(input.brand) ? BRANDS[input.brand].name : input.brand
  const colours = isBrandId(input.brand) ? MAIL_COLOURS[input.brand] : MAIL_COLOURS.default
  const subject = swiss(
    input.apiLocale,
    fill(KINDS[input.kind].subject[language], { ...input.values, ref: input.bookings[0]?.ref ?? '' }),
  )
  const element = <Mail input={input} subject={subject} colours={colours} brandName={brandName} />
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })])
  return { subject, html: swiss(input.apiLocale, html), text: swiss(input.apiLocale, text) }
}
