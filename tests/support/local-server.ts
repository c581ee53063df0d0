import type http from 'node:http'
import type { AddressInfo } from 'node:net'

/** Listens on a free port of 127.0.0.1 and gives the server's base URL. */
export async function listenLocally(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** Closes the server, its kept-alive connections too. */
export async function closeLocally(server: http.Server): Promise<void> {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
}
