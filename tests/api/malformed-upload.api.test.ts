import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody } from '../support/multipart-body.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// Issue 29 §9: a malformed multipart upload is the client's mistake, a 400 with a stable code, never a
// 500 from the multipart parser ("Unexpected end of multipart data", "Boundary not found"…).
let seeded: SeededApi
let token: string

beforeAll(async () => {
  seeded = await startSeededApi()
  await seeded.seed.proPlan({ user: 'upload-pro' })
  token = await seeded.api.token('upload-pro', { claims: { email: 'upload-pro@mail.example' } })
}, 120_000)
afterAll(() => seeded?.api.close())

const post = (contentType: string, payload: string | Buffer) =>
  seeded.api.app.inject({
    method: 'POST',
    url: '/api/enrichment/jobs',
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  })

const valid = multipartBody(
  { name: 'leads.csv', type: 'text/csv', bytes: new TextEncoder().encode('name,link\nAda,x\n') },
  { start: 'false' },
)

describe('a malformed upload', () => {
  it.each([
    ['a body that is not multipart at all', 'multipart/form-data; boundary=x', '{}'],
    ['no boundary', 'multipart/form-data', valid.body],
    ['a boundary the body does not use', 'multipart/form-data; boundary=nothere', valid.body],
    ['a part cut short', valid.contentType, valid.body.subarray(0, valid.body.length - 20)],
    ['only the opening boundary', valid.contentType, valid.body.subarray(0, 40)],
  ])('%s is a 400 MALFORMED_UPLOAD', async (_, contentType, payload) => {
    const response = await post(contentType, payload)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toEqual({
      statusCode: 400,
      code: 'MALFORMED_UPLOAD',
      message: expect.any(String),
    })
  })

  // Cut inside the closing delimiter, the parser may still hand over the whole file: served, not a 5xx.
  it('cut anywhere, is never a 5xx, and a refusal is in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: valid.body.length - 1 }), async (cut) => {
        const response = await post(valid.contentType, valid.body.subarray(0, cut))
        expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBeLessThan(500)
        if (response.statusCode >= 400)
          expect(Object.keys(response.json()).sort()).toEqual(['code', 'message', 'statusCode'])
      }),
      { numRuns: 25 },
    )
  }, 60_000)

  it('the whole body still uploads', async () => {
    const response = await post(valid.contentType, valid.body)
    expect(response.statusCode, response.body).toBe(201)
  })
})
