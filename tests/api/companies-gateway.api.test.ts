import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/adapters/browser/http/api-client.ts'
import { AxiosCompaniesGateway } from '../../src/adapters/browser/http/axios-companies.gateway.ts'
import { AxiosContactsGateway } from '../../src/adapters/browser/http/axios-contacts.gateway.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { at } from '../../src/domain/credits/credits.fixture.ts'
import { companiesGatewayContract } from '../contract/companies-gateway.contract.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { anInvitation } from './payment-flow.support.ts'

// The browser's companies gateway against the real service over HTTP (a small demo dataset).
const listen = async (api: ApiHarness) => {
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  return `http://127.0.0.1:${(api.app.server.address() as AddressInfo).port}`
}

/** Spends every credit the user has, through the ledger (as if used up long ago). */
const spendAll = async (api: ApiHarness, user: string) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  for (const [i, bucket] of (await ledger.buckets(user)).entries())
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

/** A demo company with more than one page of decision makers. */
const bigCompany = async (api: ApiHarness) => {
  const source = await api.container.getAsync(T.ContactSource)
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    for (const company of await source.searchCompanies({ companyName: letter }, 10)) {
      const { total } = await source.members(company.id, 'decisionMakers', 0, 1)
      if (total > 10) return { name: company.name, domain: company.domain }
    }
  }
  throw new Error('the demo dataset has no company with more than 10 decision makers')
}

/** Whether the service answers the export and the plan features yet (another change adds them). */
const hasExport = async (api: ApiHarness) => {
  const exported = await api.call('GET', '/api/contact/export', { as: { user: 'probe' } })
  const subscription = await api.call('GET', '/api/payment/subscription', { as: { user: 'probe' } })
  return exported.json().code !== 'NOT_FOUND' && subscription.json().features !== undefined
}

companiesGatewayContract('AxiosCompaniesGateway over HTTP', async () => {
  const api = await startApi({ DEMO_COMPANIES: '60' })
  const base = await listen(api)
  const gateway = new AxiosCompaniesGateway(createApiClient(base))
  let users = 0
  const newUser = async () => {
    const user = `co-${++users}`
    const token = await api.token(user)
    // The first call creates the user with the trial.
    await api.call('GET', '/api/user/info', { as: { token } })
    return { user, token }
  }
  await anInvitation(api, 'EXPORTPRO', 5000)
  return {
    gateway,
    contacts: new AxiosContactsGateway(createApiClient(base)),
    company: await bigCompany(api),
    newUser: async () => (await newUser()).token,
    brokeUser: async () => {
      const { user, token } = await newUser()
      await spendAll(api, user)
      return token
    },
    // A Pro plan, paid at once by an invite code worth more than its price.
    exporter: (await hasExport(api))
      ? async () => {
          const { token } = await newUser()
          const order = await api.call('POST', '/api/payment/order', {
            as: { token },
            body: { plan: 'MONTHLY_PRO', inviteCode: 'EXPORTPRO' },
          })
          if (order.json().status !== 'PAID') throw new Error(`not paid: ${order.body}`)
          return token
        }
      : null,
    refusedToken: () => api.token('co-expired', { expiresIn: -60 }),
    close: () => api.close(),
  }
})

describe('AxiosCompaniesGateway failures', () => {
  it('reports an unreachable service as a network failure, not as a refusal', async () => {
    const nowhere = new AxiosCompaniesGateway(createApiClient('http://127.0.0.1:9'))
    expect(await nowhere.searchCompanies('token', { companyName: 'acme' })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
    expect(await nowhere.exportContacts('token', { domain: 'acme.example' })).toMatchObject({
      _tag: 'ApiCallFailed',
      status: 'network',
    })
  })
})
