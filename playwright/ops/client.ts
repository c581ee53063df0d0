/**
 * The load generator's HTTP client (issue 22's reliability suite): node:http with one keep-alive
 * connection per virtual visitor, a cookie jar, the storefront's Host header, and the retry a
 * browser-facing tier (a load balancer, or the browser itself on a reused connection) makes:
 * a request whose connection failed before any answer came is sent again on a new connection,
 * at most three times. Every request is recorded: its status, time and whether it was retried.
 */
import http from 'node:http'

export interface Sample {
  /** What the visitor was doing: `home`, `search`, `book`, ... */
  kind: string
  method: string
  path: string
  status: number
  /** 0 when no answer came after every retry; the error then says why. */
  error?: string
  ms: number
  retries: number
  startedAt: number
  endedAt: number
  /** The answer carried the 503 error page (not a stack trace, not an empty body). */
  errorPage?: boolean
  stackTrace?: boolean
}

export interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

/** Errors of a connection that failed before an answer: the request can be sent again. */
const RETRYABLE = /ECONNRESET|ECONNREFUSED|EPIPE|socket hang up|ETIMEDOUT_CONNECT/

export class Visitor {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
  private readonly cookies = new Map<string, string>()

  constructor(
    private readonly port: number,
    readonly host: string,
    private readonly record: (sample: Sample) => void,
    private readonly options: { retries?: number; timeoutMs?: number } = {},
  ) {}

  close(): void {
    this.agent.destroy()
  }

  get(kind: string, path: string): Promise<Answer> {
    return this.send(kind, 'GET', path)
  }

  post(kind: string, path: string, form: Record<string, string | string[]>): Promise<Answer> {
    const body = new URLSearchParams()
    for (const [name, value] of Object.entries(form))
      for (const each of Array.isArray(value) ? value : [value]) body.append(name, each)
    return this.send(kind, 'POST', path, body.toString())
  }

  async send(kind: string, method: string, path: string, body?: string): Promise<Answer> {
    const startedAt = Date.now()
    let retries = 0
    const maxRetries = this.options.retries ?? 3
    for (;;) {
      try {
        const answer = await this.once(method, path, body)
        this.remember(answer.headers['set-cookie'])
        this.record({
          kind,
          method,
          path,
          status: answer.status,
          ms: Date.now() - startedAt,
          retries,
          startedAt,
          endedAt: Date.now(),
          errorPage: answer.status === 503 && /<html/i.test(answer.body),
          stackTrace: /\n\s+at [^\n]+\.(?:js|ts|tsx):\d+/.test(answer.body),
        })
        return answer
      } catch (error) {
        const message = (error as Error).message
        if (RETRYABLE.test(message) && retries < maxRetries) {
          retries++
          await new Promise((resolve) => setTimeout(resolve, 100 * retries))
          continue
        }
        this.record({
          kind,
          method,
          path,
          status: 0,
          error: message,
          ms: Date.now() - startedAt,
          retries,
          startedAt,
          endedAt: Date.now(),
        })
        throw error
      }
    }
  }

  private remember(setCookie: string[] | undefined): void {
    for (const line of setCookie ?? []) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      if (at <= 0) continue
      const name = pair!.slice(0, at).trim()
      const value = pair!.slice(at + 1).trim()
      if (value === '' || /max-age=0/i.test(line)) this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
  }

  private once(method: string, path: string, body?: string): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const headers: http.OutgoingHttpHeaders = {
        Host: this.host,
        Accept: 'text/html',
        'User-Agent': 'reliability-suite',
      }
      if (this.cookies.size > 0)
        headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
      if (body !== undefined) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded'
        headers['Content-Length'] = Buffer.byteLength(body)
        headers.Origin = `http://${this.host}`
        headers['Sec-Fetch-Site'] = 'same-origin'
      }
      const request = http.request(
        { host: '127.0.0.1', port: this.port, method, path, headers, agent: this.agent },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString('utf8'),
            }),
          )
          // A connection cut in the middle of an answer is not retried: it was answered.
          response.on('error', reject)
          response.on('aborted', () => reject(new Error('answer cut off')))
        },
      )
      request.setTimeout(this.options.timeoutMs ?? 30_000, () => request.destroy(new Error('timed out')))
      request.on('error', reject)
      request.end(body)
    })
  }
}
