/**
 * Every e-mail in the five languages (and Swiss German): a greeting, what was booked with dates,
 * money and the schedule in the market's formats, the links, the brand's colours, and both parts
 * (plain text and HTML) saying the same (issue 17, item 5).
 */
import { describe, expect, it } from 'vitest'
import { bookingSchema, type Booking } from './checkout-contract'
import type { ApiLocale } from './contract'
import { API_LOCALE_INFO, MAIL_COLOURS } from './locales'
import { renderMail } from './mail'
import { BOOKING, CURRENCY_NAMES, fill, GREETING, KINDS, type MailKind } from './mail-copy'
import { bookingLink, localStorefrontOrigin, termsLink } from './portal-mail'

const booking = (apiLocale: ApiLocale): Booking => {
  const currency = API_LOCALE_INFO[apiLocale].currency
  return bookingSchema.parse({
    bookingId: 41,
    ref: 'K7QM-4PXD',
    status: 'confirmed',
    createdAt: '2026-11-25T10:00:00Z',
    site: {
      slug: 'camping-le-clos-fleuri-perigueux',
      name: 'Camping Le Clos Fleuri',
      location: 'Périgueux, Dordogne',
      path: 'camping/france/dordogne/camping-le-clos-fleuri-perigueux',
      image: {
        url: '/api/twenty/media/sites/camping-le-clos-fleuri-perigueux',
        alt: 'Camping Le Clos Fleuri',
        width: 400,
        height: 267,
      },
    },
    accommodation: { id: 9, name: 'Mobile home Riviera', category: 'Mobile home', maxPersons: 4, image: null },
    arrivalDate: '2027-07-10',
    departureDate: '2027-07-17',
    duration: 7,
    persons: { adults: 2, children: [{ age: 5 }] },
    customer: {
      id: 3,
      email: 'anna@example.com',
      firstName: 'Anna',
      lastName: 'Peeters',
      phonePrefix: '+32',
      phone: '0470',
      country: 'BE',
      street: 'Kerkstraat 1',
      postcode: '2000',
      city: 'Antwerpen',
    },
    participants: [
      { firstName: 'Anna', lastName: 'Peeters', birthDate: '1988-03-02' },
      { firstName: 'Bram', lastName: 'Peeters', birthDate: '1986-05-01' },
      { firstName: 'Cas', lastName: 'Peeters', birthDate: '2022-01-01' },
    ],
    extras: [{ id: 'bed-linen', name: 'Bed linen', unit: 'person', quantity: 3, amount: 45 }],
    fees: [
      {
        feeTypeId: 1,
        type: 'reservationFees',
        name: 'Booking fee',
        unit: 'stay',
        quantity: 1,
        amount: 29,
        payOnSite: false,
        currency,
      },
      {
        feeTypeId: 7,
        type: 'securityFees',
        name: 'Security deposit',
        unit: 'accommodation',
        quantity: 1,
        amount: 150,
        payOnSite: true,
        currency: 'EUR',
      },
    ],
    rent: 1160,
    discount: 0,
    currency,
    total: 1234.56,
    payOnSite: 150,
    payOnSiteCurrency: 'EUR',
    paymentKind: 'upfront',
    paymentRates: [
      { index: 1, amount: 370.37, dueDate: '2026-11-25', status: 'paid' },
      { index: 2, amount: 864.19, dueDate: '2027-05-29', status: 'pending' },
    ],
    paid: 370.37,
    price: {
      lines: [
        { kind: 'rent', feeTypeId: null, extraId: null, name: 'Rent', unit: 'stay', quantity: 1, amount: 1160.56 },
        { kind: 'fee', feeTypeId: 1, extraId: null, name: 'Booking fee', unit: 'stay', quantity: 1, amount: 29 },
        {
          kind: 'extra',
          feeTypeId: null,
          extraId: 'bed-linen',
          name: 'Bed linen',
          unit: 'person',
          quantity: 3,
          amount: 45,
        },
      ],
      total: 1234.56,
      payOnSite: [
        {
          kind: 'fee',
          feeTypeId: 7,
          extraId: null,
          name: 'Security deposit',
          unit: 'accommodation',
          quantity: 1,
          amount: 150,
        },
      ],
      payOnSiteTotal: 150,
      payOnSiteCurrency: 'EUR',
    },
    paymentStatus: 'PARTIALLY_PAID',
    changePermissions: { extras: 'FULL_CHANGES_ALLOWED', other: 'CHANGES_ALLOWED_REQUIRES_PAYMENT' },
  })
}

const origin = localStorefrontOrigin(3000)
const KIND_LIST: MailKind[] = ['booking-confirmation', 'set-password', 'reset-password', 'booking-credentials']
// One market per language, plus Swiss German (CHF, "ss" for "ß") and Irish English (EUR).
const LOCALES: ApiLocale[] = ['couk', 'nl', 'de', 'fr', 'it', 'ch', 'ie']

describe('mails', () => {
  for (const apiLocale of LOCALES) {
    const { language, locale, currency } = API_LOCALE_INFO[apiLocale]
    for (const kind of KIND_LIST) {
      it(`${apiLocale}: the ${kind} mail greets, says what was booked in the market's formats, links on, in both parts`, async () => {
        const stay = booking(apiLocale)
        const brand = apiLocale === 'nl' ? 'luxcamp' : 'friferie'
        const actionUrl = kind === 'booking-confirmation' ? undefined : `${origin(brand, 'uk')}/login?step=x&token=abc`
        const mail = await renderMail({
          kind,
          brand,
          apiLocale,
          firstName: 'Anna',
          actionUrl,
          bookings: [stay],
          links: {
            booking: (each) => bookingLink(origin, brand, apiLocale, each.bookingId),
            terms: termsLink(origin, brand, apiLocale),
          },
        })
        const swiss = (text: string) => (apiLocale === 'ch' ? text.replace(/ß/g, 'ss') : text)
        expect(mail.subject).toBe(swiss(fill(KINDS[kind].subject[language], { ref: stay.ref })))
        const money = (amount: number, code: string) =>
          new Intl.NumberFormat(locale, { style: 'currency', currency: code }).format(amount)
        const day = (iso: string) =>
          new Intl.DateTimeFormat(locale, {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            year: 'numeric',
            timeZone: 'UTC',
          }).format(new Date(`${iso}T00:00:00Z`))
        const facts = [
          swiss(fill(GREETING.named[language], { name: 'Anna' })),
          'Camping Le Clos Fleuri',
          'Mobile home Riviera',
          day('2027-07-10'),
          day('2027-07-17'),
          'Anna Peeters, Bram Peeters, Cas Peeters',
          'Bed linen × 3',
          money(45, currency),
          money(1234.56, currency),
          money(864.19, currency),
          // The deposit is the campsite's, in its own currency, named in words.
          money(150, 'EUR'),
          swiss(fill(BOOKING.onSite[language], { currency: CURRENCY_NAMES.EUR[language] })),
          swiss(fill(BOOKING.total[language], { currency: CURRENCY_NAMES[currency][language] })),
          swiss(BOOKING.kinds.upfront[language]),
          bookingLink(origin, brand, apiLocale, 41),
          termsLink(origin, brand, apiLocale),
        ]
        const decode = (html: string) =>
          html
            .replace(/&#x27;|&#39;/g, "'")
            .replace(/&quot;/g, '"')
            .replace(/&amp;/g, '&')
            .replace(/<!-- -->/g, '')
        for (const fact of facts) {
          expect(mail.text, `text part: ${fact}`).toContain(fact)
          expect(decode(mail.html), `HTML part: ${fact}`).toContain(fact)
        }
        if (actionUrl) expect(mail.text).toContain(actionUrl)
        expect(mail.text).not.toMatch(/<[a-z]/i)
        expect(mail.html).toContain(`lang="${locale}"`)
        // The brand's colours.
        expect(mail.html).toContain(MAIL_COLOURS[brand].primary)
        if (apiLocale === 'ch') expect(mail.text + mail.html).not.toContain('ß')
      })
    }
  }

  it('names the pitch a booking holds on the site map, in the language of the mail, and none for other units', async () => {
    const render = (stay: Booking) =>
      renderMail({
        kind: 'booking-confirmation',
        brand: 'vacanceselect',
        apiLocale: 'it',
        firstName: 'Anna',
        bookings: [stay],
        links: { booking: () => 'https://x.test/b', terms: 'https://x.test/t' },
      })
    const withPitch = await render({ ...booking('it'), pitch: 'B12' })
    expect(withPitch.text).toContain(BOOKING.pitch.it)
    expect(withPitch.text).toContain('B12')
    expect(withPitch.html).toContain('B12')
    const without = await render(booking('it'))
    expect(without.text).not.toContain(BOOKING.pitch.it)
  })

  it("greets without a name when there is none, and links the terms at the language's slug and the brand's prefix", async () => {
    const mail = await renderMail({
      kind: 'reset-password',
      brand: 'danskbilferie',
      apiLocale: 'de',
      firstName: '',
      actionUrl: 'http://x',
      bookings: [],
      links: { booking: () => '', terms: termsLink(origin, 'danskbilferie', 'de') },
    })
    expect(mail.text).toContain(GREETING.plain.de)
    expect(termsLink(origin, 'danskbilferie', 'de')).toBe('http://de.danskbilferie.localhost:3000/info/agb')
    expect(termsLink(origin, 'default', 'couk')).toBe('http://uk.localhost:3000/terms-and-conditions')
  })
})
