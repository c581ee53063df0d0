/**
 * `GET /metrics` on its own port (METRICS_PORT), never on the public one: Kubernetes scrapes the
 * pod's port directly, and the internet does not see it. With METRICS_TOKEN it also wants
 * `Authorization: Bearer <token>`. In a cluster the primary serves it and answers the sum of its
 * workers (prom-client's AggregatorRegistry asks each over IPC).
 */
import { timingSafeEqual, createHash } from 'node:crypto'
import http from 'node:http'
import type { Logger } from 'pino'

export interface MetricsSource {
  contentType: string
  metrics(): Promise<string>
}

const digest = (value: string) => createHash('sha256').update(value).digest()

export function serveMetrics(
  source: MetricsSource,
  { port, host, token, logger }: { port: number; host: string; token?: string; logger: Logger },
): http.Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found\n')
      return
    }
    if (token) {
      const sent = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
      if (!timingSafeEqual(digest(sent), digest(token))) {
        res.writeHead(401, { 'Content-Type': 'text/plain', 'WWW-Authenticate': 'Bearer' }).end('Unauthorized\n')
        return
      }
    }
    source
      .metrics()
      .then((body) => {
        res.writeHead(200, { 'Content-Type': source.contentType, 'Cache-Control': 'no-store' })
        res.end(req.method === 'HEAD' ? undefined : body)
      })
      .catch((error: unknown) => {
        logger.warn(
          { err: { message: error instanceof Error ? error.message : String(error) } },
          'metrics: could not collect',
        )
        res.writeHead(503, { 'Content-Type': 'text/plain' }).end('Metrics unavailable\n')
      })
  })
  server.on('error', (error) => logger.error({ err: { message: error.message }, port }, 'metrics: cannot listen'))
  server.listen(port, host, () => logger.info({ port }, 'metrics on /metrics'))
  return server
}
