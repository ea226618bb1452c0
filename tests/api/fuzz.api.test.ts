import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { problemsWith } from '../support/api-fuzz.checks.ts'
import { documentedStatuses } from '../support/api-fuzz.statuses.ts'
import { type FuzzReport, runApiFuzz } from '../support/api-fuzz.ts'
import { NO_BACKGROUND_WORKERS } from '../support/data-snapshot.ts'
import { type SeededApi, startSeededApi } from '../support/seeded-api.ts'

// A few hundred generated requests to the operations of the served OpenAPI document, every one of them
// a starting point (tests/bench/fuzz/main.ts sends 10k and more). A new seed each run, so runs add up to
// more than one sample; a failure names the seed that replays it.
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 500)

let service: SeededApi
beforeAll(async () => {
  // Refusals are judged by snapshots of the data: no background job may change it meanwhile.
  service = await startSeededApi(NO_BACKGROUND_WORKERS)
})
afterAll(() => service?.api.close())

const summary = (report: FuzzReport) =>
  `seed ${SEED}; replay one: node --import tsx tests/bench/fuzz/main.ts --requests 1 --seed <seed>\n` +
  report.failures.map((f) => `seed ${f.seed}: ${f.request}\n  ${f.problems.join('\n  ')}`).join('\n')

describe('fuzzing every operation of the OpenAPI document', () => {
  it(`answers ${REQUESTS} broken requests with no 5xx, no internals, the error body and only documented statuses, no change from a refusal`, async () => {
    const report = await runApiFuzz({ requests: REQUESTS, seed: SEED, service })
    expect(report.failures, summary(report)).toEqual([])
    // Every operation of the document is a starting point.
    const { paths } = (await service.api.call('GET', '/api/openapi.json')).json()
    const operations = Object.values(paths as Record<string, object>).flatMap((p) => Object.keys(p))
    expect(report.operations).toBe(operations.length)
    const statuses = Object.keys(report.statuses).map(Number)
    // The requests got past the door: some were served, some refused by the schemas, some by access.
    expect(
      statuses.some((s) => s >= 200 && s < 300),
      summary(report),
    ).toBe(true)
    for (const refusal of [400, 401, 404]) expect(statuses, summary(report)).toContain(refusal)
    // Most refusals were replayed between two snapshots of the data and changed nothing.
    expect(report.dataChecks.verified).toBeGreaterThan(report.dataChecks.refused / 2)
  }, 120_000)
})

describe('the fuzzer sees what it looks for', () => {
  const request = { method: 'GET', url: '/api/x?q=%2Fsrc%2Fecho', headers: {} }
  const answer = (statusCode: number, body: unknown, type = 'application/json') =>
    ({
      statusCode,
      headers: { 'content-type': type },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }) as unknown as LightMyRequestResponse
  const refusal = (message: string) => answer(400, { statusCode: 400, code: 'INVALID_REQUEST', message })

  it.each([
    ['a 5xx', answer(502, { statusCode: 502, code: 'BAD_GATEWAY', message: 'x' })],
    ['a stack frame', refusal('boom\n    at handler (file:///app/x.js:1:2)')],
    ['a source path', refusal('failed in /work/main/src/adapters/server/api/x.ts')],
    ['node_modules', refusal('thrown from node_modules/kysely')],
    ['an exception name', refusal('TypeError: cannot read properties of undefined')],
    ['SQL', refusal('invalid input: syntax error at or near "from"')],
    ['a body outside the error shape', answer(404, { error: 'Not Found', statusCode: 404 })],
    ['a refusal that is not JSON', answer(400, '<html>Bad Request</html>', 'text/html')],
  ])('flags %s', (_, response) => {
    expect(problemsWith(request, response)).not.toEqual([])
  })

  it("accepts a refusal in the error shape, and the caller's own text echoed back", () => {
    expect(problemsWith(request, refusal('Invalid query: got "/src/echo"'))).toEqual([])
  })
})

describe('the statuses the document allows', () => {
  const documented = documentedStatuses({
    paths: { '/api/things/{id}': { get: { responses: { '200': {}, '404': {} } } } },
  })
  const statusesOf = (method: string, url: string) => [...documented({ method, url, headers: {} }).statuses]

  it("are the operation's own, for its GET and HEAD, whatever the parameter", () => {
    expect(statusesOf('GET', '/api/things/abc?x=1')).toEqual([200, 404])
    expect(statusesOf('HEAD', '/api/things/')).toEqual([200, 404])
  })

  it('for no operation, only the refusals that come before routing and 404', () => {
    expect(statusesOf('POST', '/api/things/abc')).not.toContain(401)
    expect(statusesOf('GET', '/api/things/abc/more')).toContain(404)
    expect(statusesOf('GET', '/API/THINGS/abc')).not.toContain(200)
  })
})

// Each was a 500 found by the fuzzer: PostgreSQL (and PGlite) refuse NUL in text, and these fields
// reached a query without the control-character check the other text fields have.
describe('found by fuzzing: control characters in stored or looked-up text', () => {
  const admin = { user: 'regression-admin', admin: true }
  const invitation = (fields: Record<string, unknown>) => ({
    distributorName: 'Acme',
    discountAmount: 5,
    inviteCode: `NUL-${Math.random().toString(36).slice(2, 8)}`,
    ...fields,
  })

  it.each([
    [
      'GET /api/invitation/validate?code=',
      () => service.api.call('GET', '/api/invitation/validate?code=%00', { as: { user: 'reg-user' } }),
    ],
    [
      'POST /api/payment/order inviteCode',
      () =>
        service.api.call('POST', '/api/payment/order', {
          as: { user: 'reg-user' },
          body: { plan: 'MONTHLY_PRO', inviteCode: 'A\u0000B' },
        }),
    ],
    [
      'POST /api/invitation distributorName',
      () =>
        service.api.call('POST', '/api/invitation', {
          as: admin,
          body: invitation({ distributorName: 'a\u0000b' }),
        }),
    ],
    [
      'POST /api/invitation remark',
      () =>
        service.api.call('POST', '/api/invitation', { as: admin, body: invitation({ remark: 'x\u0000' }) }),
    ],
    [
      'POST /api/invitation distributorEmail',
      () =>
        service.api.call('POST', '/api/invitation', {
          as: admin,
          body: invitation({ distributorEmail: 'a\u0000@b.example' }),
        }),
    ],
  ])('%s with NUL is refused with 400, not a 500', async (_, send) => {
    const response = await send()
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json()).toMatchObject({ statusCode: 400, code: expect.stringMatching(/^INVALID_/) })
  })

  it('a remark keeps its line breaks and tabs', async () => {
    const response = await service.api.call('POST', '/api/invitation', {
      as: admin,
      body: invitation({ remark: 'line one\r\n\tline two' }),
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().distributor.remark).toBe('line one\r\n\tline two')
  })
})
