import { describe, expect, it } from 'vitest'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryEmailRecords } from '../testing/in-memory-email-records.ts'
import { InMemoryJobQueue } from '../testing/in-memory-job-queue.ts'
import { ScriptedEmailVerifier } from '../testing/scripted-email-verifier.ts'
import { FindEmail } from './find-email.use-case.ts'
import { NO_WEBHOOKS, type WebhookEvents } from './ports/webhook-events.port.ts'
import { QueueStaleRechecks } from './queue-stale-rechecks.use-case.ts'
import { RECHECK_EMAIL_JOB, RecheckEmail } from './recheck-email.use-case.ts'

const DAY = 86_400_000
const NOW = Date.UTC(2026, 10, 25)

const heldAt = (records: InMemoryEmailRecords, name: string, address: string, checkedAt = NOW) =>
  records.held.push({ name, address, verdict: 'valid', reason: null, mxHost: null, checkedAt })

describe('the email finder', () => {
  it('learns the domain’s pattern from the addresses held there and returns the first valid candidate', async () => {
    const records = new InMemoryEmailRecords()
    heldAt(records, 'Anna Schmidt', 'aschmidt@acme.io')
    heldAt(records, 'Ben Ode', 'bode@acme.io')
    const verifier = new ScriptedEmailVerifier({ 'jlopez@acme.io': 'valid' })
    const found = await new FindEmail(records, verifier).execute({
      firstName: 'José',
      lastName: 'López',
      domain: 'Acme.io',
    })
    expect(found).toMatchObject({ _tag: 'EmailFound', address: 'jlopez@acme.io', verdict: 'valid' })
    expect(verifier.asked).toEqual(['jlopez@acme.io'])
    if (found._tag === 'EmailFound')
      expect(found.confidence.basis).toMatch(/pattern flast seen on 2 of 2 addresses/)
  })

  it('tries candidates in order until one is valid, at most six', async () => {
    const verifier = new ScriptedEmailVerifier({ 'jose.lopez@acme.io': 'invalid', 'jose@acme.io': 'valid' })
    const found = await new FindEmail(new InMemoryEmailRecords(), verifier).execute({
      firstName: 'Jose',
      lastName: 'Lopez',
      domain: 'acme.io',
    })
    expect(found).toMatchObject({ address: 'jose@acme.io', verdict: 'valid' })
    expect(verifier.asked).toEqual(['jose.lopez@acme.io', 'jose@acme.io'])
    const nobody = new ScriptedEmailVerifier()
    expect(
      await new FindEmail(new InMemoryEmailRecords(), nobody).execute({
        firstName: 'Jo',
        lastName: 'Lo',
        domain: 'acme.io',
      }),
    ).toMatchObject({
      _tag: 'EmailNotFound',
    })
    expect(nobody.asked).toHaveLength(6)
  })

  it('at an accept-all domain returns the best pattern as accept_all, never valid', async () => {
    const verifier = new ScriptedEmailVerifier({}, { 'acme.io': 'accept_all' })
    const found = await new FindEmail(new InMemoryEmailRecords(), verifier).execute({
      firstName: 'Li',
      lastName: 'Wei',
      domain: 'acme.io',
    })
    expect(found).toMatchObject({ address: 'li.wei@acme.io', verdict: 'accept_all' })
    if (found._tag === 'EmailFound') expect(found.confidence.score).toBeLessThan(99)
  })

  it('a reserved domain is never contacted (the best guess is unknown); a name with nothing to spell finds nothing', async () => {
    const finder = new FindEmail(new InMemoryEmailRecords(), new ScriptedEmailVerifier())
    expect(await finder.execute({ firstName: 'Li', lastName: 'Wei', domain: 'acme.example' })).toMatchObject({
      _tag: 'EmailFound',
      verdict: 'unknown',
    })
    expect(await finder.execute({ firstName: '伟', lastName: '李', domain: 'acme.io' })).toMatchObject({
      _tag: 'EmailNotFound',
    })
  })
})

describe('re-verification', () => {
  it('queues the stalest verdicts first, within the day’s budget, each address once a day, never a reserved domain', async () => {
    const records = new InMemoryEmailRecords()
    for (let i = 0; i < 60; i++) heldAt(records, `P ${i}`, `p${i}@acme.io`, NOW - (91 + i) * DAY)
    heldAt(records, 'Demo', 'demo@brightfold.example', NOW - 400 * DAY)
    heldAt(records, 'Fresh', 'fresh@acme.io', NOW - 10 * DAY)
    const jobs = new InMemoryJobQueue(() => NOW)
    const queue = new QueueStaleRechecks(records, jobs, fixedClock(NOW), { afterDays: 90, dailyBudget: 480 })
    expect(await queue.execute()).toBe(20)
    const addresses: string[] = []
    await jobs.work(RECHECK_EMAIL_JOB, async (data) => {
      addresses.push(String(data.address))
    })
    await jobs.drain()
    expect(addresses[0]).toBe('p59@acme.io')
    expect(addresses).not.toContain('demo@brightfold.example')
    expect(addresses).not.toContain('fresh@acme.io')
    // The same stale addresses an hour later: already queued today, so none again.
    expect(await queue.execute()).toBe(0)
  })

  it('a re-check tells each user who holds the address (email.reverified), with its verdict, reason and date', async () => {
    const records = new InMemoryEmailRecords()
    const profileId = 'ann-person'
    records.held.push({
      profileId,
      name: 'Ann',
      address: 'ann@acme.io',
      verdict: 'valid',
      reason: null,
      mxHost: null,
      checkedAt: NOW - 100 * DAY,
    })
    records.emailRevealers.push({ userId: 'revealer', profileId }, { userId: 'other', profileId: 'nobody' })
    await records.markFound('finder', 'ann@acme.io')
    const told: { userId: string; type: string; data: unknown }[] = []
    const events: WebhookEvents = {
      emit: async (userId, type, data) => {
        told.push({ userId, type, data })
      },
    }
    const verification = await new RecheckEmail(
      new ScriptedEmailVerifier({ 'ann@acme.io': 'invalid' }, {}, () => NOW),
      records,
      events,
    ).execute('ann@acme.io')
    const data = {
      address: 'ann@acme.io',
      verdict: 'invalid',
      reason: verification.reason,
      checkedAt: new Date(NOW).toISOString(),
    }
    expect(told).toEqual([
      { userId: 'finder', type: 'email.reverified', data },
      { userId: 'revealer', type: 'email.reverified', data },
    ])
  })

  it('a re-check writes the verdict and its date on every copy of the address', async () => {
    const records = new InMemoryEmailRecords()
    heldAt(records, 'Ann', 'ann@acme.io', NOW - 100 * DAY)
    heldAt(records, 'Ann (other source)', 'ann@acme.io', NOW - 120 * DAY)
    await new RecheckEmail(
      new ScriptedEmailVerifier({ 'ann@acme.io': 'invalid' }, {}, () => NOW),
      records,
      NO_WEBHOOKS,
    ).execute('ann@acme.io')
    expect(records.held.map((e) => [e.verdict, e.checkedAt])).toEqual([
      ['invalid', NOW],
      ['invalid', NOW],
    ])
  })
})
