/**
 * Choosing your own pitch (issue 24): its endpoints, mounted by `router.ts`.
 *
 *   GET /media/site-maps/{slug}                                      the site map, SVG (public, like the images)
 *   GET {v1|v2}/{brand}/{apiLocale}/sites/{slug}/pitches?accommodation=&date=&duration=
 *                                                                    the pitches, free or taken for the stay
 *
 * twenty/README.md documents them; decision 038 says why.
 */
import type { Response, Router } from 'express'
import { addDays } from './calendar'
import { slugSchema } from './contract'
import type { TwentyDatabase } from './db'
import { ApiError, methodNotAllowed, parseRequest, type Responder } from './http'
import { pitchesQuerySchema, pitchesResponseSchema } from './pitch-contract'
import { pitchesForStay, renderSiteMapSvg, siteMap } from './pitches'
import { stayCatalogue } from './stay-catalogue'

export interface PitchRouteDeps {
  database: TwentyDatabase
  responder: Responder
  publicPath: string
}

const SVG_CACHE_CONTROL = 'public, max-age=31536000, immutable'

export function mountPitchRoutes(router: Router, scoped: Router, { database, responder, publicPath }: PitchRouteDeps) {
  // The site map is the same for everyone and changes only with the catalogue (the seed): like
  // the other images, cached for a year. A few kB of SVG, drawn in well under a millisecond.
  router
    .route('/media/site-maps/:slug')
    .get((req, res) => {
      const slug = req.params.slug ?? ''
      const site = slugSchema.safeParse(slug).success ? stayCatalogue(database).sitesBySlug.get(slug) : undefined
      const map = site ? siteMap(site) : null
      if (!site || !map) throw ApiError.notFound('No such image')
      res
        .status(200)
        .set({ 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': SVG_CACHE_CONTROL })
        .send(renderSiteMapSvg(map, site.name))
    })
    .all(methodNotAllowed('GET'))

  scoped
    .route('/sites/:slug/pitches')
    .get((req, res: Response) => {
      const slug = req.params.slug ?? ''
      const query = parseRequest(pitchesQuerySchema, req.query)
      const catalogue = stayCatalogue(database)
      const site = slugSchema.safeParse(slug).success ? catalogue.sitesBySlug.get(slug) : undefined
      const unit = catalogue.accommodationsById.get(query.accommodation)
      const departure = addDays(query.date, query.duration)
      const pitches = site && unit ? pitchesForStay(database, site, unit, query.date, departure, publicPath) : null
      if (!pitches) throw ApiError.notFound(`No pitches of accommodation ${query.accommodation} at "${slug}"`)
      // Free and taken change with every booking.
      res.set('Cache-Control', 'no-store')
      responder.send(res, 200, pitchesResponseSchema, { data: pitches })
    })
    .all(methodNotAllowed('GET'))
}
