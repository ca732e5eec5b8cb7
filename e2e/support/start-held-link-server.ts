import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface HeldLinkServer {
  /** Where a PDF link can point: every path answers 404, so the item fails. */
  url: string
  /** From now on, requests wait for `release()` before their 404. */
  hold: () => void
  release: () => void
  close: () => Promise<void>
}

/**
 * A link target on loopback that fails every fetch, at once or, while held, only when released: a retried link
 * then stays in processing for as long as a test looks at it, however fast the worker is.
 */
export async function startHeldLinkServer(): Promise<HeldLinkServer> {
  let gate: Promise<void> = Promise.resolve()
  let open = () => {}
  const server = createServer((_request, response) => {
    void gate.then(() => response.writeHead(404, { 'content-type': 'text/plain' }).end('No deck here.'))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hold: () => {
      gate = new Promise((resolve) => (open = resolve))
    },
    release: () => open(),
    close: () =>
      new Promise((resolve) => {
        open()
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
