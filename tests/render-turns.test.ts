import net from 'node:net'
import { describe, expect, it } from 'vitest'
import { renderTurns } from '~/lib/render-turns.server'

/** Blocks the event loop for `ms`, as a page's synchronous render does. */
function render(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // a render
  }
}

describe('renderTurns', () => {
  it('gives waiting pages their turns in arrival order', async () => {
    const turn = renderTurns()
    const order: number[] = []
    await Promise.all([1, 2, 3, 4].map((page) => turn().then(() => order.push(page))))
    expect(order).toEqual([1, 2, 3, 4])
  })

  it('tells a page whose visitor went away while it waited not to render, and keeps the others in turn', async () => {
    const turn = renderTurns()
    const gone = new AbortController()
    const stays = new AbortController()
    const waiting = [turn(stays.signal), turn(gone.signal), turn(stays.signal), turn()]
    gone.abort()
    expect(await Promise.all(waiting)).toEqual([true, false, true, true])
  })

  it('lets the loop come round between two renders, so a waiting connection is accepted', async () => {
    // Twenty pages whose data came at once, 5 ms of rendering each; a visitor connects meanwhile.
    const turn = renderTurns()
    const server = net.createServer((socket) => socket.end())
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as net.AddressInfo
    const events: string[] = []
    server.on('connection', () => events.push('accepted'))
    const connected = new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        events.push('connected')
        socket.destroy()
        resolve()
      })
    })
    const renders = Array.from({ length: 20 }, (_, page) =>
      turn().then(() => {
        render(5)
        events.push(`render ${page}`)
      }),
    )
    await Promise.all([...renders, connected])
    server.close()
    // Rendered back to back in one turn, all twenty would come before the connection is taken.
    expect(events.indexOf('accepted')).toBeGreaterThan(-1)
    expect(events.indexOf('accepted')).toBeLessThan(events.indexOf('render 19'))
  })
})
