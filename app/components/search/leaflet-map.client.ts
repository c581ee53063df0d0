/**
 * The search page's Leaflet map. Browser-only and loaded on demand (ResultsMap imports it inside
 * an effect), so Leaflet's JavaScript and stylesheet reach only visitors who open the map view.
 * Pins that would overlap are drawn as one cluster (supercluster): a country has hundreds of
 * campsites, whose price pills would otherwise pile up unreadably and each take a Tab stop.
 */
import {
  divIcon,
  latLngBounds,
  layerGroup,
  map as leafletMap,
  marker,
  tileLayer,
  type LatLngBounds,
  type Map as LeafletMap,
} from 'leaflet'
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
    /** The same at the deepest zoom, where it lists its campsites instead. */
    clusterList: (count: number, cheapest: string | null) => string
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

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
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
  box.append(
    element('strong', 'font-heading text-base leading-snug', pin.name),
    element('span', 'text-muted', pin.location),
  )
  box.append(
    element('span', 'font-semibold', pin.price ? `${options.labels.total}: ${pin.price}` : options.labels.unavailable),
  )
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
  return divIcon({
    html: badge,
    className: 'search-map-cluster -translate-x-1/2 -translate-y-1/2',
    iconSize: null as unknown as undefined,
  })
}

interface ClusterSum {
  cheapest: number | null
}

/** The map's deepest zoom (the tiles' too). */
const MAX_ZOOM = 18
/** Pixels kept between two markers' boxes: closer, they are drawn as one cluster. */
const MARKER_GAP = 2
/** Rounds of merging overlapping markers per redraw (each round merges at least two). */
const MAX_MERGE_ROUNDS = 12

/** What one marker stands for: one campsite (a pin) or several (a cluster). */
interface MarkerGroup {
  pins: MapPin[]
  lat: number
  lng: number
}

function groupOf(pins: MapPin[]): MarkerGroup {
  return {
    pins,
    lat: pins.reduce((sum, pin) => sum + pin.lat, 0) / pins.length,
    lng: pins.reduce((sum, pin) => sum + pin.lng, 0) / pins.length,
  }
}

/** A cluster badge's halo (its 4 px outline), part of what it covers. */
const CLUSTER_HALO = 4

/** The box a marker covers on screen: a pin's pill (or dot), a cluster's badge with its halo. */
function markerBox(node: HTMLElement | undefined): DOMRect | null {
  const cluster = node?.classList.contains('search-map-cluster') ?? false
  const box = (cluster ? (node!.firstElementChild as HTMLElement | null) : node)?.getBoundingClientRect()
  if (!box || box.width === 0) return null
  const halo = cluster ? CLUSTER_HALO : 0
  return new DOMRect(box.x - halo, box.y - halo, box.width + 2 * halo, box.height + 2 * halo)
}

const overlap = (a: DOMRect, b: DOMRect) =>
  a.left < b.right + MARKER_GAP &&
  b.left < a.right + MARKER_GAP &&
  a.top < b.bottom + MARKER_GAP &&
  b.top < a.bottom + MARKER_GAP

/** Indexes of markers whose boxes touch, joined into groups (each index in one group). */
function touchingGroups(boxes: (DOMRect | null)[]): number[][] {
  const parent = boxes.map((_, index) => index)
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)))
  for (let a = 0; a < boxes.length; a++) {
    for (let b = a + 1; b < boxes.length; b++) {
      const boxA = boxes[a]
      const boxB = boxes[b]
      if (boxA && boxB && overlap(boxA, boxB)) parent[root(a)] = root(b)
    }
  }
  const groups = new Map<number, number[]>()
  boxes.forEach((_, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), index]))
  return [...groups.values()]
}

/** A cluster's list of its campsites (where zooming cannot part them any more): links with prices. */
function clusterListContent(pins: MapPin[], options: MapOptions): HTMLElement {
  const list = element('ul', 'flex max-h-64 min-w-48 flex-col gap-2 overflow-y-auto font-body text-sm text-ink')
  for (const pin of pins) {
    const item = element('li', 'flex flex-col')
    const link = element('a', 'font-semibold text-primary! underline', pin.name)
    link.href = pin.href
    link.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      options.onFollow(pin.href)
    })
    item.append(
      link,
      element('span', 'text-muted', pin.price ? `${options.labels.total}: ${pin.price}` : options.labels.unavailable),
    )
    list.append(item)
  }
  return list
}

/**
 * Draws the clusters and single pins of the visible part of the map, anew after every move.
 * Supercluster groups nearby campsites first; then, since a price pill is wider than a cluster
 * radius and a cluster's centre moves, the drawn markers are measured and any two that touch are
 * merged into one cluster, until none touches: markers never hide each other, at any zoom
 * (issue 17). A cluster zooms in on its campsites; at the deepest zoom it lists them.
 */
function clusteredPins(map: LeafletMap, options: MapOptions) {
  const index = new Supercluster<MapPin, ClusterSum>({
    // In screen pixels (Leaflet's tiles are 256 wide): badges closer than this would overlap.
    extent: 256,
    radius: 48,
    maxZoom: MAX_ZOOM - 1,
    map: (pin) => ({ cheapest: pin.amount }),
    reduce: (sum, other) => {
      if (other.cheapest !== null && (sum.cheapest === null || other.cheapest < sum.cheapest))
        sum.cheapest = other.cheapest
    },
  })
  index.load(
    options.pins.map((pin) => ({
      type: 'Feature' as const,
      properties: pin,
      geometry: { type: 'Point' as const, coordinates: [pin.lng, pin.lat] },
    })),
  )
  const layer = layerGroup().addTo(map)

  const addPin = (pin: MapPin) => {
    const pinMarker = marker([pin.lat, pin.lng], {
      icon: pinIcon(pin),
      title: pin.name,
      keyboard: true,
      riseOnHover: true,
    })
    pinMarker.bindPopup(() => popupContent(pin, options), { maxWidth: 260 })
    pinMarker.addTo(layer)
    // The marker is a focusable button: name it with the campsite and its price.
    pinMarker.getElement()?.setAttribute('aria-label', `${pin.name}, ${pin.price ?? options.labels.unavailable}`)
    return pinMarker.getElement()
  }

  const addCluster = (group: MarkerGroup) => {
    const count = group.pins.length
    const amounts = group.pins.map((pin) => pin.amount).filter((amount): amount is number => amount !== null)
    const cheapest = amounts.length > 0 ? options.formatAmount(Math.min(...amounts)) : null
    const deepest = map.getZoom() >= MAX_ZOOM
    const label = deepest ? options.labels.clusterList(count, cheapest) : options.labels.cluster(count, cheapest)
    const clusterMarker = marker([group.lat, group.lng], {
      icon: clusterIcon(count),
      title: label,
      keyboard: true,
      riseOnHover: true,
    })
    // At the deepest zoom the campsites cannot be parted: the cluster lists them instead.
    if (deepest) clusterMarker.bindPopup(() => clusterListContent(group.pins, options), { maxWidth: 280 })
    // A cluster zooms in on its campsites. Leaflet makes it a button but turns only a click into
    // 'click': Enter and Space, a button's keys, are handled here.
    const zoomIn = () => {
      const bounds = latLngBounds(group.pins.map((pin) => [pin.lat, pin.lng] as [number, number]))
      const zoom = Math.min(MAX_ZOOM, Math.max(Math.floor(map.getZoom()) + 1, map.getBoundsZoom(bounds.pad(0.1))))
      map.setView(bounds.getCenter(), zoom)
    }
    if (!deepest) clusterMarker.on('click', zoomIn)
    clusterMarker.on('keypress', (event) => {
      const { key } = event.originalEvent
      if (key !== 'Enter' && key !== ' ') return
      event.originalEvent.preventDefault()
      if (deepest) {
        clusterMarker.openPopup()
        return
      }
      zoomIn()
      // The cluster's element is gone after the redraw: keep the focus in the map, where Tab
      // goes on to the campsites that came apart.
      map.getContainer().focus({ preventScroll: true })
    })
    clusterMarker.addTo(layer)
    const node = clusterMarker.getElement()
    node?.setAttribute('aria-label', label)
    node?.setAttribute('data-count', String(count))
    return node
  }

  // Drawn for the view plus half of it around, so a small move (a popup panning into view, an
  // arrow key) redraws nothing and an open popup stays open.
  let drawn: { zoom: number; bounds: LatLngBounds } | null = null
  const draw = () => {
    const zoom = map.getZoom()
    const view = map.getBounds()
    if (drawn && drawn.zoom === zoom && drawn.bounds.contains(view)) return
    const bounds = view.pad(0.5)
    drawn = { zoom, bounds }
    const box: [number, number, number, number] = [
      bounds.getWest(),
      bounds.getSouth(),
      bounds.getEast(),
      bounds.getNorth(),
    ]
    let groups: MarkerGroup[] = index.getClusters(box, Math.floor(zoom)).map((feature) => {
      const properties = feature.properties
      if ('cluster' in properties && properties.cluster) {
        const [lng, lat] = feature.geometry.coordinates as [number, number]
        return { pins: index.getLeaves(properties.cluster_id, Infinity).map((leaf) => leaf.properties), lat, lng }
      }
      return groupOf([properties as MapPin])
    })
    for (let round = 0; round < MAX_MERGE_ROUNDS; round++) {
      layer.clearLayers()
      const nodes = groups.map((group) => (group.pins.length === 1 ? addPin(group.pins[0]!) : addCluster(group)))
      const touching = touchingGroups(nodes.map(markerBox))
      if (touching.length === groups.length) return
      groups = touching.map((members) =>
        members.length === 1 ? groups[members[0]!]! : groupOf(members.flatMap((member) => groups[member]!.pins)),
      )
    }
  }
  draw()
  map.on('moveend', draw)
  map.on('resize', draw)
}

export function createSearchMap(container: HTMLElement, options: MapOptions): SearchMapHandle {
  // Scrolling the page must not zoom the map; the zoom buttons and pinching do.
  const map = leafletMap(container, { scrollWheelZoom: false, zoomSnap: 0.5, maxZoom: MAX_ZOOM })
  // Leaflet writes attributions as HTML: the configured credit is text.
  const credit = options.attribution.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  tileLayer(options.tileUrl, { attribution: credit, maxZoom: MAX_ZOOM }).addTo(map)
  // Leaflet's own credit, underlined: a link in a line of text must not be told by colour alone.
  map.attributionControl.setPrefix('<a href="https://leafletjs.com" class="underline!">Leaflet</a>')
  // A map without a view adds its layers later: set the view first, so each marker has its element.
  if (options.pins.length > 0) {
    map.fitBounds(latLngBounds(options.pins.map((pin) => [pin.lat, pin.lng] as [number, number])), {
      padding: [32, 32],
      maxZoom: 11,
    })
  } else {
    map.setView([46.5, 6], 4)
  }
  clusteredPins(map, options)
  return {
    resize: () => map.invalidateSize(),
    destroy: () => map.remove(),
  }
}
