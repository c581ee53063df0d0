/**
 * Accessible stays' endpoints (issue 24), mounted by `router.ts`:
 *
 *   GET sites/{slug}/accessibility           (scoped) the campsite's and its units' measured facts
 *   GET /media/accessibility/{level-id-kind}  (public) the photo of one fact, an SVG diagram
 *
 * twenty/README.md documents them; the search filters are `search/sites`' own (search.ts).
 */
import type { Response, Router } from 'express'
import { z } from 'zod'
import { accessibilityPhotoSubject, siteAccessibility } from './accessibility'
import { siteAccessibilityResponseSchema } from './accessibility-contract'
import { renderAccessibilitySvg } from './accessibility-media'
import { slugSchema } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError, describeIssues, methodNotAllowed, type Responder } from './http'
import { isMediaSize } from './media-sizes'
import type { Language } from './schema'

export interface AccessibilityRouteDeps {
  database: TwentyDatabase
  responder: Responder
  publicPath: string
}

const CATALOGUE_CACHE_CONTROL = 'public, max-age=300'
const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** Drawn SVGs kept in memory (small strings; one per fact and size). */
const MAX_CACHED = 500

/** Listed sizes only (media-sizes.ts), as for every other image; always a vector. */
const photoQuerySchema = z
  .object({
    w: z.coerce.number().int(),
    h: z.coerce.number().int(),
    fm: z.enum(['svg', 'webp']).default('svg'),
    dpr: z.enum(['1', '2']).optional(),
  })
  .refine((query) => isMediaSize(query.w, query.h), { message: 'unlisted size', path: ['w'] })

export function mountAccessibilityRoutes(
  router: Router,
  scoped: Router,
  { database, responder, publicPath }: AccessibilityRouteDeps,
): void {
  const languageOf = (res: Response) => (res.locals.twentyScope as { language: Language }).language

  scoped
    .route('/sites/:slug/accessibility')
    .get(
      // Synchronous: Express hands a thrown ApiError to the error handler.
      (req, res) => {
        const slug = req.params.slug ?? ''
        const answer = slugSchema.safeParse(slug).success
          ? siteAccessibility(database, slug, { language: languageOf(res), publicPath })
          : null
        if (!answer) throw ApiError.notFound(`No campsite "${slug}"`)
        res.set('Cache-Control', CATALOGUE_CACHE_CONTROL)
        responder.send(res, 200, siteAccessibilityResponseSchema, { data: answer })
      },
    )
    .all(methodNotAllowed('GET'))

  const drawn = new Map<string, string>()
  router
    .route('/media/accessibility/:slug')
    .get(
      // Synchronous: Express hands a thrown ApiError to the error handler.
      (req, res) => {
        const query = photoQuerySchema.safeParse(req.query)
        if (!query.success) throw ApiError.validation(describeIssues(query.error)).quiet('image-size-refused')
        const slug = req.params.slug ?? ''
        const key = `${slug}@${query.data.w}x${query.data.h}`
        let svg = drawn.get(key)
        if (svg === undefined) {
          const subject = accessibilityPhotoSubject(database, slug)
          if (!subject) throw ApiError.notFound('No such image')
          svg = renderAccessibilitySvg({ ...subject, width: query.data.w, height: query.data.h })
          if (drawn.size >= MAX_CACHED) drawn.delete(drawn.keys().next().value!)
          drawn.set(key, svg)
        }
        res
          .status(200)
          .set({
            'Content-Type': 'image/svg+xml; charset=utf-8',
            'Cache-Control': IMAGE_CACHE_CONTROL,
            // Opened on its own, the drawing may run nothing.
            'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
          })
          .send(svg)
      },
    )
    .all(methodNotAllowed('GET'))
}
