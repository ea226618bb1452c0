import { describe, expect, it } from 'vitest'
import { emailGatewayContract } from '../../../tests/contract/email-gateway.contract.ts'
import { InMemoryEmailGateway } from './in-memory-email.gateway.ts'

emailGatewayContract('in memory', async () => ({ gateway: new InMemoryEmailGateway(), user: 'a-user' }))

describe('InMemoryEmailGateway beyond the contract', () => {
  it('answers what was scripted, charges paid verdicts, and withholds what no credit is left for', async () => {
    const gateway = new InMemoryEmailGateway(1).answer('@acme.io', 'valid').answer('b@acme.io', 'accept_all')
    const answer = await gateway.verify('t', ['a@acme.io', 'b@acme.io', 'c@x.example'])
    expect(answer).toMatchObject({
      results: [
        { _tag: 'Verified', verification: { verdict: 'valid' } },
        { _tag: 'Withheld', address: 'b@acme.io' },
        { _tag: 'Verified', verification: { verdict: 'unknown' } },
      ],
      charged: { credits: 1, charges: [{ kind: 'email', quantity: 1 }] },
    })
    expect(gateway.creditsLeft).toBe(0)
  })

  it('a found address no credit can pay for is a 429 CREDITS_EXCEEDED', async () => {
    const gateway = new InMemoryEmailGateway(0).answer('@acme.io', 'valid')
    expect(await gateway.find('t', { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.io' })).toEqual({
      _tag: 'ApiCallFailed',
      status: 429,
      code: 'CREDITS_EXCEEDED',
      message: 'Credits Exceeded',
    })
  })
})
