import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signatureHeader } from '../../../../domain/webhooks/webhook-signature.ts'
import { nodeHmacSha256Hex } from '../../node-hmac.ts'
import { openApiDocument } from './openapi-document.ts'
import type { AnyRoute } from './route.ts'

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

const route = (call: Partial<AnyRoute> & Pick<AnyRoute, 'method' | 'path'>): AnyRoute => ({
  access: 'user',
  summary: 'A call',
  tag: 'user',
  handle: async () => ({}),
  ...call,
})

describe('the document generated from a route table (issue 29 §11, §12)', () => {
  const document = openApiDocument(
    [
      route({ method: 'GET', path: '/api/user/info' }),
      route({ method: 'GET', path: '/api/stats', access: 'public', tag: 'public' }),
      route({ method: 'POST', path: '/api/things/:id', access: 'admin', tag: 'admin' }),
    ],
    { title: 'LeadLens', version: 'test', origin: 'https://leads.example' },
  )
  const operations = Object.values(document.paths).flatMap((path) => Object.values(path)) as {
    operationId: string
    tags: string[]
    security: unknown[]
    responses: Record<string, unknown>
  }[]

  it('names each operation by its contract call, and a call the contract lacks by its address', () => {
    expect(operations.map((o) => o.operationId)).toEqual(['userInfo', 'stats', 'postApiThingsId'])
  })

  it('defines every tag it uses at the top, with a description, and says where the service is', () => {
    expect(document.tags.map((t) => t.name).sort()).toEqual(['admin', 'public', 'user'])
    for (const tag of document.tags) expect(tag.description).not.toBe('')
    expect(document.servers).toEqual([{ url: 'https://leads.example', description: expect.any(String) }])
  })

  it('marks a public call public, and documents a 4xx for every call, the public ones too', () => {
    expect(operations.map((o) => o.security)).toEqual([[{ bearer: [] }], [], [{ bearer: [] }]])
    for (const operation of operations)
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining(['400', '429', '431', '500', '503']),
      )
  })

  it('documents the refusals of a body and of a long path parameter where they can happen', () => {
    const [get, , post] = operations
    expect(Object.keys(get?.responses ?? {})).not.toContain('413')
    expect(Object.keys(post?.responses ?? {})).toEqual(
      expect.arrayContaining(['401', '403', '413', '414', '415']),
    )
  })
})
