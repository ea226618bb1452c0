import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { credits } from '../../src/domain/credits/credits.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { buyThroughSandbox } from './export-flow.support.ts'

let api: ApiHarness
let withBoth: PersonRecord
let company: { readonly id: string; readonly domain: string }

beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '25', PUBLIC_URL: 'https://leads.example' })
  const source = await api.container.getAsync(T.ContactSource)
  const [found] = await source.searchCompanies({ companyName: 'a' }, 10)
  if (found === undefined) throw new Error('the demo dataset has no companies')
  company = found
  const people = (await source.members(found.id, 'decisionMakers', 0, 100)).people
  const both = people.find((p) => p.emails.length > 0 && p.phones.length > 0)
  if (both === undefined) throw new Error('no person with emails and phones')
  withBoth = both
})
afterAll(() => api.close())

const creditLog = (user: string, query?: Record<string, string>) =>
  api.call('GET', '/api/payment/credit-log', { as: { user }, ...(query === undefined ? {} : { query }) })
const reveal = (user: string, query: Record<string, string> = { reveal: 'true' }) =>
  api.call('GET', `/api/contact/profile/${withBoth.profileId}`, { as: { user }, query })

/** `count` charges of one test credit each, a minute apart, oldest first; answers their times. */
const manyCharges = async (user: string, count: number) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  await ledger.grant(user, [aBucket(`${user}-custom`, 'search', count, { source: 'CUSTOM' })])
  const start = Date.UTC(2025, 0, 1)
  for (let i = 0; i < count; i++)
    await ledger.charge(user, (buckets) => {
      const payer = buckets.find((b) => b.id === `${user}-custom`) ?? expect.fail('no bucket')
      return {
        _tag: 'Charge',
        buckets: buckets.map((b) => (b === payer ? { ...b, used: credits(b.used + 1) } : b)),
        charges: [{ bucketId: payer.id, kind: 'search', quantity: credits(1) }],
        ledgerAction: 'ViewMembersPage',
        reference: `page-${i}`,
        at: instant(start + i * 60_000),
        result: null,
      }
    })
  return Array.from({ length: count }, (_, i) => new Date(start + i * 60_000).toISOString())
}

describe('GET /api/payment/credit-log', () => {
  it('a reveal on the FREE trial gives one line: free credit, RevealProfile, the profile, the plan', async () => {
    expect((await reveal('trial-tom')).statusCode).toBe(200)
    const response = await creditLog('trial-tom')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      data: [
        {
          id: expect.any(String),
          kind: 'free',
          quantity: 1,
          action: 'RevealProfile',
          reference: withBoth.profileId,
          at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          planType: 'FREE',
        },
      ],
      meta: { page: 1, totalPages: 1, total: 1 },
    })
    // Revealing again is free: no new line.
    await reveal('trial-tom')
    expect((await creditLog('trial-tom')).json().meta.total).toBe(1)
  })

  it("a Pro buyer's reveal and members page are paid by the plan's lead and search credits, newest first", async () => {
    await buyThroughSandbox(api, 'pro-pete', 'MONTHLY_PRO')
    await reveal('pro-pete')
    await api.call('GET', '/api/contact/company/members', {
      as: { user: 'pro-pete' },
      query: { domain: company.domain },
    })
    const { data, meta } = (await creditLog('pro-pete')).json()
    expect(meta).toEqual({ page: 1, totalPages: 1, total: 2 })
    expect(data).toEqual([
      expect.objectContaining({
        kind: 'search',
        quantity: 1,
        action: 'ViewMembersPage',
        reference: `${company.id}#1`,
        planType: 'MONTHLY_PRO',
      }),
      expect.objectContaining({
        kind: 'lead',
        action: 'RevealProfile',
        reference: withBoth.profileId,
        planType: 'MONTHLY_PRO',
      }),
    ])
    expect(Date.parse(data[0].at)).toBeGreaterThanOrEqual(Date.parse(data[1].at))
  })

  it('pages 20 lines newest first, with stable ids; a page past the end is empty', async () => {
    const times = await manyCharges('pager-pam', 45)
    const pages = await Promise.all(['1', '2', '3', '4'].map((page) => creditLog('pager-pam', { page })))
    const bodies = pages.map((p) => p.json())
    expect(bodies.map((b) => b.meta)).toEqual(
      [1, 2, 3, 4].map((page) => ({ page, totalPages: 3, total: 45 })),
    )
    expect(bodies.map((b) => b.data.length)).toEqual([20, 20, 5, 0])
    const lines = bodies.flatMap((b) => b.data)
    expect(lines.map((l) => l.at)).toEqual([...times].reverse())
    expect(lines.map((l) => l.reference)).toEqual(times.map((_, i) => `page-${i}`).reverse())
    expect(new Set(lines.map((l) => l.id)).size).toBe(45)
    expect(lines.every((l) => l.planType === 'CUSTOM' && l.kind === 'search')).toBe(true)
    // The same page again: the same lines, the same ids; no page asked is page 1.
    expect((await creditLog('pager-pam', { page: '1' })).json()).toEqual(bodies[0])
    expect((await creditLog('pager-pam')).json()).toEqual(bodies[0])
  })

  it("shows only the caller's own lines; a user who spent nothing has an empty log", async () => {
    await reveal('mine-mo')
    const mine = (await creditLog('mine-mo')).json()
    expect(mine.data.map((l: { reference: string }) => l.reference)).toEqual([withBoth.profileId])
    const others = new Set((await creditLog('pager-pam')).json().data.map((l: { id: string }) => l.id))
    expect(mine.data.some((l: { id: string }) => others.has(l.id))).toBe(false)
    expect((await creditLog('saver-sue')).json()).toEqual({
      data: [],
      meta: { page: 1, totalPages: 0, total: 0 },
    })
    // Admins too see only their own.
    const admin = await api.call('GET', '/api/payment/credit-log', { as: { user: 'boss-bo', admin: true } })
    expect(admin.json().meta.total).toBe(0)
  })

  it('needs a signed-in user and a page number from 1', async () => {
    expect((await api.call('GET', '/api/payment/credit-log')).statusCode).toBe(401)
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await creditLog('pager-pam', { page })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('INVALID_REQUEST')
    }
    expect((await creditLog('pager-pam', { pgae: '1' })).statusCode).toBe(400)
  })
})
