import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosContactsGateway } from '../../src/adapters/browser/http/axios-contacts.gateway.ts'
import { FetchLiveCountsGateway } from '../../src/adapters/browser/http/fetch-live-counts.gateway.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'
import { contactsGatewayContract } from '../contract/contacts-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'

// The browser's contacts and stats gateways against the real service over HTTP (a small demo dataset).
const listen = async (api: ApiHarness) => {
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
}

/** Spends every credit the user has, through the ledger (as if used up long ago). */
const spendAll = async (api: ApiHarness, user: string) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  const buckets = await ledger.buckets(user)
  for (const [i, bucket] of buckets.entries())
    await ledger.charge(user, (all) => ({
      _tag: 'Charge',
      buckets: all.map((b) => (b.id === bucket.id ? { ...b, used: b.granted } : b)),
      charges: [{ bucketId: bucket.id, kind: bucket.kind, quantity: bucket.granted }],
      ledgerAction: 'Test',
      reference: null,
      at: at(i),
      result: null,
    }))
}

contactsGatewayContract('AxiosContactsGateway over HTTP', async () => {
  const api = await startApi({ DEMO_COMPANIES: '25' })
  const gateway = new AxiosContactsGateway(createApiClient(await listen(api)))
  const source = await api.container.getAsync(T.ContactSource)
  const companies = await source.searchCompanies({ companyName: 'a' }, 10)
  let person: Awaited<ReturnType<typeof source.person>>
  for (const company of companies) {
    const { people } = await source.members(company.id, 'decisionMakers', 0, 100)
    person = people.find((p) => p.emails.length > 0 && p.phones.length > 0)
    if (person !== undefined) break
  }
  if (person === undefined) throw new Error('the demo dataset has no person with emails and phones')
  let users = 0
  const newUser = async () => {
    const token = await api.token(`gw-${++users}`)
    // The first call creates the user with the trial.
    await gateway.lookUp(token, 'nobody-at-all' as ProfileId)
    return token
  }
  const userOf = () => `gw-${users}`
  return {
    gateway,
    person: {
      id: person.profileId,
      name: person.name,
      emails: person.emails.map((e) => e.address),
      phones: person.phones.map((p) => p.e164),
    },
    unknownId: 'nobody-at-all-0000' as ProfileId,
    newUser,
    brokeUser: async () => {
      const token = await newUser()
      await spendAll(api, userOf())
      return token
    },
    emailOnlyUser: async () => {
      const token = await newUser()
      await spendAll(api, userOf())
      const ledger = await api.container.getAsync(T.CreditLedger)
      await ledger.grant(userOf(), [
        aBucket(`email-${userOf()}`, 'email', 5, { expiresAt: Date.now() + 86_400_000 }),
      ])
      return token
    },
    leadUser: async () => {
      const token = await newUser()
      await spendAll(api, userOf())
      const ledger = await api.container.getAsync(T.CreditLedger)
      await ledger.grant(userOf(), [
        aBucket(`lead-${userOf()}`, 'lead', 5, { expiresAt: Date.now() + 86_400_000 }),
      ])
      return token
    },
    refusedToken: () => api.token('gw-expired', { expiresIn: -60 }),
    close: () => api.close(),
  }
})

describe('AxiosContactsGateway failures', () => {
  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = new AxiosContactsGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.lookUp('token', 'jane-doe' as ProfileId)).toMatchObject({
      _tag: 'ContactsCallFailed',
      status: 'network',
    })
  })
})

describe('FetchLiveCountsGateway', () => {
  let api: ApiHarness
  let base: string
  beforeAll(async () => {
    api = await startApi({ DEMO_COMPANIES: '5' })
    base = await listen(api)
  }, 60_000)
  afterAll(() => api.close())

  it('reads the live counts and the company the search suggests, with no token', async () => {
    const source = await api.container.getAsync(T.ContactSource)
    const example = (await source.exampleCompany()) ?? null
    expect(await new FetchLiveCountsGateway(base).load()).toEqual({ ...(await source.counts()), example })
  })

  it('rejects when the service cannot be reached', async () => {
    await expect(new FetchLiveCountsGateway('http://127.0.0.1:9').load()).rejects.toThrow()
  })
})
