/**
 * The search page's Leaflet map. Browser-only and loaded on demand (ResultsMap imports it inside
 * an effect), so Leaflet's JavaScript and stylesheet reach only visitors who open the map view.
 * Pins that would overlap are drawn as one cluster (supercluster): a country has hundreds of
 * campsites, whose price pills would otherwise pile up unreadably and each take a Tab stop.
 */
import { divIcon, latLngBounds, layerGroup, map as leafletMap, marker, tileLayer, type LatLngBounds, type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet'
import 'leaflet/dist/leaflet.css'
import Supercluster from 'supercluster'

export interface MapPin {
  name: string
  location: string
  href: string
  lat: number
  lng: number
  /** The total as the market writes it, or null when nothing is bookable. */
  price: string | null
  /** The total as a number (the cheapest of a cluster is shown on it), or null. */
  amount: number | null
}

export interface MapOptions {
  pins: MapPin[]
  tileUrl: string
  attribution: string
  labels: {
    unavailable: string
    total: string
    viewSite: string
    /** A cluster's accessible name: how many campsites, from what price, and that it zooms in. */
    cluster: (count: number, cheapest: string | null) => string
  }
  /** Writes an amount in the market's currency (a cluster's cheapest total). */
  formatAmount: (amount: number) => string
  /** Follows a popup's link inside the app (a client-side navigation). */
  onFollow: (href: string) => void
}

export interface SearchMapHandle {
  /** After the container changed size (full screen and back). */
  resize(): void
  destroy(): void
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  node.className = className
  if (text !== undefined) node.textContent = text
  return node
}

/**
 * The pin: the total on a pill (a dot when nothing is bookable), drawn with CSS so it shows
 * without any image or tile. The element sizes to its text; `translate` (not Leaflet's
 * `transform`) puts its bottom centre on the campsite.
 */
function pinIcon(pin: MapPin) {
  const text = element('span', '', pin.price ?? '')
  return divIcon({
    html: text,
    className: pin.price
      ? 'search-map-pin -translate-x-1/2 -translate-y-full whitespace-nowrap rounded-control border-2 border-surface bg-primary px-2 py-0.5 text-xs font-bold text-white shadow-md'
      : 'search-map-pin size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-surface bg-muted shadow-md',
    iconSize: null as unknown as undefined,
    popupAnchor: [0, pin.price ? -24 : -8],
  })
}

function popupContent(pin: MapPin, options: MapOptions): HTMLElement {
  const box = element('div', 'flex min-w-44 flex-col gap-1 font-body text-sm text-ink')
  box.append(element('strong', 'font-heading text-base leading-snug', pin.name), element('span', 'text-muted', pin.location))
  box.append(element('span', 'font-semibold', pin.price ? `${options.labels.total}: ${pin.price}` : options.labels.unavailable))
  // Leaflet's stylesheet colours links in the map; the theme's colour wins here.
  const link = element('a', 'mt-1 font-semibold text-primary! underline', options.labels.viewSite)
  link.href = pin.href
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    options.onFollow(pin.href)
  })
  box.append(link)
  return box
}

/**
 * A cluster: its count on a round badge. The cheapest total is in its name (and tooltip) rather
 * than on a label beside it, which would overlap the next cluster's.
 */
function clusterIcon(count: number) {
  // Leaflet's stylesheet sets the icon element's display: the badge is an inner element.
  const badge = element(
    'span',
    'grid size-10 place-items-center rounded-full border-2 border-surface bg-primary text-sm font-bold text-white shadow-md outline-4 outline-primary/30',
    String(count),
  )
  return divIcon({ html: badge, className: 'search-map-cluster -translate-x-1/2 -translate-y-1/2', iconSize: null as unknown as undefined })
}

interface ClusterSum {
  cheapest: number | null
}

/** Draws the clusters and single pins of the visible part of the map, anew after every move. */
function clusteredPins(map: LeafletMap, options: MapOptions) {
  const index = new Supercluster<MapPin, ClusterSum>({
    // In screen pixels (Leaflet's tiles are 256 wide): badges closer than this would overlap.
    extent: 256,
    radius: 48,
    maxZoom: 14,
    map: (pin) => ({ cheapest: pin.amount }),
    reduce: (sum, other) => {
      if (other.cheapest !== null && (sum.cheapest === null || other.cheapest < sum.cheapest)) sum.cheapest = other.cheapest
    },
  })
  index.load(options.pins.map((pin) => ({ type: 'Feature' as const, properties: pin, geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] } })))
  const layer = layerGroup().addTo(map)
  // Drawn for the view plus half of it around, so a small move (a popup panning into view, an
  // arrow key) redraws nothing and an open popup stays open.
  let drawn: { zoom: number; bounds: LatLngBounds } | null = null
  const draw = () => {
    const zoom = Math.floor(map.getZoom())
    const view = map.getBounds()
    if (drawn && drawn.zoom === zoom && drawn.bounds.contains(view)) return
    const bounds = view.pad(0.5)
    drawn = { zoom, bounds }
    layer.clearLayers()
    const box: [number, number, number, number] = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()]
    for (const feature of index.getClusters(box, zoom)) {
      const [lng, lat] = feature.geometry.coordinates as [number, number]
      const properties = feature.properties
      if ('cluster' in properties && properties.cluster) {
        const count = properties.point_count
        const cheapest = properties.cheapest === null ? null : options.formatAmount(properties.cheapest)
        const label = options.labels.cluster(count, cheapest)
        const clusterMarker = marker([lat, lng], { icon: clusterIcon(count), title: label, keyboard: true, riseOnHover: true })
        // A cluster zooms in until its campsites part. Leaflet makes it a button but turns only a
        // click into 'click': Enter and Space, a button's keys, are handled here.
        const zoomIn = () => map.setView([lat, lng], Math.min(index.getClusterExpansionZoom(properties.cluster_id), 18))
        clusterMarker.on('click', zoomIn)
        clusterMarker.on('keypress', (event) => {
          const { key } = (event as LeafletKeyboardEvent).originalEvent
          if (key !== 'Enter' && key !== ' ') return
          event.originalEvent.preventDefault()
          zoomIn()
          // The cluster's element is gone after the redraw: keep the focus in the map, where Tab
          // goes on to the campsites that came apart.
          map.getContainer().focus({ preventScroll: true })
        })
        clusterMarker.addTo(layer)
        const element = clusterMarker.getElement()
        element?.setAttribute('aria-label', label)
        element?.setAttribute('data-count', String(count))
        continue
      }
      const pin = properties as MapPin
      const pinMarker = marker([lat, lng], { icon: pinIcon(pin), title: pin.name, keyboard: true, riseOnHover: true })
      pinMarker.bindPopup(() => popupContent(pin, options), { maxWidth: 260 })
      pinMarker.addTo(layer)
      // The marker is a focusable button: name it with the campsite and its price.
      pinMarker.getElement()?.setAttribute('aria-label', `${pin.name}, ${pin.price ?? options.labels.unavailable}`)
    }
  }
  draw()
  map.on('moveend', draw)
  map.on('resize', draw)
}

export function createSearchMap(container: HTMLElement, options: MapOptions): SearchMapHandle {
  // Scrolling the page must not zoom the map; the zoom buttons and pinching do.
  const map = leafletMap(container, { scrollWheelZoom: false, zoomSnap: 0.5 })
  // Leaflet writes attributions as HTML: the configured credit is text.
  const credit = options.attribution.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  tileLayer(options.tileUrl, { attribution: credit, maxZoom: 18 }).addTo(map)
  // Leaflet's own credit, underlined: a link in a line of text must not be told by colour alone.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" class="underline!">Leaflet</a>')
  // A map without a view adds its layers later: set the view first, so each marker has its element.
  if (options.pins.length > 0) {
    map.fitBounds(latLngBounds(options.pins.map((pin) => [pin.lat, pin.lng] as [number, number])), { padding: [32, 32], maxZoom: 11 })
  } else {
    map.setView([46.5, 6], 4)
  }
  clusteredPins(map, options)
  return {
    resize: () => map.invalidateSize(),
    destroy: () => map.remove(),
  }
}
