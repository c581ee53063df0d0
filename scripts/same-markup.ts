/**
 * The bench's baseline (issue 23): a page's own markup, rendered by bare React. The page's HTML
 * is parsed once (htmlparser2) into a template of elements, attributes as React props, scripts
 * and comments dropped; every request rebuilds the React element tree from the template
 * (`createElement` per element, as a page's components would) and renders it with
 * `renderToString` in a bare Express server. So the baseline has the page's elements, attributes
 * and text, byte for byte what React would write for them, and none of its work.
 *
 * Run as its own process (`npx tsx scripts/same-markup.ts page.html ...`, production React), so
 * that it does not share an event loop with the load generator: it serves the n-th file at
 * `/{n}` and prints `listening {port}` once it does.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import express from 'express'
import { parseDocument } from 'htmlparser2'
import { createElement, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'

type Props = Record<string, unknown>
export type Template = string | { type: string; props: Props; children: Template[] }

/** HTML attribute names React spells otherwise; the rest pass through as written. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  for: 'htmlFor',
  tabindex: 'tabIndex',
  readonly: 'readOnly',
  maxlength: 'maxLength',
  minlength: 'minLength',
  autocomplete: 'autoComplete',
  autofocus: 'autoFocus',
  crossorigin: 'crossOrigin',
  srcset: 'srcSet',
  colspan: 'colSpan',
  rowspan: 'rowSpan',
  enctype: 'encType',
  formaction: 'formAction',
  formmethod: 'formMethod',
  novalidate: 'noValidate',
  inputmode: 'inputMode',
  enterkeyhint: 'enterKeyHint',
  spellcheck: 'spellCheck',
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  'accept-charset': 'acceptCharset',
  datetime: 'dateTime',
  referrerpolicy: 'referrerPolicy',
  hreflang: 'hrefLang',
  itemprop: 'itemProp',
  itemscope: 'itemScope',
  itemtype: 'itemType',
  autocapitalize: 'autoCapitalize',
  playsinline: 'playsInline',
  allowfullscreen: 'allowFullScreen',
}

/** Attributes whose presence is the value (`disabled=""` means true, which React wants as `true`). */
const BOOLEAN = new Set([
  'allowfullscreen',
  'async',
  'autofocus',
  'autoplay',
  'checked',
  'controls',
  'default',
  'defer',
  'disabled',
  'formnovalidate',
  'hidden',
  'ismap',
  'itemscope',
  'loop',
  'multiple',
  'muted',
  'nomodule',
  'novalidate',
  'open',
  'playsinline',
  'readonly',
  'required',
  'reversed',
  'selected',
])

/** `color: red; --gap: 2px` -> `{ color: 'red', '--gap': '2px' }` (custom properties keep their name). */
function styleObject(style: string): Record<string, string> {
  const result: Record<string, string> = {}
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const name = declaration.slice(0, colon).trim()
    const value = declaration.slice(colon + 1).trim()
    if (!name) continue
    result[name.startsWith('--') ? name : name.replace(/-([a-z])/g, (_m, letter: string) => letter.toUpperCase())] =
      value
  }
  return result
}

function propsOf(attributes: Record<string, string>): Props {
  const props: Props = {}
  for (const [name, value] of Object.entries(attributes)) {
    const lower = name.toLowerCase()
    if (lower === 'style') props.style = styleObject(value)
    else if (BOOLEAN.has(lower)) props[REACT_NAMES[lower] ?? lower] = true
    else props[REACT_NAMES[lower] ?? name] = value
  }
  return props
}

interface DomNode {
  type: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: DomNode[]
}

function templateOf(node: DomNode): Template[] {
  if (node.type === 'text') return node.data ? [node.data] : []
  if (node.type === 'tag' || node.type === 'style') {
    return [
      { type: node.name!, props: propsOf(node.attribs ?? {}), children: (node.children ?? []).flatMap(templateOf) },
    ]
  }
  // Scripts (inline data, module loaders, JSON-LD), comments and the doctype are not markup React writes.
  return []
}

/** The page's `<html>` element as a template (scripts and comments left out). */
export function markupTemplate(html: string): Template {
  const document = parseDocument(html, { lowerCaseAttributeNames: false, decodeEntities: true })
  const root = (document.children as unknown as DomNode[]).flatMap(templateOf).find((node) => typeof node !== 'string')
  if (!root) throw new Error('no <html> element in the page')
  return root
}

/** A fresh React element tree from the template: what a page's components build per request. */
export function elementOf(template: Template): ReactNode {
  if (typeof template === 'string') return template
  return createElement(template.type, template.props, ...template.children.map(elementOf))
}

export function renderTemplate(template: Template): string {
  return `<!DOCTYPE html>${renderToString(elementOf(template))}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const templates = process.argv.slice(2).map((file) => markupTemplate(readFileSync(file, 'utf8')))
  const app = express()
  app.disable('x-powered-by')
  app.get('/:index', (req, res) => {
    const template = templates[Number(req.params.index)]
    if (template === undefined) res.sendStatus(404)
    else res.type('html').send(renderTemplate(template))
  })
  const server = app.listen(Number(process.env.SAME_MARKUP_PORT ?? 0), '127.0.0.1', () => {
    console.log(`listening ${(server.address() as AddressInfo).port}`)
  })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
}
