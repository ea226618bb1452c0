import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as AdminCalls from '../../src/adapters/http-contract/admin.ts'
import { isCallFailure } from '../../src/application/browser/ports/api-call-failed.ts'
import { logPageOf } from '../../src/application/browser/ports/log-page.ts'
import { sendOptOutMail } from '../../src/composition/testing/outbox-world.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The outbox through the browser's own client over the real routes: what /admin/outbox reads. Before the
// tests the opt-out area sent SENT confirmations, one to `reader-<n>@outbox.example` each, in order.
const SENT = 21
let api: ApiHarness
let admin: string
let user: string

const adminCalls = (token: string) => contractClient(AdminCalls, injectTransport(api.app), async () => token)

const read = async (token: string, page: number) => {
  const answer = await adminCalls(token).outbox({ query: { page } })
  if (isCallFailure(answer)) throw new Error(`page failed: ${JSON.stringify(answer)}`)
  return logPageOf(answer)
}

beforeAll(async () => {
  api = await startApi()
  for (let n = 0; n < SENT; n++)
    await sendOptOutMail(
      api,
      `reader-${n}@outbox.example`,
      `https://leads.example/opt-out#token=${'t'.repeat(43)}`,
    )
  admin = await api.token('outbox-admin', { roles: ['admin'] })
  user = await api.token('outbox-user')
})
afterAll(() => api.close())

describe('the outbox, as the outbox page reads it', () => {
  it('an administrator reads the mail newest first, 20 a page', async () => {
    const first = await read(admin, 1)
    expect([first.page, first.totalPages, first.total, first.entries.length]).toEqual([1, 2, SENT, 20])
    expect(first.entries.slice(0, 2).map((m) => m.to)).toEqual([
      `reader-${SENT - 1}@outbox.example`,
      `reader-${SENT - 2}@outbox.example`,
    ])
    const second = await read(admin, 2)
    expect(second.entries.map((m) => m.to)).toEqual(['reader-0@outbox.example'])
  })

  it('each message has its sender, subject, time and text', async () => {
    const [mail] = (await read(admin, 1)).entries
    expect(mail?.from).toMatch(/@/)
    expect(mail?.subject.length).toBeGreaterThan(0)
    expect(Number.isFinite(Date.parse(mail?.sentAt ?? ''))).toBe(true)
    expect(mail?.text).toContain('/opt-out#token=')
  })

  it('anyone else is refused (403 FORBIDDEN)', async () => {
    expect(await adminCalls(user).outbox({ query: { page: 1 } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 403,
      code: 'FORBIDDEN',
    })
  })
})
