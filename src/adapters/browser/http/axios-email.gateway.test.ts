import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import { describe, expect, it } from 'vitest'
import { AxiosEmailGateway } from './axios-email.gateway.ts'

// The server's part of the contract is checked against the real service in tests/api; here, what the
// gateway makes of answers the demo service does not give (a valid address, a withheld one).
const answering = (data: unknown) => {
  const asked: AxiosRequestConfig[] = []
  const client = {
    request: async (config: AxiosRequestConfig) => {
      asked.push(config)
      return { status: 200, data, headers: {} }
    },
  } as unknown as AxiosInstance
  return { gateway: new AxiosEmailGateway(client), asked }
}

const verification = {
  address: 'ada@acme.io',
  verdict: 'valid',
  reason: '250 2.1.5 OK',
  mxHost: 'mx.acme.io',
  checkedAt: '2026-05-01T10:00:00.000Z',
  disposable: false,
  freeWebmail: false,
  role: false,
  steps: [{ step: 'smtp', outcome: 'accepted' }],
}
const ONE_EMAIL = { credits: 1, charges: [{ kind: 'email', quantity: 1 }] }

describe('AxiosEmailGateway', () => {
  it('posts the addresses, keeps each verdict with its reason and date, and marks withheld answers', async () => {
    const { gateway, asked } = answering({
      results: [
        { address: 'ada@acme.io', verification, notEnoughCredits: false },
        { address: 'bob@acme.io', verification: null, notEnoughCredits: true },
      ],
      charged: ONE_EMAIL,
    })
    expect(await gateway.verify('t', ['ada@acme.io', 'bob@acme.io'])).toEqual({
      results: [
        {
          _tag: 'Verified',
          address: 'ada@acme.io',
          verification: {
            address: 'ada@acme.io',
            verdict: 'valid',
            reason: '250 2.1.5 OK',
            checkedAt: '2026-05-01T10:00:00.000Z',
          },
        },
        { _tag: 'Withheld', address: 'bob@acme.io' },
      ],
      charged: ONE_EMAIL,
    })
    expect(asked[0]).toMatchObject({
      method: 'POST',
      url: '/api/email/verify',
      data: { addresses: ['ada@acme.io', 'bob@acme.io'] },
    })
  })

  it('asks with the name and domain, and answers a found address or why none was', async () => {
    const found = answering({
      found: true,
      address: 'ada@acme.io',
      verdict: 'valid',
      confidence: 99,
      basis: 'verified',
      verification,
      charged: ONE_EMAIL,
    })
    const request = { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' }
    expect(await found.gateway.find('t', request)).toEqual({
      found: true,
      address: 'ada@acme.io',
      verdict: 'valid',
      confidence: 99,
      basis: 'verified',
      charged: ONE_EMAIL,
    })
    expect(found.asked[0]).toMatchObject({ method: 'GET', url: '/api/email/find', params: request })
    const none = answering({
      found: false,
      address: null,
      verdict: null,
      confidence: null,
      basis: 'the mail server refused every likely address',
      verification: null,
      charged: { credits: 0, charges: [] },
    })
    expect(await none.gateway.find('t', request)).toEqual({
      found: false,
      basis: 'the mail server refused every likely address',
      charged: { credits: 0, charges: [] },
    })
  })
})
