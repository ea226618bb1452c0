import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ServerTokens as T } from '../../src/composition/tokens.ts'
import { aBucket } from '../../src/domain/credits/credits.fixture.ts'
import { type ApiHarness, startApi } from '../support/api-harness.ts'
import { type MailWorld, startMailWorld } from '../support/mail-world.ts'

// The contact engine's issue-19 additions through the API, against a mail world on loopback:
// acme.mailworld has the mailboxes li.wei, anna and wei.zhang; `gone@` was valid when loaded and no
// longer exists. "Report a bounce", a reveal of a stale verdict, and the finder's inputs.
let api: ApiHarness
let world: MailWorld

const LONG_AGO = new Date('2025-01-01T00:00:00Z')

beforeAll(async () => {
  world = await startMailWorld(
    [{ name: 'acme.mailworld', mx: ['mx.acme.mailworld'] }],
    [
      {
        name: 'mx.acme.mailworld',
        address: '127.0.0.33',
        behaviour: { kind: 'smtp', mailboxes: ['li.wei', 'anna', 'wei.zhang'] },
      },
    ],
  )
  api = await startApi({
    VERIFY_DNS_SERVERS: world.dnsServer,
    VERIFY_SMTP_PORT: String(world.smtpPort),
    VERIFY_PER_HOST_INTERVAL_MS: '0',
  })
  const { db } = await api.container.getAsync(T.Database)
  await db
    .insertInto('companies')
    .values({
      id: 'acme',
      name: 'Acme Mailworld',
      domain: 'acme.mailworld',
      website: null,
      country: null,
      logo_url: null,
      url: null,
      region: null,
      industry: null,
      employee_count: null,
    })
    .execute()
  for (const [profileId, name, address] of [
    ['gone-person', 'Gone Person', 'gone@acme.mailworld'],
    ['anna-person', 'Anna Schmidt', 'anna@acme.mailworld'],
    ['stale-person', 'Li Wei', 'li.wei@acme.mailworld'],
  ] as const) {
    await db
      .insertInto('people')
      .values({
        profile_id: profileId,
        company_id: 'acme',
        name,
        title: null,
        is_decision_maker: true,
        seniority: null,
      })
      .execute()
    await db
      .insertInto('emails')
      .values({
        person_id: profileId,
        address,
        status: profileId === 'stale-person' ? 'unknown' : 'valid',
        checked_at: LONG_AGO,
      })
      .execute()
  }
  // Someone we hold without an email: the finder's find is kept with them.
  await db
    .insertInto('people')
    .values({
      profile_id: 'wei-zhang',
      company_id: 'acme',
      name: 'Wei Zhang',
      title: null,
      is_decision_maker: false,
      seniority: null,
    })
    .execute()
}, 120_000)
afterAll(async () => {
  await api.close()
  await world.close()
})

const withEmailCredits = async (user: string, count: number) => {
  const ledger = await api.container.getAsync(T.CreditLedger)
  await ledger.grant(user, [aBucket(`${user}-email`, 'email', count, { source: 'CUSTOM' })])
}
const reveal = (user: string, profileId: string) =>
  api.call('GET', `/api/contact/profile/${profileId}`, {
    as: { user },
    query: { reveal: 'true', want: 'emails' },
  })
const report = (user: string, email: string) =>
  api.call('POST', '/api/email/bounce', { as: { user }, body: { email } })

describe('POST /api/email/bounce', () => {
  it('an address now invalid: the credit that paid for it comes back as its own line, once; marked for everyone', async () => {
    await withEmailCredits('bouncer', 2)
    const ledger = await api.container.getAsync(T.CreditLedger)
    const revealed = await reveal('bouncer', 'gone-person')
    expect(revealed.statusCode).toBe(200)
    const paidBy = (await ledger.ledger('bouncer'))[0]
    expect(paidBy).toMatchObject({ action: 'RevealProfile', reference: 'gone-person' })
    const usedBefore = (await ledger.buckets('bouncer')).find((b) => b.id === paidBy?.bucketId)?.used

    const first = await report('bouncer', 'gone@acme.mailworld')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({
      address: 'gone@acme.mailworld',
      verdict: 'invalid',
      refunded: { credits: 1, charges: [{ kind: paidBy?.kind, quantity: 1 }] },
    })
    const lines = await ledger.ledger('bouncer')
    expect(lines[0]).toMatchObject({
      action: 'BounceRefund',
      reference: 'gone-person',
      bucketId: paidBy?.bucketId,
      quantity: 1,
      refundOf: paidBy?.id,
    })
    const bucket = (await ledger.buckets('bouncer')).find((b) => b.id === paidBy?.bucketId)
    expect(bucket?.used).toBe((usedBefore ?? 0) - 1)
    // The books balance: per bucket, charges less refunds equal what is used.
    for (const b of await ledger.buckets('bouncer')) {
      const mine = lines.filter((l) => l.bucketId === b.id)
      const net = mine.reduce((t, l) => t + (l.refundOf === undefined ? l.quantity : -l.quantity), 0)
      if (b.id === paidBy?.bucketId || mine.length > 0) expect(net).toBe(b.used)
    }

    // At most once per address per user: a second report is refused, nothing more given back.
    const again = await report('bouncer', 'gone@acme.mailworld')
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'BOUNCE_ALREADY_REPORTED' })
    expect(await ledger.ledger('bouncer')).toHaveLength(lines.length)

    // Marked invalid for everyone: the next user's look shows no email to pay for.
    const other = await api.call('GET', '/api/contact/profile/gone-person', { as: { user: 'someone-else' } })
    expect(other.json()).toMatchObject({ available: { emails: 0 }, emails: [] })
  })

  it('an address that still takes mail: its new verdict and date, nothing given back', async () => {
    await withEmailCredits('doubter', 1)
    await reveal('doubter', 'anna-person')
    const lines = (await (await api.container.getAsync(T.CreditLedger)).ledger('doubter')).length
    const answer = await report('doubter', 'anna@acme.mailworld')
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toMatchObject({ verdict: 'valid', refunded: { credits: 0, charges: [] } })
    expect(Date.parse(answer.json().checkedAt)).toBeGreaterThan(LONG_AGO.getTime())
    expect(await (await api.container.getAsync(T.CreditLedger)).ledger('doubter')).toHaveLength(lines)
    const look = await api.call('GET', '/api/contact/profile/anna-person', { as: { user: 'doubter' } })
    expect(look.json().emailDetails[0]).toMatchObject({ address: 'anna@acme.mailworld', status: 'valid' })
    expect(Date.parse(look.json().emailDetails[0].checkedAt)).toBeGreaterThan(LONG_AGO.getTime())
  })

  it('refuses an address the caller never revealed or found (404), bad input (400) and strangers (401)', async () => {
    const unseen = await report('stranger', 'anna@acme.mailworld')
    expect(unseen.statusCode).toBe(404)
    expect(unseen.json()).toMatchObject({ code: 'EMAIL_NOT_REVEALED' })
    expect((await api.call('POST', '/api/email/bounce', { as: { user: 'x' }, body: {} })).statusCode).toBe(
      400,
    )
    expect((await api.call('POST', '/api/email/bounce', { body: { email: 'a@b.c' } })).statusCode).toBe(401)
  })
})

describe('a reveal of a stale verdict (older than REVERIFY_AFTER_DAYS)', () => {
  it('answers at once with the stored verdict and date, queues a re-check, and the next look shows its verdict', async () => {
    await withEmailCredits('waiter', 1)
    const first = await reveal('waiter', 'stale-person')
    expect(first.json().emailDetails).toEqual([
      {
        address: 'li.wei@acme.mailworld',
        status: 'unknown',
        checkedAt: LONG_AGO.toISOString(),
        recheckPending: true,
      },
    ])
    // The re-check runs on the job engine, in the background: look again until it has landed.
    const look = () => api.call('GET', '/api/contact/profile/stale-person', { as: { user: 'waiter' } })
    let detail = first.json().emailDetails[0]
    while (detail.recheckPending) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      detail = (await look()).json().emailDetails[0]
    }
    expect(detail).toMatchObject({ address: 'li.wei@acme.mailworld', status: 'valid', recheckPending: false })
    expect(Date.parse(detail.checkedAt)).toBeGreaterThan(LONG_AGO.getTime())
  }, 120_000)
})

describe('GET /api/email/find: a profile link or a company name, and the find kept with the person', () => {
  const find = (user: string, query: Record<string, string>) =>
    api.call('GET', '/api/email/find', { as: { user }, query })

  it('a profile link alone: its name and company; the found address is stored with that person', async () => {
    await withEmailCredits('linker', 2)
    const answer = await find('linker', { profileLink: 'https://www.linkedin.com/in/wei-zhang' })
    expect(answer.statusCode, answer.body).toBe(200)
    expect(answer.json()).toMatchObject({
      found: true,
      address: 'wei.zhang@acme.mailworld',
      verdict: 'valid',
    })
    // The next user who looks at Wei Zhang gets the address at once, with its verdict and date.
    await withEmailCredits('next-user', 1)
    const revealed = await reveal('next-user', 'wei-zhang')
    expect(revealed.json().emailDetails).toEqual([
      expect.objectContaining({
        address: 'wei.zhang@acme.mailworld',
        status: 'valid',
        recheckPending: false,
      }),
    ])
  })

  it('a name in Chinese characters is found by its pinyin', async () => {
    await withEmailCredits('hanzi', 1)
    const answer = await find('hanzi', { firstName: '伟', lastName: '张', domain: 'acme.mailworld' })
    expect(answer.json()).toMatchObject({
      found: true,
      address: 'wei.zhang@acme.mailworld',
      verdict: 'valid',
    })
  })

  it('a company name we hold stands for its domain', async () => {
    await withEmailCredits('namer', 1)
    const answer = await find('namer', { firstName: 'Anna', lastName: 'Schmidt', company: 'acme mailworld' })
    expect(answer.json()).toMatchObject({ found: true, verdict: 'valid' })
    expect(answer.json().address).toMatch(/@acme\.mailworld$/)
  })

  it('refuses what cannot be resolved: 404 for an unknown profile or company, 400 for a bad link or too little', async () => {
    const unknownProfile = await find('x', { profileLink: 'https://www.linkedin.com/in/nobody-we-hold' })
    expect(unknownProfile.statusCode).toBe(404)
    expect(unknownProfile.json()).toMatchObject({ code: 'PROFILE_NOT_FOUND' })
    const unknownCompany = await find('x', {
      firstName: 'Li',
      lastName: 'Wei',
      company: 'No Such Company Ltd',
    })
    expect(unknownCompany.statusCode).toBe(404)
    expect(unknownCompany.json()).toMatchObject({ code: 'COMPANY_NOT_FOUND' })
    const badLink = await find('x', { profileLink: 'https://example.com/nothing' })
    expect(badLink.statusCode).toBe(400)
    expect(badLink.json()).toMatchObject({ code: 'INVALID_PROFILE_ID' })
    expect((await find('x', { firstName: 'Li', domain: 'acme.mailworld' })).json()).toMatchObject({
      statusCode: 400,
      code: 'INVALID_REQUEST',
    })
    expect((await find('x', { firstName: 'Li', lastName: 'Wei' })).statusCode).toBe(400)
  })
})
