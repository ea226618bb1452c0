import { describe, expect, it } from 'vitest'
import { aBucket } from '../../domain/credits/credits.fixture.ts'
import { credits } from '../../domain/credits/credits.ts'
import { instant } from '../../domain/shared/instant.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryContactAccessRepository } from '../testing/in-memory-contact-access.repository.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemoryEmailRecords } from '../testing/in-memory-email-records.ts'
import { InMemorySearchLogRepository } from '../testing/in-memory-search-log.repository.ts'
import { InMemoryUserRepository } from '../testing/in-memory-user.repository.ts'
import { ScriptedEmailVerifier } from '../testing/scripted-email-verifier.ts'
import type { Caller } from './caller.ts'
import type { EmailVerifier } from './ports/email-verifier.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'
import { RecheckEmail } from './recheck-email.use-case.ts'
import { ReportBounce } from './report-bounce.use-case.ts'

const NOW = Date.UTC(2026, 10, 25)
const anna: Caller = { userId: 'anna', isAdmin: false, username: 'anna', email: null, avatar: null }
const ADDRESS = 'li.wei@acme.io'

/** Anna found li.wei@acme.io with the finder, paying one email credit. */
const world = async (verifier: EmailVerifier) => {
  const ledger = new InMemoryCreditLedgerRepository()
  await ledger.grant('anna', [aBucket('e', 'email', 3)])
  const records = new InMemoryEmailRecords()
  records.held.push({
    profileId: 'li-wei',
    name: 'Li Wei',
    address: ADDRESS,
    verdict: 'valid',
    reason: null,
    mxHost: null,
    checkedAt: 0,
  })
  await records.markFound('anna', ADDRESS)
  await ledger.charge('anna', (buckets) => ({
    _tag: 'Charge',
    buckets: buckets.map((b) => ({ ...b, used: credits(1) })),
    charges: [{ bucketId: 'e', kind: 'email', quantity: credits(1) }],
    ledgerAction: 'FindEmail',
    reference: ADDRESS,
    at: instant(NOW),
    result: null,
  }))
  const access = new InMemoryContactAccessRepository(
    ledger,
    new InMemorySearchLogRepository(new InMemoryUserRepository(ledger)),
  )
  const told: { userId: string; type: string; data: unknown }[] = []
  const events: WebhookEvents = {
    emit: async (userId, type, data) => {
      told.push({ userId, type, data })
    },
  }
  const recheck = new RecheckEmail(verifier, records, events)
  const report = new ReportBounce(records, access, recheck, ledger, fixedClock(NOW))
  return { ledger, records, report, told }
}

describe('reporting a bounce', () => {
  it('a found address now invalid: the find’s credit comes back once, and the verdict is kept for everyone', async () => {
    const { ledger, records, report } = await world(new ScriptedEmailVerifier({ [ADDRESS]: 'invalid' }))
    expect(await report.execute(anna, ` ${ADDRESS} `)).toMatchObject({
      _tag: 'BounceReported',
      verification: { verdict: 'invalid' },
      refunded: { bucketId: 'e', kind: 'email', quantity: 1 },
    })
    expect((await ledger.buckets('anna'))[0]?.used).toBe(0)
    expect(records.held[0]?.verdict).toBe('invalid')
    expect(await report.execute(anna, ADDRESS)).toEqual({ _tag: 'BounceAlreadyReported' })
    expect(await ledger.ledger('anna')).toHaveLength(2)
  })

  it('the new verdict is told to everyone holding the address, as a re-check tells it (email.reverified)', async () => {
    const { records, report, told } = await world(
      new ScriptedEmailVerifier({ [ADDRESS]: 'invalid' }, {}, () => NOW),
    )
    await records.markFound('bob', ADDRESS)
    const { verification } = (await report.execute(anna, ADDRESS)) as {
      verification: { reason: string | null }
    }
    const data = {
      address: ADDRESS,
      verdict: 'invalid',
      reason: verification.reason,
      checkedAt: new Date(NOW).toISOString(),
    }
    expect(told).toEqual([
      { userId: 'anna', type: 'email.reverified', data },
      { userId: 'bob', type: 'email.reverified', data },
    ])
    await report.execute(anna, ADDRESS)
    expect(told, 'a second report is refused and tells nobody').toHaveLength(2)
  })

  it('nothing to report for an address the user never revealed or found', async () => {
    const { report } = await world(new ScriptedEmailVerifier())
    expect(await report.execute({ ...anna, userId: 'bob' }, ADDRESS)).toEqual({ _tag: 'EmailNotRevealed' })
  })

  it('a re-check that fails takes the report back, so the user may report again', async () => {
    let fail = true
    const flaky: EmailVerifier = {
      verify: async (address) => {
        if (fail) throw new Error('resolver down')
        return new ScriptedEmailVerifier({ [address]: 'valid' }).verify(address)
      },
    }
    const { report, ledger, told } = await world(flaky)
    await expect(report.execute(anna, ADDRESS)).rejects.toThrow('resolver down')
    expect(told, 'no verdict, nothing told').toEqual([])
    fail = false
    expect(await report.execute(anna, ADDRESS)).toMatchObject({ _tag: 'BounceReported', refunded: null })
    expect(await ledger.ledger('anna')).toHaveLength(1)
  })
})
