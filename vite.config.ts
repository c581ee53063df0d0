import { fileURLToPath } from 'node:url'
import { vitePlugin as remix } from '@remix-run/dev'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { remixConfig } from './remix.config.js'

declare module '@remix-run/node' {
  interface Future {
    v3_singleFetch: true
  }
}

const BOOKING_FACTS_MODULES = /\/app\/components\/checkout\/(BookingFacts|PaymentSchedule)\.tsx$/
const FORMAT_MODULES = /\/app\/(components\/checkout\/format-hooks|lib\/format|lib\/intl)\.ts$/
const LAYOUT_MODULES = /\/app\/(root|routes\/_(storefront|checkout|portal|fullscreen))\.tsx$/
/**
 * Small modules nearly every page imports (breadcrumbs on 30 of 34 kinds of page, the focus ring):
 * as files of their own they cost each page a file's gzip overhead and dictionary, which put the
 * catalogue pages over their 100 KB (scripts/page-javascript.ts); inside the shared chunk, a few
 * hundred bytes less there and on every page with breadcrumbs.
 */
const NEARLY_EVERY_PAGE_MODULES = /\/app\/components\/ui\/(Breadcrumbs\.tsx|focus\.ts)$/

/**
 * The storefront's own code that every page runs (the root, the layouts and what they import
 * statically: header, footer, toasts, translations) goes into one chunk. As fifteen small files it
 * was 24 KB of gzip; as one, 19.5 KB, because gzip shares one dictionary (the home page's 100 KB
 * budget, docs/decisions/009). Libraries they import go into a vendor chunk; page routes, lazily loaded
 * code and the route modules themselves keep their own chunks.
 */
function storefrontChunk(): Rollup.GetManualChunk {
  let members: Set<string> | undefined
  return (id, { getModuleIds, getModuleInfo }) => {
    if (!members) {
      members = new Set()
      const visit = (moduleId: string) => {
        const info = getModuleInfo(moduleId)
        if (!info || members!.has(moduleId)) return
        members!.add(moduleId)
        info.importedIds.forEach(visit)
      }
      for (const moduleId of getModuleIds())
        if (LAYOUT_MODULES.test(moduleId)) getModuleInfo(moduleId)?.importedIds.forEach(visit)
    }
    // A booking's facts and its payment schedule go together on the confirmation and in My bookings:
    // one file instead of two keeps those pages within the 100 KB budget (docs/decisions/033).
    if (BOOKING_FACTS_MODULES.test(id)) return 'booking-facts'
    // Their formatting helpers are shared with checkout and the payment pages: a chunk of their own,
    // or Rollup would pull them into the facts' chunk and make those pages load it.
    if (FORMAT_MODULES.test(id)) return 'formats'
    if (NEARLY_EVERY_PAGE_MODULES.test(id)) return 'storefront'
    if (!members.has(id) || LAYOUT_MODULES.test(id) || id.includes('/app/routes/')) return undefined
    // Libraries change less often than our code: a release keeps them cached.
    // Virtual modules (Vite's preload helper, CommonJS helpers) are used by both.
    return id.includes('/node_modules/') || id.startsWith('\0') ? 'vendor' : 'storefront'
  }
}

/**
 * Packages the browser gets in place of the server's: react-i18next's hook and provider, and
 * remix-i18next's `useChangeLanguage` (which imports them), over the browser's own translator
 * (app/lib/react-i18next.client.ts). The server renders with the libraries; both produce the same
 * strings (tests/i18n-browser.test.ts). Resolved per import, so the development server's browser
 * code gets the same modules as the build's (docs/decisions/033).
 */
const BROWSER_MODULES: Record<string, string> = {
  'react-i18next': './app/lib/react-i18next.client.ts',
  'remix-i18next/react': './app/lib/react-i18next.client.ts',
}

function browserModules(): Plugin {
  return {
    name: 'storefront-browser-modules',
    enforce: 'pre',
    resolveId(source, _importer, options) {
      const replacement = BROWSER_MODULES[source]
      if (!replacement || options.ssr) return null
      return fileURLToPath(new URL(replacement, import.meta.url))
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The development catalogue route exists only under the dev server, or when asked for.
  plugins: [
    browserModules(),
    tailwindcss(),
    !process.env.VITEST &&
      remix(remixConfig({ includeDevRoutes: command === 'serve' || process.env.INCLUDE_DEV_ROUTES === '1' })),
    tsconfigPaths(),
  ],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // Terser packs the browser's code about 4 % smaller than esbuild's minifier (the home page's
  // 100 KB budget, docs/decisions/009); the server build is not minified.
  build: isSsrBuild
    ? {}
    : {
        minify: 'terser',
        terserOptions: { compress: { passes: 2 } },
        rollupOptions: {
          output: { manualChunks: storefrontChunk() },
          treeshake: { moduleSideEffects: (id) => !/\/(app|twenty|market-config)\//.test(id) },
        },
      },
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      // (react-i18next and remix-i18next/react are the browser's own module: browserModules above.)
      'i18next',
      'remix-i18next/client',
      'react-toastify',
      'isbot',
      // Every other package the browser's code imports, lazily loaded ones too: a package found only
      // when a page first asks for it makes Vite optimise again and reload, and a page that loaded
      // the first React copy meanwhile fails with "Invalid hook call" (the UI-kit warm-up timed out in CI).
      '@remix-run/react',
      '@conform-to/react',
      '@conform-to/zod/v4',
      'clsx',
      'date-fns',
      'leaflet',
      'react-day-picker',
      'react-day-picker/locale',
      'remix-utils/use-hydrated',
      'supercluster',
      'zod/mini',
      // Reached only through server modules that the Remix plugin strips from the client, but
      // the dependency scan follows them; listing them avoids a full reload on first request.
      'zod',
      '@remix-run/node',
    ],
  },
  test: {
    include: [
      'tests/**/*.test.ts',
      'app/**/*.test.ts',
      'market-config/**/*.test.ts',
      'twenty/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    environment: 'node',
    // A stray `.only` fails the run under CI instead of quietly skipping every other test
    // (scripts/test.sh sets CI; docs/decisions/005-honest-test-summary.md).
    allowOnly: !process.env.CI,
  },
}))
