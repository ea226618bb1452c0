import { describe, expect, it } from 'vitest'
import { aBucket } from '../../domain/credits/credits.fixture.ts'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemoryCreditLedgerRepository } from '../testing/in-memory-credit-ledger.repository.ts'
import { InMemoryEmailRecords } from '../testing/in-memory-email-records.ts'
import { ScriptedEmailVerifier } from '../testing/scripted-email-verifier.ts'
import type { Caller } from './caller.ts'
import { FindEmail } from './find-email.use-case.ts'
import { FindEmailForUser } from './find-email-for-user.use-case.ts'
import { VerifyEmails } from './verify-emails.use-case.ts'

const NOW = Date.UTC(2026, 10, 25)
const anna: Caller = { userId: 'anna', isAdmin: false, username: 'anna', email: null, avatar: null }

const withCredits = async (emailCredits: number) => {
  const ledger = new InMemoryCreditLedgerRepository()
  if (emailCredits > 0) await ledger.grant('anna', [aBucket('e', 'email', emailCredits)])
  return ledger
}

const finderFor = async (emailCredits: number, verifier: ScriptedEmailVerifier) => {
  const ledger = await withCredits(emailCredits)
  const records = new InMemoryEmailRecords()
  const find = new FindEmailForUser(new FindEmail(records, verifier), records, ledger, fixedClock(NOW))
  return { ledger, find }
}

describe('finding an email, paid', () => {
  it('a valid address costs one email credit the first time, and nothing when found again', async () => {
    const { ledger, find } = await finderFor(5, new ScriptedEmailVerifier({ 'li.wei@acme.io': 'valid' }))
    const first = await find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' })
    expect(first).toMatchObject({
      _tag: 'EmailFound',
      address: 'li.wei@acme.io',
      charged: [{ kind: 'email' }],
    })
    const again = await find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' })
    expect(again).toMatchObject({ _tag: 'EmailFound', charged: [] })
    expect(await ledger.ledger('anna')).toHaveLength(1)
  })

  it('unknown and not found cost nothing', async () => {
    const { ledger, find } = await finderFor(5, new ScriptedEmailVerifier({}, { 'acme.io': 'unknown' }))
    expect(
      await find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' }),
    ).toMatchObject({
      verdict: 'unknown',
      charged: [],
    })
    const nothing = await finderFor(5, new ScriptedEmailVerifier())
    expect(
      await nothing.find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' }),
    ).toMatchObject({
      _tag: 'EmailNotFound',
      charged: [],
    })
    expect(await ledger.ledger('anna')).toHaveLength(0)
  })

  it('without credits a found address is refused, and can be bought later', async () => {
    const verifier = new ScriptedEmailVerifier({ 'li.wei@acme.io': 'valid' })
    const { ledger, find } = await finderFor(0, verifier)
    expect(await find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' })).toEqual(
      {
        _tag: 'CreditsExceeded',
      },
    )
    await ledger.grant('anna', [aBucket('later', 'email', 1)])
    expect(
      await find.execute({ caller: anna, firstName: 'Li', lastName: 'Wei', domain: 'acme.io' }),
    ).toMatchObject({
      charged: [{ kind: 'email' }],
    })
  })
})

describe('verifying pasted addresses, paid', () => {
  const verifier = () =>
    new ScriptedEmailVerifier({
      'a@acme.io': 'valid',
      'b@acme.io': 'invalid',
      'c@acme.io': 'unknown',
      'd@acme.io': 'valid',
    })

  it('charges each definite answer once, unknown free, a repeated address checked once', async () => {
    const ledger = await withCredits(10)
    const result = await new VerifyEmails(verifier(), ledger, fixedClock(NOW)).execute(anna, [
      'a@acme.io',
      'b@acme.io',
      'c@acme.io',
      ' a@acme.io ',
    ])
    expect(result.results.map((r) => [r.address, r.verification?.verdict])).toEqual([
      ['a@acme.io', 'valid'],
      ['b@acme.io', 'invalid'],
      ['c@acme.io', 'unknown'],
    ])
    expect(result.charged).toHaveLength(2)
  })

  it('withholds the definite answers no credit can pay for, and still gives the free ones', async () => {
    const ledger = await withCredits(1)
    const result = await new VerifyEmails(verifier(), ledger, fixedClock(NOW)).execute(anna, [
      'a@acme.io',
      'b@acme.io',
      'c@acme.io',
    ])
    expect(result.results.map((r) => [r.verification?.verdict ?? null, r.notEnoughCredits])).toEqual([
      ['valid', false],
      [null, true],
      ['unknown', false],
    ])
    expect(result.charged).toHaveLength(1)
  })
})
