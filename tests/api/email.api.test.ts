import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from '../../src/adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../src/adapters/browser/http/inject-transport.ts'
import * as EmailCalls from '../../src/adapters/http-contract/email.ts'
import { must as ok } from '../../src/composition/testing/must.fixture.ts'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { instant } from '../../src/domain/shared/instant.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'

// The contact engine through the API, its verifier pointed at a mail world on loopback.
let api: ApiHarness
let world: MailWorld

beforeAll(async () => {
  world = await startMailWorld(
    [
      { name: 'acme.mailworld', mx: ['mx.acme.mailworld'] },
      { name: 'anything.mailworld', mx: ['mx.anything.mailworld'] },
    ],
    [
      {
        name: 'mx.acme.mailworld',
        address: '127.0.0.31',
        behaviour: { kind: 'smtp', mailboxes: ['li.wei', 'anna'] },
      },
      { name: 'mx.anything.mailworld', address: '127.0.0.32', behaviour: { kind: 'smtp', catchAll: true } },
    ],
  )
  api = await startApi({
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
  })
}, 120_000)
afterAll(async () => {
  await api.close()
  await world.close()
})

const grantEmailCredits = async (user: string, count: number) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  await ledger.grant(user, [aBucket(`${user}-email`, 'email', count, { source: 'CUSTOM' })])
}

const find = (user: string, query: Record<string, string>) =>
  api.call('GET', '/api/email/find', { as: { user }, query })

describe('GET /api/email/find', () => {
  it('finds and verifies a person’s address, charging one email credit, once', async () => {
    await grantEmailCredits('finder', 3)
    const first = await find('finder', { firstName: 'Li', lastName: 'Wei', domain: 'acme.mailworld' })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      found: true,
      address: 'li.wei@acme.mailworld',
      verdict: 'valid',
      confidence: 99,
      verification: { verdict: 'valid', mxHost: 'mx.acme.mailworld' },
      charged: { credits: 1, charges: [{ kind: 'email', quantity: 1 }] },
    })
    const again = await find('finder', { firstName: 'Li', lastName: 'Wei', domain: 'acme.mailworld' })
    expect(again.json()).toMatchObject({ found: true, charged: { credits: 0 } })
  })

  it('at a catch-all domain answers accept_all on the pattern alone, never valid', async () => {
    await grantEmailCredits('catcher', 1)
    const answer = (
      await find('catcher', { firstName: 'Li', lastName: 'Wei', domain: 'anything.mailworld' })
    ).json()
    expect(answer).toMatchObject({ found: true, verdict: 'accept_all' })
    expect(answer.confidence).toBeLessThan(99)
  })

  it('without credits a found address is a 429 CREDITS_EXCEEDED, and nothing is charged', async () => {
    // The first call signs the user up (with the free trial); then every credit is used up.
    await find('broke', { firstName: 'Li', lastName: 'Wei', domain: 'brightfold.example' })
    const ledger = await api.container.getAsync(T.CreditLedger)
    for (const bucket of await ledger.buckets('broke'))
      await ledger.charge('broke', (all) => ({
        _tag: 'Charge',
        buckets: all.map((b) => (b.id === bucket.id ? { ...b, used: b.granted } : b)),
        charges: [{ bucketId: bucket.id, kind: bucket.kind, quantity: bucket.granted }],
        ledgerAction: 'Test',
        reference: null,
        at: instant(0),
        result: null,
      }))
    const lines = (await ledger.ledger('broke')).length
    const refused = await find('broke', { firstName: 'Anna', lastName: 'Schmidt', domain: 'acme.mailworld' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ code: 'CREDITS_EXCEEDED', message: 'Credits Exceeded' })
    expect(await ledger.ledger('broke')).toHaveLength(lines)
  })

  it('a reserved domain is never contacted: unknown, free', async () => {
    const answer = (
      await find('reserved', { firstName: 'Li', lastName: 'Wei', domain: 'brightfold.example' })
    ).json()
    expect(answer).toMatchObject({ found: true, verdict: 'unknown', charged: { credits: 0 } })
  })

  it('refuses a missing name with 400 and needs a signed-in caller', async () => {
    expect((await find('x', { firstName: 'Li', domain: 'acme.mailworld' })).statusCode).toBe(400)
    expect(
      (
        await api.call('GET', '/api/email/find', {
          query: { firstName: 'Li', lastName: 'Wei', domain: 'acme.mailworld' },
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('POST /api/email/verify', () => {
  it('verifies a pasted list: valid and invalid cost a credit each, unknown is free, the rest withheld', async () => {
    await grantEmailCredits('checker', 2)
    const answer = await api.call('POST', '/api/email/verify', {
      as: { user: 'checker' },
      body: {
        addresses: [
          'anna@acme.mailworld',
          'nobody@acme.mailworld',
          'x@brightfold.example',
          'li.wei@acme.mailworld',
        ],
      },
    })
    expect(answer.statusCode).toBe(200)
    const body = answer.json()
    expect(
      body.results.map((r: { verification: { verdict: string } | null }) => r.verification?.verdict ?? null),
    ).toEqual(['valid', 'invalid', 'unknown', null])
    expect(body.results[3]).toMatchObject({ notEnoughCredits: true })
    expect(body.charged).toMatchObject({ credits: 2 })
  })

  it('takes at most 100 addresses and at least one', async () => {
    const many = Array.from({ length: 101 }, (_, i) => `p${i}@acme.mailworld`)
    expect(
      (await api.call('POST', '/api/email/verify', { as: { user: 'y' }, body: { addresses: many } }))
        .statusCode,
    ).toBe(400)
    expect(
      (await api.call('POST', '/api/email/verify', { as: { user: 'y' }, body: { addresses: [] } }))
        .statusCode,
    ).toBe(400)
  })
})

// What the email finder page relies on, through the browser's own client (the old gateway suite's and
// axios gateway test's checks): a new user on the free trial, its free credits unspent.
describe('through the browser’s contract client', () => {
  let users = 0
  const aUser = () => {
    users += 1
    return contractClient(EmailCalls, injectTransport(api.app), () => api.token(`email-client-${users}`))
  }

  it('verifies a list in the order sent: reserved domains unknown with a reason and a date, free', async () => {
    const addresses = ['ada.lovelace@acme.example', 'grace@hopper.test', 'info@sub.acme.example']
    const answer = ok(await aUser().verifyEmails({ body: { addresses } }))
    expect(answer.results.map((item) => item.address)).toEqual(addresses)
    for (const { verification } of answer.results) {
      expect(verification?.verdict).toBe('unknown')
      expect(verification?.reason.length).toBeGreaterThan(0)
      expect(Number.isFinite(Date.parse(verification?.checkedAt ?? ''))).toBe(true)
    }
    expect(answer.charged.credits).toBe(0)
  })

  it('calls a malformed address invalid and charges that answer; keeps a verdict with its reason, withholds the unpaid', async () => {
    const user = aUser()
    const malformed = ok(await user.verifyEmails({ body: { addresses: ['not an address'] } }))
    expect(malformed.results[0]?.verification?.verdict).toBe('invalid')
    expect(malformed.charged.credits).toBe(1)
    // Nine free credits left: nine answers paid, the tenth and eleventh withheld.
    const addresses = Array.from({ length: 11 }, (_, n) =>
      n === 0 ? 'anna@acme.mailworld' : `nobody${n}@acme.mailworld`,
    )
    const answer = ok(await user.verifyEmails({ body: { addresses } }))
    expect(answer.results[0]).toMatchObject({
      address: 'anna@acme.mailworld',
      notEnoughCredits: false,
      verification: { verdict: 'valid', mxHost: 'mx.acme.mailworld' },
    })
    expect(answer.results[0]?.verification?.reason).not.toBe('')
    expect(answer.results.slice(9)).toEqual([
      { address: 'nobody9@acme.mailworld', verification: null, notEnoughCredits: true },
      { address: 'nobody10@acme.mailworld', verification: null, notEnoughCredits: true },
    ])
    expect(answer.charged.credits).toBe(9)
    // One line per kind, however many answers it paid for.
    expect(answer.charged.charges).toEqual([{ kind: 'free', quantity: 9 }])
  })

  it('finds by name and domain: a found address with its verdict, confidence and basis; or why none', async () => {
    const user = aUser()
    const found = ok(
      await user.findEmail({ query: { firstName: 'Anna', lastName: 'Berg', domain: 'acme.mailworld' } }),
    )
    expect(found).toMatchObject({
      found: true,
      address: 'anna@acme.mailworld',
      verdict: 'valid',
      confidence: 99,
    })
    expect(found.basis).not.toBe('')
    const reserved = ok(
      await user.findEmail({ query: { firstName: 'Ada', lastName: 'Lovelace', domain: 'acme.example' } }),
    )
    expect(reserved).toMatchObject({ found: true, verdict: 'unknown', charged: { credits: 0 } })
    expect(reserved.address).toMatch(/(ada|lovelace).*@acme\.example$/)
    expect(reserved.confidence).toBeGreaterThanOrEqual(0)
    expect(reserved.confidence).toBeLessThanOrEqual(100)
    const none = ok(
      await user.findEmail({ query: { firstName: '123', lastName: '456', domain: 'acme.example' } }),
    )
    expect(none).toMatchObject({ found: false, address: null, charged: { credits: 0 } })
    expect(none.basis).not.toBe('')
  })
})
