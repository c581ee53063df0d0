// The linter of `npm test` (scripts/test.sh runs `npm run lint` with --max-warnings 0). Every rule
// that is relaxed below says why; no file switches a rule off without a comment beside it.
// Decision record: docs/decisions/024-one-way-to-write-a-route.md.
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier/flat'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

/** Inside app/ every import of app/ code uses the `~/` alias: `../` may only leave app/ (market-config, twenty). */
const APP_RELATIVE = {
  regex: String.raw`^\.\./(?!(\.\./)*(market-config|twenty)/)`,
  message: 'Import app/ code through the ~/ alias (tsconfig paths), not a ../ path.',
}
/** Outside app/ (server, tests, scripts) app/ code is reached through `~/` as well. */
const INTO_APP = {
  regex: String.raw`^(\.\./)+app/`,
  message: 'Import app/ code through the ~/ alias (tsconfig paths), not a ../app/ path.',
}

export default defineConfig(
  {
    ignores: [
      'build/',
      // scripts/compare-builds.ts's builds side by side (not committed)
      '.builds/',
      'data/',
      'reports/',
      'test-results/',
      'playwright-report/',
      '.stryker-tmp/',
      '.cache/',
      'public/',
      'patches/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      // Vite's `?url` and `?raw` imports and the virtual build of the Remix plugin.
      'import-x/ignore': [String.raw`\?(url|raw)$`, '^virtual:'],
    },
    rules: {
      // Imports: one order (built-ins, packages, then our own), and no cycle anywhere.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
          pathGroups: [{ pattern: '~/**', group: 'internal' }],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-useless-path-segments': 'error',
      'import-x/no-duplicates': ['error', { 'prefer-inline': false }],
      'no-restricted-imports': ['error', { patterns: [INTO_APP] }],
      // The typescript plugin checks what is imported; these two only repeat it, slowly.
      'import-x/named': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-named-as-default-member': 'off',
      // Namespace imports of our own modules and of zod are read as `z.object`, not as a
      // default member; the rule cannot tell (it flags `z` of zod 4).
      'import-x/no-named-as-default': 'off',

      // Relaxed from strictTypeChecked, each for a reason:
      // Numbers and booleans in template literals are ordinary text (`${count} nights`); only
      // objects, nullish values and `never` are bugs, and those stay forbidden.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: false, allowAny: false, allowNever: false },
      ],
      // Remix's `loader`/`action`/`meta` are passed around unbound as module exports, and
      // `t` of i18next is a plain function value: the rule cannot tell a method from those.
      '@typescript-eslint/unbound-method': 'off',
      // Express 4 route handlers are async functions that catch their own errors (try/catch to
      // next), so returning one where Express expects void is fine (`returns: false` below).
      // `void promise` marks a deliberately unawaited promise; an arrow returning a promise to
      // an event handler (onClick={() => void save()}) is the same thing.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, returns: false } }],
      // `onClick={() => setOpen(false)}`: an arrow's shorthand body that returns void is how React
      // handlers are written; void in any other expression position stays an error.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // Remix's loaders throw Responses (404, redirects) by design: the error boundary renders them.
      '@typescript-eslint/only-throw-error': 'off',
      // noUncheckedIndexedAccess makes `array[i]!` the honest way to say "checked above"; the
      // rule would push those to `as` casts, which hide more.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // React Compiler's rules (eslint-plugin-react-hooks 7): the app is not compiled by React
      // Compiler, and these flag ordinary React 18 patterns it uses on purpose: a ref read during
      // render for the latest callback, state set in an effect after hydration (the browser-only
      // value replaces the server's guess), a mutated ref.current. rules-of-hooks and
      // exhaustive-deps stay on.
      'react-hooks/refs': 'off',
      'react-hooks/set-state-in-effect': 'off',
      'react-hooks/immutability': 'off',
      // The regexes that name control characters (\x00-\x1f) are there to find and refuse them
      // in input (headers, search text, cookies): what the rule forbids is their purpose.
      'no-control-regex': 'off',
      // `async` marks a function that must return a promise (the API router's handlers, Remix's
      // loaders, the clientLoader): some answer at once. An unawaited promise that matters is
      // caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // The types say what well-formed data looks like; the checks this rule flags guard where it
      // may not be (Record lookups, which noUncheckedIndexedAccess does not cover, the browser's
      // globals, parsed headers, rows of the API's database). Removing them trades a visible
      // fallback for a crash on bad data.
      '@typescript-eslint/no-unnecessary-condition': 'off',
      // Unused variables are tsc's job (noUnusedLocals, noUnusedParameters); `_` names are kept.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The storefront: `~/` within app/, the layers of STYLE.md item 14 one way only.
    files: ['app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [APP_RELATIVE, INTO_APP] }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app/lib',
              from: ['./app/routes', './app/root.tsx', './app/components', './app/entry.server.tsx'],
              message: 'lib/ is below routes and components: put the shared part in lib/.',
            },
            {
              target: './app/components',
              from: ['./app/routes', './app/root.tsx', './app/entry.server.tsx'],
              message: 'components/ are below routes: pass data down or put the type in lib/.',
            },
            {
              target: './app/routes/**/*',
              from: './app/routes/*.tsx',
              message: 'Route modules do not import each other: share through lib/ or components/.',
            },
            {
              target: './app',
              from: './twenty',
              except: ['./contract.ts', './media-sizes.ts'],
              message: 'The storefront imports only the twenty contract, never the embedded API.',
            },
            { target: './app', from: './server', message: 'app/ does not import the Express host.' },
          ],
        },
      ],
    },
  },
  {
    files: ['twenty/**/*.{ts,tsx}', 'market-config/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './twenty', from: ['./app', './server'], message: 'twenty/ imports nothing from the app.' },
            {
              target: './market-config',
              from: ['./app', './server', './twenty'],
              message: 'market-config/ is data: it imports nothing from the app or the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may lean on what they just asserted.
    files: ['**/*.test.ts', 'tests/**/*.ts', 'playwright/**/*.ts'],
    rules: {
      // Playwright's fixtures are `async ({ page }) => ...` destructuring; `test.describe` and
      // `expect.poll` callbacks return promises the runner awaits.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true, allowForKnownSafeCalls: [] }],
      // Tests read the JSON of the API and pages under test (`await response.json()` is `any`) and
      // assert on it at once: a cast or a schema there would only repeat the assertion that follows.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      // A test's name or failure message may print a missing value as "undefined": that is the news.
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
      '@typescript-eslint/restrict-plus-operands': 'off',
      // vitest helpers named `use…` (useEmbeddedApi: a fixture for the file) are not React hooks.
      'react-hooks/rules-of-hooks': 'off',
      // `.catch((error) => error)` hands a thrown Response to the assertion that reads its status.
      '@typescript-eslint/use-unknown-in-catch-callback-variable': 'off',
    },
  },
  {
    // Scripts (benchmarks, CLIs) print what they measured, missing values included.
    files: ['scripts/**/*.ts', 'twenty/cli.ts'],
    rules: {
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true, allowNullish: true },
      ],
    },
  },
  {
    // Plain JavaScript: scripts and config files outside the TypeScript program.
    files: ['**/*.{js,mjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
)
