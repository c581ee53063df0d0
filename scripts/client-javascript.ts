import { readdirSync, readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'

/**
 * The JavaScript a page loads, from its HTML: module preloads, script sources and module imports.
 * Other `/assets/*.js` URLs in the page (the route manifest's `url`, which lazy route discovery
 * only uses as a version) are not downloaded. Sizes are gzip -9 of the built files.
 */
export function clientJavaScript(html: string, buildDir = 'build/client'): { bytes: number; files: string[] } {
  const loaded = [
    ...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g),
    ...html.matchAll(/<script[^>]* src="(\/assets\/[\w.-]+\.js)"/g),
    ...html.matchAll(/\bimport(?:\s[^"'()]*from\s*|\s*\(\s*)["'](\/assets\/[\w.-]+\.js)["']/g),
  ]
  const files = [...new Set(loaded.map((m) => m[1]!))]
  const bytes = files.reduce((sum, src) => sum + gzipSync(readFileSync(`${buildDir}${src}`), { level: 9 }).length, 0)
  return { bytes, files }
}

/**
 * Built files loaded only on demand, by name (`leaflet-map` for the search page's map, JavaScript
 * and stylesheet): never in a page's count above, reported on their own.
 */
export function onDemandAssets(prefix: string, buildDir = 'build/client'): { bytes: number; files: string[] } {
  const files = readdirSync(`${buildDir}/assets`).filter((name) => name.startsWith(prefix) && /\.(js|css)$/.test(name))
  const bytes = files.reduce(
    (sum, name) => sum + gzipSync(readFileSync(`${buildDir}/assets/${name}`), { level: 9 }).length,
    0,
  )
  return { bytes, files: files.map((name) => `/assets/${name}`) }
}
