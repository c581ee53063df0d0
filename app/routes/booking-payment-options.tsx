import { placeholderLoader } from '~/lib/placeholder.server'
export { PlaceholderPage as default } from '~/components/SimplePage'
export { PageErrorBoundary as ErrorBoundary } from '~/components/error-boundaries'
export { pageMeta as meta } from '~/lib/page-meta'
export const loader = (args: Parameters<typeof placeholderLoader>[0]) =>
  placeholderLoader(args, 'bookingPaymentOptions')
