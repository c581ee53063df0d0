import { createRequire } from 'node:module'
import path from 'node:path'
import { createElement, Fragment, Suspense, useId, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

/**
 * `renderToBuffer` is our patch to react-dom's legacy server renderer (decision 042): the page
 * `renderToString` would give, as UTF-8 bytes encoded in parts. Both of react-dom's builds are
 * patched (production runs the minified one, tests and `vite dev` the development one), so both
 * are checked here against `renderToString` of the same build.
 */
type LegacyServer = {
  renderToString: (element: ReactNode, options?: { identifierPrefix?: string }) => string
  renderToBuffer: (element: ReactNode, options?: { identifierPrefix?: string }) => Buffer
}
const require = createRequire(import.meta.url)
const cjs = path.join(path.dirname(require.resolve('react-dom/package.json')), 'cjs')
const builds: [string, LegacyServer][] = [
  ['production', require(path.join(cjs, 'react-dom-server-legacy.node.production.min.js')) as LegacyServer],
  ['development', require(path.join(cjs, 'react-dom-server-legacy.node.development.js')) as LegacyServer],
]

function Labelled({ text }: { text: string }) {
  const id = useId()
  return createElement(
    Fragment,
    null,
    createElement('label', { htmlFor: id }, text),
    createElement('input', { id, defaultValue: text }),
  )
}

/** A page of several parts' worth: ASCII, accents, €, emoji (surrogate pairs), lone surrogates. */
function page(): ReactElement {
  const texts = [
    'Sarlat-la-Canéda',
    'Zürich: CHF 1’250',
    '€ 89,50 per night',
    'Mobile home 🏕️ with 👨‍👩‍👧',
    'odd \uD83D end',
    '\uDE00 start',
  ]
  const items = Array.from({ length: 1500 }, (_, index) =>
    createElement(
      'li',
      { key: index, title: texts[index % texts.length], 'data-index': index },
      texts[(index * 7) % texts.length],
      index,
      createElement(Labelled, { text: texts[(index * 3) % texts.length]! }),
    ),
  )
  return createElement('main', null, createElement('ul', null, items))
}

function Suspends(): ReactNode {
  throw new Promise(() => {})
}

describe.each(builds)('renderToBuffer (%s build)', (_build, server) => {
  it('gives the bytes of renderToString for a page of many parts', () => {
    const expected = Buffer.from(server.renderToString(page(), { identifierPrefix: 'p-' }))
    expect(expected.length).toBeGreaterThan(100_000)
    const bytes = server.renderToBuffer(page(), { identifierPrefix: 'p-' })
    expect(Buffer.isBuffer(bytes)).toBe(true)
    expect(bytes.equals(expected)).toBe(true)
  })

  it('gives the bytes of renderToString for a page smaller than one part', () => {
    const small = createElement('p', { className: 'price' }, 'CHF ', 1250, ' 🏕️')
    expect(server.renderToBuffer(small).toString('utf8')).toBe(server.renderToString(small))
  })

  it('renders a suspended boundary as renderToString does, and throws for a suspension outside one', () => {
    const withBoundary = createElement(
      Suspense,
      { fallback: createElement('p', null, 'Loading…') },
      createElement(Suspends),
    )
    // (The development build writes the abort reason into the page; it names the function.)
    const markup = server.renderToBuffer(withBoundary).toString('utf8').replace('renderToBuffer', 'renderToString')
    expect(markup).toBe(server.renderToString(withBoundary))
    expect(markup).toContain('<p>Loading…</p>')
    expect(() => server.renderToBuffer(createElement(Suspends))).toThrow(
      /suspended while responding to synchronous input/,
    )
  })

  it('throws the error a component throws', () => {
    function Broken(): ReactNode {
      throw new Error('the campsite is gone')
    }
    expect(() => server.renderToBuffer(createElement('div', null, createElement(Broken)))).toThrow(
      'the campsite is gone',
    )
  })
})
