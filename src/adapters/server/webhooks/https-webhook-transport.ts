import { lookup } from 'node:dns/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP } from 'node:net'
import type {
  TransportAnswer,
  WebhookTransport,
} from '../../../application/server/ports/webhook-transport.port.ts'
import { checkTarget } from '../../../domain/webhooks/target-address.ts'

const TIMEOUT_MS = 10_000
const MAX_RESPONSE_BYTES = 4096

/**
 * Posts with node's https, to public addresses only (WEBHOOKS_ALLOW_PRIVATE_TARGETS lifts it for tests).
 * The name is resolved here, every address checked, and the connection made to the checked address (the
 * request's `lookup` hands it over), so a name cannot answer one address to the check and another to the
 * connection (DNS rebinding). Redirects are not followed.
 */
export class HttpsWebhookTransport implements WebhookTransport {
  constructor(private readonly allowPrivate: boolean) {}

  async post(url: string, headers: Readonly<Record<string, string>>, body: string): Promise<TransportAnswer> {
    const target = new URL(url)
    const host = target.hostname.replace(/^\[|\]$/g, '')
    let addresses: string[]
    try {
      addresses = isIP(host) !== 0 ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
    } catch {
      return { _tag: 'Refused', reason: `cannot resolve ${host}` }
    }
    const refusal = checkTarget(url, addresses, this.allowPrivate)
    if (refusal !== null)
      return {
        _tag: 'Refused',
        reason:
          refusal._tag === 'NotHttps'
            ? 'not an https:// address'
            : `${refusal.address} is not a public address`,
      }
    const address = addresses[0] ?? host
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    return new Promise<TransportAnswer>((resolve) => {
      const outgoing = send(
        target,
        {
          method: 'POST',
          headers: { ...headers, 'content-length': Buffer.byteLength(body) },
          timeout: TIMEOUT_MS,
          lookup: (_name, options, done) => {
            const family = isIP(address)
            if ((options as { all?: boolean }).all) done(null, [{ address, family }] as never, family)
            else done(null, address, family)
          },
        },
        (response) => {
          const chunks: Buffer[] = []
          let size = 0
          response.on('data', (chunk: Buffer) => {
            if (size < MAX_RESPONSE_BYTES) chunks.push(chunk)
            size += chunk.length
          })
          response.on('end', () =>
            resolve({
              _tag: 'Answered',
              status: response.statusCode ?? 0,
              body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_RESPONSE_BYTES),
            }),
          )
          response.on('error', (error) => resolve({ _tag: 'Refused', reason: error.message }))
        },
      )
      outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer in ${TIMEOUT_MS / 1000} s`)))
      outgoing.on('error', (error) => resolve({ _tag: 'Refused', reason: error.message }))
      outgoing.end(body)
    })
  }
}
