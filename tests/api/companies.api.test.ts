import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axiosTransport } from '../../src/adapters/browser/http/axios-transport.ts'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as ContactsCalls from '../../src/adapters/http-contract/contacts.ts'
import * as PaymentCalls from '../../src/adapters/http-contract/payment.ts'
import {
  aWallet,
  seedContacts,
  type WorldPerson,
} from '../../src/composition/testing/contacts-world.fixture.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { anInviteCode } from '../../src/composition/testing/orders-world.fixture.ts'
import type { CreditKind } from '../../src/domain/credits/credit-kind.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The company search's calls (autocomplete, members pages, the export and the plan feature that unlocks
// it) through the browser's own client over the real routes. Brightfold has 12 decision makers (two
// pages) and 3 other members, each with an email; each test has a new user.
const COMPANY = { name: 'Brightfold Ltd', domain: 'brightfold.example' }
const person = (i: number, decisionMaker: boolean): WorldPerson => ({
  linkedinId: `${decisionMaker ? 'dm' : 'other'}-${i}`,
  name: `${decisionMaker ? 'Decider' : 'Member'} ${String(i).padStart(2, '0')}`,
  title: `Title ${i}`,
  companyDomain: COMPANY.domain,
  decisionMaker,
  emails: [`${decisionMaker ? 'dm' : 'other'}${i}@brightfold.example`],
  phones: ['+15550100123'],
})

let api: ApiHarness
let users = 0
beforeAll(async () => {
  api = await startApi()
  await seedContacts(api, {
    companies: [COMPANY, { name: 'Brightwave Inc', domain: 'brightwave.example' }],
    people: [
      ...Array.from({ length: 12 }, (_, i) => person(i, true)),
      ...Array.from({ length: 3 }, (_, i) => person(i, false)),
    ],
  })
  await anInviteCode(api, 'EXPORTPRO', 5000)
})
afterAll(() => api.close())

const aUser = async (wallet?: Partial<Record<CreditKind, number>>) => {
  const user = `companies-${++users}`
  const token = await api.token(user)
  await aWallet(api, user, token, wallet)
  return {
    token,
    calls: contractClient(ContactsCalls, injectTransport(api.app), async () => token),
    payment: contractClient(PaymentCalls, injectTransport(api.app), async () => token),
  }
}

const isMasked = (value: string) => value.includes('****')

// The service's order, kept by `position` (JSON reorders numeric keys).
const inOrder = <M extends { readonly position: number }>(map: Readonly<Record<string, M>>) =>
  Object.values(map).toSorted((a, b) => a.position - b.position)

describe('the company calls through the contract client', () => {
  it('finds a company by its name and by its exact domain, at most 10, for free', async () => {
    const { calls } = await aUser()
    const byName = ok(await calls.searchCompanies({ query: { companyName: COMPANY.name } }))
    expect(byName.length).toBeLessThanOrEqual(10)
    expect(byName).toContainEqual(expect.objectContaining(COMPANY))
    expect(ok(await calls.searchCompanies({ query: { domain: COMPANY.domain } }))).toEqual([
      {
        ...COMPANY,
        website: expect.toBeOneOf([null, expect.any(String)]),
        country: expect.toBeOneOf([null, expect.any(String)]),
        logo_url: expect.toBeOneOf([null, expect.any(String)]),
        url: expect.toBeOneOf([null, expect.any(String)]),
      },
    ])
    expect(ok(await calls.searchCompanies({ query: { domain: 'no-such-company.example' } }))).toEqual([])
  })

  it('shows a members page masked, 10 a section, for one credit the first time and free again', async () => {
    const { calls } = await aUser()
    const page = ok(await calls.companyMembers({ query: { ...COMPANY, page: 1 } }))
    expect(page.page).toBe(1)
    expect(page.company).toMatchObject(COMPANY)
    expect(page.desisionMetadata.total_results).toBe(12)
    const deciders = inOrder(page.desisionMakerProfiles)
    expect(deciders).toHaveLength(10)
    expect(inOrder(page.searchProfiles).length).toBeLessThanOrEqual(10)
    const first = deciders[0]
    expect(first).toMatchObject({
      company: { name: COMPANY.name },
      revealed: { emails: false, phones: false },
    })
    expect(first?.url).toContain('/in/')
    for (const m of deciders) expect([...m.emails, ...m.phones].every(isMasked)).toBe(true)
    expect(page.charged).toEqual({ credits: 1, charges: [{ kind: 'free', quantity: 1 }] })
    const again = ok(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 1 } }))
    expect(again.charged).toEqual({ credits: 0, charges: [] })
    const second = ok(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 2 } }))
    expect(inOrder(second.desisionMakerProfiles).map((m) => m.key)).not.toContain(first?.key)
  })

  it('a page past the last is empty and free; an unknown company is COMPANY_NOT_FOUND', async () => {
    const { calls } = await aUser()
    expect(ok(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 999 } }))).toMatchObject({
      desisionMakerProfiles: {},
      searchProfiles: {},
      charged: { credits: 0 },
    })
    expect(
      await calls.companyMembers({ query: { domain: 'no-such-company.example', page: 1 } }),
    ).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 404,
      code: 'COMPANY_NOT_FOUND',
    })
  })

  it('refuses a page nobody can pay for with 429 Credits Exceeded', async () => {
    const { calls } = await aUser({ free: 0 })
    expect(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 1 } })).toEqual({
      _tag: 'ApiCallFailed',
      status: 429,
      code: 'CREDITS_EXCEEDED',
      message: 'Credits Exceeded',
    })
  })

  it('says which members the user revealed, with their values in full', async () => {
    const { calls } = await aUser()
    const page = ok(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 1 } }))
    const member = inOrder(page.desisionMakerProfiles)[0]
    if (member === undefined) throw new Error('no member on page 1')
    ok(
      await calls.revealProfile({
        params: { linkedinId: member.key },
        query: { reveal: 'true', want: 'emails' },
      }),
    )
    const again = ok(await calls.companyMembers({ query: { domain: COMPANY.domain, page: 1 } }))
    const shown = again.desisionMakerProfiles[member.key]
    expect(shown?.revealed).toEqual({ emails: true, phones: false })
    expect(shown?.emails.some(isMasked)).toBe(false)
  })

  it('a plan without the CSV export says so, and the export is refused with EXPORT_NOT_INCLUDED', async () => {
    const { calls, payment } = await aUser()
    expect(ok(await payment.subscriptionOverview()).features).toEqual({ csvExport: false })
    expect(await calls.exportContacts({ query: { domain: COMPANY.domain } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 403,
      code: 'EXPORT_NOT_INCLUDED',
    })
  })

  it('exports the revealed members of a company as CSV for a plan that includes it', async () => {
    const { calls, payment } = await aUser()
    // A Pro plan, paid at once by an invite code worth more than its price.
    const order = ok(await payment.placeOrder({ body: { plan: 'MONTHLY_PRO', inviteCode: 'EXPORTPRO' } }))
    expect(order.status).toBe('PAID')
    expect(ok(await payment.subscriptionOverview()).features).toEqual({ csvExport: true })
    const revealed = ok(
      await calls.revealProfile({ params: { linkedinId: 'dm-0' }, query: { reveal: 'true', want: 'all' } }),
    )
    const csv = ok(await calls.exportContacts({ query: { domain: COMPANY.domain } }))
    expect(csv.split(/\r?\n/).length).toBeGreaterThan(1)
    expect(csv).toContain(revealed.emails[0])
  })

  it('fails with 401 for a refused token, and reports an unreachable service as a network failure', async () => {
    const expired = await api.token('companies-expired', { expiresIn: -60 })
    const refused = contractClient(ContactsCalls, injectTransport(api.app), async () => expired)
    expect(await refused.searchCompanies({ query: { companyName: COMPANY.name } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 401,
    })
    const nowhere = contractClient(ContactsCalls, axiosTransport('http://127.0.0.1:9'), async () => 'token')
    expect(await nowhere.searchCompanies({ query: { companyName: 'acme' } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
    expect(await nowhere.exportContacts({ query: { domain: 'acme.example' } })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
  })
})
