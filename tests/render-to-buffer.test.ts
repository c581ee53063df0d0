import { createRequire } from 'node:module'
import path from 'node:path'
import { createElement, Fragment, Suspense, useId, type ReactElement, type ReactNode } from 'react'
import { describe, expect, it } from 'vitest'

/**
 * `renderToBuffer` is our patch to react-dom's legacy server renderer (decisions 042 and 043):
 * the page `renderToString` would give, as UTF-8 bytes encoded in parts into a buffer kept from
 * page to page, large chunks copied from bytes the caller kept. Both of react-dom's builds are
 * patched (production runs the minified one, tests and `vite dev` the development one), so both
 * are checked here against `renderToString` of the same build.
 */
type LegacyServer = {
  renderToString: (element: ReactNode, options?: { identifierPrefix?: string }) => string
  renderToBuffer: (
    element: ReactNode,
    options?: { identifierPrefix?: string; encodedChunk?: (chunk: string) => Uint8Array | undefined },
  ) => Buffer
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

  it('copies the bytes the caller kept for large chunks, and encodes what it was given none for', () => {
    // Markup inserted whole, as the destinations menus are: one chunk of its own.
    const menu = `<nav>${'<a href="/fr">Frankreich 🇫🇷 Côte d’Azur</a>'.repeat(200)}</nav>`
    const other = `<aside>${'Zürich '.repeat(1000)}</aside>`
    const withMenus = () =>
      createElement(
        'div',
        null,
        createElement('p', null, 'before \uD83D'),
        createElement('header', { dangerouslySetInnerHTML: { __html: menu } }),
        page(),
        createElement('footer', { dangerouslySetInnerHTML: { __html: other } }),
        createElement('footer', { dangerouslySetInnerHTML: { __html: menu } }),
      )
    const asked: number[] = []
    const kept = Buffer.from(menu)
    const bytes = server.renderToBuffer(withMenus(), {
      encodedChunk: (chunk) => {
        asked.push(chunk.length)
        return chunk === menu ? kept : undefined
      },
    })
    expect(bytes.equals(Buffer.from(server.renderToString(withMenus())))).toBe(true)
    // Only chunks of 4,096 characters or more are asked about: the two menus and the other one.
    expect(asked.sort()).toEqual([menu.length, menu.length, other.length].sort())
  })

  it('gives each page bytes of its own, however large, while the buffer is kept for the next', () => {
    const first = server.renderToBuffer(page())
    const copy = Buffer.from(first)
    // A page larger than the kept buffer, and a render inside a render (a component rendering
    // markup of its own), then a small page: the first page's bytes stay as they were.
    const huge = createElement('div', null, page(), page(), page(), page(), page())
    function Nested(): ReactNode {
      return createElement('pre', null, server.renderToBuffer(createElement('b', null, 'inner ✓')).toString('utf8'))
    }
    const outer = createElement('section', null, createElement(Nested), page())
    expect(server.renderToBuffer(huge).equals(Buffer.from(server.renderToString(huge)))).toBe(true)
    expect(server.renderToBuffer(outer).equals(Buffer.from(server.renderToString(outer)))).toBe(true)
    expect(server.renderToBuffer(createElement('i', null, 'x')).toString('utf8')).toBe('<i>x</i>')
    expect(first.equals(copy)).toBe(true)
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
