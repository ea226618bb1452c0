import type { Socket } from 'node:net'
import { SocksClient } from 'socks'

/**
 * A TCP connection to `address:port` through a SOCKS5 proxy: how a verifier reaches port 25 from a
 * cloud that blocks it (as Reacher offers).
 */
export const connectThroughSocks = async (
  proxy: { readonly host: string; readonly port: number },
  address: string,
  port: number,
  timeoutMs: number,
): Promise<Socket> => {
  const { socket } = await SocksClient.createConnection({
    proxy: { host: proxy.host, port: proxy.port, type: 5 },
    command: 'connect',
    destination: { host: address, port },
    timeout: timeoutMs,
  })
  return socket
}
