/**
 * The twenty API contract: zod schemas of every request and response. The embedded API
 * (twenty/router.ts) validates requests with them; the storefront's client
 * (app/lib/twenty.server.ts) validates responses with them. One edit here changes both sides.
 *
 * Paths are relative to `/api/twenty/{v1|v2}/{brand}/{apiLocale}/`.
 */
import { z } from 'zod'

export const API_LOCALES = ['couk', 'nl', 'be', 'ie', 'fr', 'de', 'ch', 'at', 'it'] as const
export const apiLocaleSchema = z.enum(API_LOCALES)
export type ApiLocale = z.infer<typeof apiLocaleSchema>

export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/** Every error answer: `{ error: { status, code, message } }`. */
export const apiErrorSchema = z.object({
  error: z.object({ status: z.number().int(), code: z.string(), message: z.string() }),
})
export type ApiError = z.infer<typeof apiErrorSchema>

// ---------------------------------------------------------------- navigation/groups (GET, v2)

export const navigationItemSchema = z.object({
  /** null renders a button (SPEC section 3). */
  url: z.string().nullable(),
  text: z.string(),
  icon: z.string().nullable(),
  openInNewTab: z.boolean(),
  isExternal: z.boolean(),
})
export type NavigationItem = z.infer<typeof navigationItemSchema>

export const footerLinkSchema = z.object({
  text: z.string(),
  url: z.string(),
  isExternal: z.boolean(),
  openInNewTab: z.boolean(),
})
export type FooterLink = z.infer<typeof footerLinkSchema>

export const socialIconSchema = z.object({ icon: z.string(), link: z.string() })
export type SocialIcon = z.infer<typeof socialIconSchema>

export const citySchema = z.object({ id: z.number().int(), name: z.string(), slug: slugSchema })
export type City = z.infer<typeof citySchema>

// Image sizes are contract too; kept free of zod so the browser can import them.
export { MEDIA_DENSITIES, MEDIA_SIZES, isMediaSize, type MediaSize } from './media-sizes'

export const imageSchema = z.object({
  /** Absolute path or URL of the image; accepts `w`, `h`, `dpr` and `fm` query parameters. */
  url: z.string(),
  alt: z.string(),
})

export const areaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  cities: z.array(citySchema),
  images: z.object({ small: imageSchema }),
  /** Popular areas are shown as image cards in the destinations menu (3 per country at most). */
  popular: z.boolean(),
  siteCount: z.number().int().nonnegative(),
  /** Lowest 7-night price of the area's campsites, in the market's currency (major units). */
  fromPrice: z.number().nonnegative().nullable().optional(),
})
export type Area = z.infer<typeof areaSchema>

export const countrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  /** ISO 3166-1 alpha-2, upper case. */
  code: z.string().length(2),
  title: z.string(),
  areas: z.array(areaSchema),
})
export type Country = z.infer<typeof countrySchema>

export const funnelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: slugSchema,
  defaultBookingDate: isoDate.nullable(),
  countries: z.array(countrySchema),
})
export type Funnel = z.infer<typeof funnelSchema>

export const footerSchema = z.object({
  /** Customer-service link columns (title + links). */
  columns: z.array(z.object({ title: z.string(), links: z.array(footerLinkSchema) })),
  socialIcons: z.array(socialIconSchema),
  gdprText: z.string(),
  newsletter: z.object({ title: z.string(), text: z.string() }),
  phone: z.string().nullable(),
  openingHours: z.string().nullable(),
})
export type Footer = z.infer<typeof footerSchema>

export const earlyBookingPeriodSchema = z.object({
  active: z.boolean(),
  startDate: isoDate,
  endDate: isoDate,
  /** Banner text; no banner without it. */
  text: z.string().nullable(),
  /** Slug the banner links to: `/{link}`, or `/info/{link}` for danskbilferie. */
  link: z.string().nullable(),
})
export type EarlyBookingPeriod = z.infer<typeof earlyBookingPeriodSchema>

export const taggedPageSummarySchema = z.object({ slug: slugSchema, title: z.string(), tags: z.array(z.string()) })
export type TaggedPageSummary = z.infer<typeof taggedPageSummarySchema>

export const navigationGroupsSchema = z.object({
  data: z.object({
    funnels: z.array(funnelSchema),
    header: z.object({ top: z.array(navigationItemSchema), bottom: z.array(navigationItemSchema) }),
    /** The first element is used (SPEC section 3). */
    footer: z.array(footerSchema).min(1),
    analyticsData: z.object({
      season: z.object({
        current: z.object({ type: z.enum(['summer', 'winter']), year: z.number().int() }),
        next: z.object({ year: z.number().int() }),
      }),
    }),
    phonePrefixes: z.array(z.object({ countryCode: z.string().length(2), prefix: z.string() })),
    /** Countries a booking form may choose (code + name in the request's language). */
    countries: z.array(z.object({ code: z.string().length(2), name: z.string() })),
    defaultCalenderDate: isoDate,
    earlyBookingPeriod: earlyBookingPeriodSchema.nullable(),
    taggedPages: z.array(taggedPageSummarySchema),
  }),
})
export type NavigationGroups = z.infer<typeof navigationGroupsSchema>['data']

// ---------------------------------------------------------------- newsletter/subscribe (POST, v2)

export const newsletterSubscribeRequestSchema = z.object({
  email: z.email().max(254),
  /** Where the signup came from, e.g. `footer`. */
  reference: z.string().min(1).max(64),
})
export type NewsletterSubscribeRequest = z.infer<typeof newsletterSubscribeRequestSchema>

/**
 * The same answer for a new and an already subscribed address, so the API cannot tell anyone
 * who is subscribed.
 */
export const newsletterSubscribeResponseSchema = z.object({
  data: z.object({ subscribed: z.literal(true) }),
})

// ---------------------------------------------------------------- catalogue/resolve (GET, v2)

/**
 * `GET catalogue/resolve?path=camping/france/dordogne` tells what a catalogue path is:
 * funnel, country, area, city, site or tagged page. 404 when no such page exists.
 */
export const breadcrumbSchema = z.object({ name: z.string(), path: z.string() })
export type CatalogueBreadcrumb = z.infer<typeof breadcrumbSchema>

const resolvedBase = {
  /** Canonical path without leading slash. */
  path: z.string(),
  title: z.string(),
  description: z.string(),
  breadcrumbs: z.array(breadcrumbSchema),
}

export const coordinatesSchema = z.object({ lat: z.number(), lng: z.number() })

export const catalogueResolveSchema = z.object({
  data: z.discriminatedUnion('type', [
    z.object({ type: z.literal('funnel'), ...resolvedBase, funnel: z.object({ slug: z.string(), name: z.string() }) }),
    z.object({
      type: z.literal('country'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
    }),
    z.object({
      type: z.literal('area'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
      area: z.object({ slug: z.string(), name: z.string() }),
    }),
    z.object({
      type: z.literal('city'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      city: z.object({ slug: z.string(), name: z.string() }),
    }),
    z.object({
      type: z.literal('site'),
      ...resolvedBase,
      funnel: z.object({ slug: z.string(), name: z.string() }),
      country: z.object({ slug: z.string(), name: z.string(), code: z.string() }),
      area: z.object({ slug: z.string(), name: z.string() }),
      site: z.object({ slug: z.string(), name: z.string(), coordinates: coordinatesSchema }),
    }),
    z.object({
      type: z.literal('taggedPage'),
      ...resolvedBase,
      page: z.object({ slug: z.string(), tags: z.array(z.string()), body: z.string() }),
    }),
  ]),
})
export type CatalogueResolution = z.infer<typeof catalogueResolveSchema>['data']

// ---------------------------------------------------------------- pages/{slug} (GET, v2)

/** `GET pages/{slug}`: one tagged page in the request's language; 404 when there is none. */
export const taggedPageSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  tags: z.array(z.string()),
  /** Plain text; paragraphs are separated by a blank line. */
  body: z.string(),
})
export type TaggedPage = z.infer<typeof taggedPageSchema>

export const taggedPageResponseSchema = z.object({ data: taggedPageSchema })
