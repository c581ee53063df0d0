/**
 * The travel voucher (issue 20): one A4 page the customer shows at the campsite's reception once
 * the booking is paid in full. Made with pdf-lib (PDF) and qrcode (the QR code of the booking
 * reference, drawn as squares: no image step); text in the booking's language, with the
 * reference, the stay, the party, the campsite's name and address, what was paid and what is
 * still paid on site.
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import type { CheckoutScope } from './carts'
import type { Booking } from './checkout-contract'
import type { TwentyDatabase } from './db'
import { API_LOCALE_INFO } from './locales'
import type { Language } from './schema'
import { stayCatalogue } from './stay-catalogue'

type Words = Record<Language, string>
const tr = (en: string, nl: string, de: string, fr: string, it: string): Words => ({ en, nl, de, fr, it })

const LABELS = {
  title: tr('Travel voucher', 'Reisvoucher', 'Reisegutschein', 'Bon de voyage', 'Voucher di viaggio'),
  intro: tr(
    'Show this voucher at the reception of the campsite when you arrive.',
    'Laat deze voucher bij aankomst zien bij de receptie van de camping.',
    'Zeigen Sie diesen Gutschein bei der Ankunft an der Rezeption des Campingplatzes vor.',
    'Présentez ce bon à la réception du camping à votre arrivée.',
    'Mostra questo voucher alla reception del campeggio al tuo arrivo.',
  ),
  ref: tr('Booking reference', 'Boekingsnummer', 'Buchungsnummer', 'Numéro de réservation', 'Numero di prenotazione'),
  campsite: tr('Campsite', 'Camping', 'Campingplatz', 'Camping', 'Campeggio'),
  address: tr('Address', 'Adres', 'Adresse', 'Adresse', 'Indirizzo'),
  accommodation: tr('Accommodation', 'Accommodatie', 'Unterkunft', 'Hébergement', 'Alloggio'),
  arrival: tr('Arrival', 'Aankomst', 'Anreise', 'Arrivée', 'Arrivo'),
  departure: tr('Departure', 'Vertrek', 'Abreise', 'Départ', 'Partenza'),
  nights: tr('{count} nights', '{count} nachten', '{count} Nächte', '{count} nuits', '{count} notti'),
  party: tr('Travellers', 'Reizigers', 'Reisende', 'Voyageurs', 'Viaggiatori'),
  partySize: tr(
    '{adults} adults, {children} children',
    '{adults} volwassenen, {children} kinderen',
    '{adults} Erwachsene, {children} Kinder',
    '{adults} adultes, {children} enfants',
    '{adults} adulti, {children} bambini',
  ),
  paid: tr('Paid', 'Betaald', 'Bezahlt', 'Payé', 'Pagato'),
  onSite: tr(
    'To pay at the campsite',
    'Op de camping te betalen',
    'Auf dem Campingplatz zu zahlen',
    'À payer au camping',
    'Da pagare in campeggio',
  ),
  qr: tr(
    'QR code of the booking reference',
    'QR-code van het boekingsnummer',
    'QR-Code der Buchungsnummer',
    'Code QR du numéro de réservation',
    'Codice QR del numero di prenotazione',
  ),
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''))

/**
 * The standard PDF fonts write WinAnsi only: a letter they lack (Croatian "č", Danish names are
 * fine) is written without its accent rather than failing the whole voucher.
 */
function printable(font: PDFFont, text: string): string {
  return Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (part) => part.segment)
    .map((char) => {
      try {
        font.encodeText(char)
        return char
      } catch {
        const plain = char.normalize('NFD').replace(/[\u0300-\u036f]/g, '')
        try {
          font.encodeText(plain)
          return plain
        } catch {
          return '?'
        }
      }
    })
    .join('')
}

/** The voucher of a booking, as PDF bytes. */
export async function travelVoucher(
  database: TwentyDatabase,
  booking: Booking,
  scope: Pick<CheckoutScope, 'apiLocale' | 'language'>,
): Promise<Uint8Array> {
  const { language } = scope
  const swiss = (text: string) => (scope.apiLocale === 'ch' ? text.replace(/ß/g, 'ss') : text)
  const { locale } = API_LOCALE_INFO[scope.apiLocale]
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  const date = (iso: string) => day.format(new Date(`${iso}T00:00:00Z`))
  const money = (amount: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount)

  const catalogue = stayCatalogue(database)
  const site = catalogue.sitesBySlug.get(booking.site.slug)
  const city = site ? catalogue.citiesById.get(site.cityId) : undefined
  const area = site ? catalogue.areasById.get(site.areaId) : undefined
  const country = site ? catalogue.countriesById.get(site.countryId) : undefined
  const address = [
    booking.site.name,
    [city?.name[language], area?.name[language]].filter(Boolean).join(', '),
    country?.name[language] ?? '',
    site ? `GPS ${site.lat.toFixed(5)}, ${site.lng.toFixed(5)}` : '',
  ].filter(Boolean)

  const pdf = await PDFDocument.create()
  pdf.setTitle(swiss(`${LABELS.title[language]} ${booking.ref}`))
  pdf.setLanguage(locale)
  pdf.setCreator('twenty')
  const page = pdf.addPage([595.28, 841.89])
  const regular = await pdf.embedFont(StandardFonts.Helvetica)
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold)
  const ink = rgb(0.1, 0.12, 0.14)
  const muted = rgb(0.38, 0.4, 0.44)
  const margin = 56
  let y = 841.89 - margin

  // The text column leaves room for the QR code at the top right.
  const columnWidth = 595.28 - 2 * margin - 140
  const write = (target: PDFPage, text: string, options: { font?: PDFFont; size?: number; colour?: typeof ink }) => {
    const font = options.font ?? regular
    const size = options.size ?? 11
    // Word by word into lines that fit the column.
    const lines: string[] = []
    for (const word of printable(font, swiss(text)).split(' ')) {
      const last = lines.at(-1)
      if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= columnWidth)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
    }
    for (const line of lines) {
      target.drawText(line, { x: margin, y, size, font, color: options.colour ?? ink })
      y -= size * 1.45
    }
  }

  write(page, LABELS.title[language], { font: bold, size: 26 })
  y -= 4
  write(page, LABELS.intro[language], { colour: muted })
  y -= 10

  // The QR code of the reference, top right, drawn module by module.
  const qr = QRCode.create(booking.ref, { errorCorrectionLevel: 'M' })
  const modules = qr.modules.size
  const cell = 120 / modules
  const qrX = 595.28 - margin - 120
  const qrY = 841.89 - margin - 120
  for (let row = 0; row < modules; row++) {
    for (let column = 0; column < modules; column++) {
      if (qr.modules.get(row, column))
        page.drawRectangle({
          x: qrX + column * cell,
          y: qrY + (modules - 1 - row) * cell,
          width: cell,
          height: cell,
          color: ink,
        })
    }
  }
  page.drawText(printable(regular, swiss(LABELS.qr[language])), {
    x: qrX,
    y: qrY - 12,
    size: 7,
    font: regular,
    color: muted,
    maxWidth: 120,
  })

  const field = (label: string, lines: string[]) => {
    write(page, label.toUpperCase(), { font: bold, size: 9, colour: muted })
    y -= 2
    for (const line of lines) write(page, line, { size: 13 })
    y -= 8
  }
  field(LABELS.ref[language], [booking.ref])
  field(LABELS.campsite[language], [booking.site.name])
  field(LABELS.address[language], address)
  field(LABELS.accommodation[language], [booking.accommodation.name])
  field(LABELS.arrival[language], [date(booking.arrivalDate)])
  field(LABELS.departure[language], [
    `${date(booking.departureDate)} (${fill(LABELS.nights[language], { count: booking.duration })})`,
  ])
  const travellers = booking.participants.map((person) => `${person.firstName} ${person.lastName}`.trim())
  field(LABELS.party[language], [
    fill(LABELS.partySize[language], {
      adults: booking.persons.adults,
      children: booking.persons.children.length,
    }),
    ...travellers.filter(Boolean),
  ])
  field(LABELS.paid[language], [money(booking.paid, booking.currency)])
  if (booking.payOnSite > 0) field(LABELS.onSite[language], [money(booking.payOnSite, booking.payOnSiteCurrency)])

  return pdf.save({ useObjectStreams: false })
}
