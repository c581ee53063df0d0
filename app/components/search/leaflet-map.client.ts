/**
 * The search page's Leaflet map. Browser-only and loaded on demand (ResultsMap imports it inside
 * an effect), so Leaflet's JavaScript and stylesheet reach only visitors who open the map view.
 */
import { divIcon, latLngBounds, map as leafletMap, marker, tileLayer } from 'leaflet'
import 'leaflet/dist/leaflet.css'

export interface MapPin {
  name: string
  location: string
  href: string
  lat: number
  lng: number
  /** The total as the market writes it, or null when nothing is bookable. */
  price: string | null
}

export interface MapOptions {
  pins: MapPin[]
  tileUrl: string
  attribution: string
  labels: { unavailable: string; total: string; viewSite: string }
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
  for (const pin of options.pins) {
    const pinMarker = marker([pin.lat, pin.lng], { icon: pinIcon(pin), title: pin.name, keyboard: true, riseOnHover: true })
    pinMarker.bindPopup(() => popupContent(pin, options), { maxWidth: 260 })
    pinMarker.addTo(map)
    // The marker is a focusable button: name it with the campsite and its price.
    pinMarker.getElement()?.setAttribute('aria-label', `${pin.name}, ${pin.price ?? options.labels.unavailable}`)
  }
  return {
    resize: () => map.invalidateSize(),
    destroy: () => map.remove(),
  }
}
