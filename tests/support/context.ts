import type { AppLoadContext } from '@remix-run/node'
import { RequestSession } from '~/lib/session.server'
import { publicOriginFor, storefrontForHost } from '~/lib/storefront.server'
import { DEFAULT_FLAGS } from '../../market-config/flags'
import { defaultHostMap, type HostMap } from '../../market-config/hosts'

/** The load context the host builds for a request, for calling loaders and actions directly. */
export async function loadContextFor(
  host: string,
  options: { twentyBaseUrl?: string; cookie?: string; hostMap?: HostMap } = {},
): Promise<AppLoadContext> {
  const request = new Request(`http://${host}/`, { headers: options.cookie ? { Cookie: options.cookie } : {} })
  const hostMap = options.hostMap ?? defaultHostMap()
  const storefront = storefrontForHost(host, hostMap)
  return {
    storefront,
    session: await RequestSession.fromRequest(request),
    twentyBaseUrl: options.twentyBaseUrl ?? 'http://127.0.0.1:9/api/twenty',
    cspNonce: '',
    isBot: false,
    flags: DEFAULT_FLAGS,
    visitorId: null,
    deviceType: 'desktop',
    clientIp: '127.0.0.1',
    origin: `http://${host}`,
    publicOrigin: publicOriginFor(`http://${host}`, storefront, hostMap),
  }
}

/** The status of the Response a loader threw (404, 503, a redirect), or what else happened. */
export async function thrownStatus(promise: Promise<unknown> | (() => unknown)): Promise<number | string> {
  try {
    await (typeof promise === 'function' ? promise() : promise)
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.status
    throw thrown
  }
  return 'no error'
}
