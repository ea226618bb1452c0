import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PersonRecord } from '../../src/application/server/ports/contact-source.port.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

let api: ApiHarness
let withBoth: PersonRecord
let withNothing: PersonRecord | undefined
let company: { name: string; domain: string; id: string }

// A small demo dataset: real tables, real generator, loaded as on first start.
beforeAll(async () => {
  api = await startApi({ DEMO_COMPANIES: '25' })
  const source = await api.container.getAsync(T.ContactSource)
  const [first] = await source.searchCompanies({ companyName: 'a' }, 10)
  const found = first ?? (await source.searchCompanies({ companyName: 'e' }, 10))[0]
  if (found === undefined) throw new Error('the demo dataset has no companies')
  company = found
  const people = [
    ...(await source.members(found.id, 'decisionMakers', 0, 100)).people,
    ...(await source.members(found.id, 'others', 0, 100)).people,
  ]
  const both = people.find((p) => p.emails.length > 0 && p.phones.length > 0)
  if (both === undefined) throw new Error('no person with emails and phones')
  withBoth = both
  withNothing = people.find((p) => p.emails.length === 0 && p.phones.length === 0)
})
afterAll(() => api.close())

const reveal = (user: string, id: string, query: Record<string, string> = { reveal: 'true' }) =>
  api.call('GET', `/api/contact/profile/${id}`, { as: { user }, query })

describe('GET /api/contact/profile/{linkedinId}', () => {
  it('shows the person masked, with the cost, before paying', async () => {
    const response = await reveal('looker', withBoth.profileId, {})
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      linkedinId: withBoth.profileId,
      name: withBoth.name,
      revealed: { emails: false, phones: false },
      whatsappValid: false,
      cost: { credits: 1, charges: [{ kind: 'free', quantity: 1 }] },
      charged: { credits: 0, charges: [] },
    })
    expect(body.emails).toHaveLength(withBoth.emails.length)
    for (const masked of body.emails) expect(masked).toMatch(/^.\*\*\*\*@/)
    expect(body.emailDetails).toEqual([])
  })

  it('reveals for one credit, then shows it again for free (never twice)', async () => {
    const first = await reveal('payer', withBoth.profileId)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      name: withBoth.name,
      emails: withBoth.emails.map((e) => e.address),
      phones: withBoth.phones.map((p) => p.e164),
      whatsappValid: withBoth.phones[0]?.whatsappValid,
      revealed: { emails: true, phones: true },
      charged: { credits: 1 },
    })
    const again = await reveal('payer', withBoth.profileId)
    expect(again.json()).toMatchObject({ revealed: { emails: true, phones: true }, charged: { credits: 0 } })
    const ledger = await api.container.getAsync(T.CreditLedger)
    expect(await ledger.ledger('payer')).toHaveLength(1)
  })

  it('charges nothing for a person with no email and no phone', async () => {
    if (withNothing === undefined) return
    const response = await reveal('empty', withNothing.profileId)
    expect(response.json()).toMatchObject({ emails: [], phones: [], charged: { credits: 0 } })
  })

  it('answers 429 Credits Exceeded when no credit can pay, and charges nothing', async () => {
    await reveal('broke', withBoth.profileId, {}) // first sight: the FREE trial is granted
    const ledger = await api.container.getAsync(T.CreditLedger)
    const [trial] = await ledger.buckets('broke')
    if (trial === undefined) throw new Error('no trial bucket')
    for (let i = 0; i < 10; i++)
      await ledger.charge('broke', (buckets) => ({
        _tag: 'Charge',
        buckets: buckets.map((b) => (b.id === trial.id ? { ...b, used: (b.used + 1) as typeof b.used } : b)),
        charges: [{ bucketId: trial.id, kind: 'free', quantity: 1 as never }],
        ledgerAction: 'Test',
        reference: null,
        at: at(i),
        result: null,
      }))
    const response = await reveal('broke', withBoth.profileId)
    expect(response.statusCode).toBe(429)
    expect(response.json()).toEqual({
      statusCode: 429,
      code: 'CREDITS_EXCEEDED',
      message: 'Credits Exceeded',
    })
  })

  it('reveals only emails with email credits, phones staying masked (partial reveal)', async () => {
    await reveal('partial', withBoth.profileId, {})
    const ledger = await api.container.getAsync(T.CreditLedger)
    await ledger.grant('partial', [
      aBucket('partial-email', 'email', 5, { expiresAt: Date.now() + 86_400_000 }),
    ])
    const response = await reveal('partial', withBoth.profileId, { reveal: 'true', want: 'emails' })
    expect(response.json()).toMatchObject({
      revealed: { emails: true, phones: false },
      charged: { charges: [{ kind: 'email', quantity: 1 }] },
    })
  })

  it('answers 404 for an unknown person and 400 for an id that is not one', async () => {
    expect((await reveal('ada', 'nobody-at-all-0000')).statusCode).toBe(404)
    const bad = await reveal('ada', 'not%20an.id')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().code).toBe('INVALID_PROFILE_ID')
    expect((await reveal('ada', withBoth.profileId, { reveal: 'yes' })).json().code).toBe('INVALID_REQUEST')
  })
})

describe('GET /api/contact/search/company', () => {
  it('finds companies by name prefix and by exact domain, at most 10, in the SPEC shape', async () => {
    const byName = await api.call('GET', '/api/contact/search/company', {
      as: { user: 'ada' },
      query: { companyName: company.name.slice(0, 3) },
    })
    expect(byName.statusCode).toBe(200)
    const items = byName.json()
    expect(items.length).toBeGreaterThan(0)
    expect(items.length).toBeLessThanOrEqual(10)
    expect(Object.keys(items[0]).sort()).toEqual(['country', 'domain', 'logo_url', 'name', 'url', 'website'])
    const byDomain = await api.call('GET', '/api/contact/search/company', {
      as: { user: 'ada' },
      query: { domain: company.domain },
    })
    expect(byDomain.json()).toEqual([expect.objectContaining({ name: company.name, domain: company.domain })])
  })

  it('needs a signed-in user and a query', async () => {
    expect(
      (await api.call('GET', '/api/contact/search/company', { query: { companyName: 'ab' } })).statusCode,
    ).toBe(401)
    expect((await api.call('GET', '/api/contact/search/company', { as: { user: 'ada' } })).statusCode).toBe(
      400,
    )
  })
})

describe('GET /api/contact/company/members', () => {
  const members = (user: string, page = '1') =>
    api.call('GET', '/api/contact/company/members', { as: { user }, query: { domain: company.domain, page } })

  it('lists decision makers and other members, masked, 10 a page, for one search credit once', async () => {
    const response = await members('searcher')
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.desisionMetadata.total_results).toBeGreaterThan(0)
    expect(body.totalPages).toBe(
      Math.ceil(Math.max(body.desisionMetadata.total_results, body.searchMetadata.total_results) / 10),
    )
    const listed = Object.values(body.desisionMakerProfiles) as Array<Record<string, unknown>>
    expect(listed.length).toBeLessThanOrEqual(10)
    expect(listed[0]).toMatchObject({
      key: expect.any(String),
      url: expect.stringContaining('/in/'),
      company: { name: company.name },
    })
    expect(body.charged.credits).toBe(1)
    expect((await members('searcher')).json().charged.credits).toBe(0)
  })

  it('shows a member revealed once the user paid for them', async () => {
    await reveal('revealer', withBoth.profileId)
    const body = (await members('revealer')).json()
    const all = { ...body.desisionMakerProfiles, ...body.searchProfiles }
    if (all[withBoth.profileId] === undefined) return // on another page
    expect(all[withBoth.profileId].emails).toEqual(withBoth.emails.map((e) => e.address))
  })

  it('an empty page (past the last) is free; an unknown company is 404', async () => {
    const far = await members('pager', '999')
    expect(far.json()).toMatchObject({
      desisionMakerProfiles: {},
      searchProfiles: {},
      charged: { credits: 0 },
    })
    const unknown = await api.call('GET', '/api/contact/company/members', {
      as: { user: 'pager' },
      query: { domain: 'no-such-company.example' },
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().code).toBe('COMPANY_NOT_FOUND')
  })
})

describe('GET /api/contact/history', () => {
  it("lists the caller's own reveals and searches newest first; admins see everyone's", async () => {
    await reveal('historian', withBoth.profileId)
    await api.call('GET', '/api/contact/company/members', {
      as: { user: 'historian' },
      query: { domain: company.domain },
    })
    const own = (await api.call('GET', '/api/contact/history', { as: { user: 'historian' } })).json()
    expect(own.data.map((e: { apiName: string }) => e.apiName)).toEqual([
      'getCompanyMembers',
      'getUserContact',
    ])
    expect(own.data[1].requestParams).toEqual({ linkedInId: withBoth.profileId })
    expect(own.meta).toEqual({ totalPages: 1, total: 2, page: 1 })
    const all = (await api.call('GET', '/api/contact/history', { as: { user: 'boss', admin: true } })).json()
    expect(all.meta.total).toBeGreaterThan(2)
  })
})

describe('GET /api/stats', () => {
  it('gives live counts without sign-in, and a company with people to suggest searching for', async () => {
    const response = await api.call('GET', '/api/stats')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      contacts: expect.any(Number),
      companies: 25,
      example: { name: expect.any(String), domain: expect.any(String) },
    })
    // Issue 24: the example is a company the search finds, with members.
    const { domain } = response.json().example as { domain: string }
    const found = await api.call('GET', '/api/contact/company/members', {
      as: { user: 'example-seeker' },
      query: { domain },
    })
    expect(found.statusCode).toBe(200)
  })
})

describe('input that cannot be stored', () => {
  it('refuses control characters in a search before anything is charged', async () => {
    const response = await api.call('GET', '/api/contact/company/members', {
      as: { user: 'nul' },
      query: { company: 'Acme\u0000', page: '1' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('INVALID_REQUEST')
  })
})
