import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signatureHeader } from '../../../../domain/webhooks/webhook-signature.ts'
import { nodeHmacSha256Hex } from '../../node-hmac.ts'
import { openApiDocument } from './openapi-document.ts'

type Verify = (rawBody: string, header: string, secret: string, now?: number) => boolean

/** The Node.js sample the reference page shows integrators, loaded as they would paste it. */
const publishedVerify = async (): Promise<Verify> => {
  const { description } = openApiDocument([], { title: 'LeadLens', version: 'test' }).info
  const sample = /## Webhooks[\s\S]*?```js\n([\s\S]*?)```/.exec(description)?.[1]
  if (sample === undefined) throw new Error('the reference page shows no webhook sample')
  const module = await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(sample)}`)
  return module.verify as Verify
}

describe('the API reference page', () => {
  it('shows a webhook check that accepts what LeadLens signs and refuses an edit or a replay', async () => {
    const verify = await publishedVerify()
    const now = 1_790_000_000
    fc.assert(
      fc.property(fc.json(), fc.string({ minLength: 1, maxLength: 40 }), (body, secret) => {
        const header = signatureHeader(nodeHmacSha256Hex, secret, now, body)
        expect(verify(body, header, secret, now * 1000)).toBe(true)
        expect(verify(`${body} `, header, secret, now * 1000)).toBe(false)
        expect(verify(body, header, `${secret}x`, now * 1000)).toBe(false)
        expect(verify(body, header, secret, (now + 301) * 1000)).toBe(false)
      }),
    )
  })

  it('accepts a delivery by either secret while a rotated secret’s overlap lasts (two v1), no other', async () => {
    const verify = await publishedVerify()
    const now = 1_790_000_000
    fc.assert(
      fc.property(
        fc.json(),
        fc.uniqueArray(fc.string({ minLength: 1, maxLength: 40 }), { minLength: 3, maxLength: 3 }),
        (body, [fresh = '', previous = '', other = '']) => {
          const header = signatureHeader(nodeHmacSha256Hex, [fresh, previous], now, body)
          expect(verify(body, header, fresh, now * 1000)).toBe(true)
          expect(verify(body, header, previous, now * 1000)).toBe(true)
          expect(verify(body, header, other, now * 1000)).toBe(false)
        },
      ),
    )
  })
})
