import { describe, expect, it } from 'vitest'
import { ALL_PARTS, NO_PARTS, revealMember, revealProfile, viewMembersPage } from './credit-action.ts'
import { aBucket, at } from './credits.fixture.ts'
import { quote, totalCharged } from './quote.ts'
import { spend } from './spend.ts'

const now = at(1000)
const EMAILS_ONLY = { emails: true, phones: false }
const PHONES_ONLY = { emails: false, phones: true }
const charged = (result: ReturnType<typeof spend>) =>
  result._tag === 'Spent' ? result.charges.map((c) => `${c.bucketId}:${c.quantity}`) : result._tag

describe('spend: revealing a person', () => {
  const full = revealProfile({ found: ALL_PARTS })

  it('one lead credit reveals both emails and phones', () => {
    const result = spend([aBucket('lead', 'lead', 5), aBucket('e', 'email', 5)], full, now)
    expect(result).toMatchObject({ _tag: 'Spent', reveals: ALL_PARTS })
    expect(charged(result)).toEqual(['lead:1'])
    expect(result._tag === 'Spent' && result.buckets[0]?.used).toBe(1)
  })

  it('without lead credits, one email and one phone credit reveal both', () => {
    const result = spend([aBucket('e', 'email', 5), aBucket('p', 'phone', 5)], full, now)
    expect(charged(result)).toEqual(['e:1', 'p:1'])
    expect(result).toMatchObject({ reveals: ALL_PARTS })
  })

  it('with only email credits, emails are revealed and phones stay masked', () => {
    const result = spend([aBucket('e', 'email', 5)], full, now)
    expect(charged(result)).toEqual(['e:1'])
    expect(result).toMatchObject({ reveals: EMAILS_ONLY })
  })

  it('a free credit alone pays for the whole reveal', () => {
    const result = spend([aBucket('f', 'free', 10)], full, now)
    expect(charged(result)).toEqual(['f:1'])
    expect(result).toMatchObject({ reveals: ALL_PARTS })
  })

  it('free pays last: only for the part no paid credit covers', () => {
    const result = spend([aBucket('f', 'free', 10), aBucket('e', 'email', 5)], full, now)
    expect(charged(result)).toEqual(['e:1', 'f:1'])
    expect(result).toMatchObject({ reveals: ALL_PARTS })
  })

  it('a person with emails but no phones is paid by lead or email, never by a phone credit', () => {
    const emailsOnlyPerson = revealMember({ found: EMAILS_ONLY })
    const buckets = [
      aBucket('p', 'phone', 5, { expiresAt: 2000 }),
      aBucket('lead', 'lead', 5, { expiresAt: 5000 }),
      aBucket('e', 'email', 5, { expiresAt: 3000 }),
    ]
    expect(charged(spend(buckets, emailsOnlyPerson, now))).toEqual(['e:1'])
    expect(spend([aBucket('p', 'phone', 5)], emailsOnlyPerson, now)).toEqual({
      _tag: 'CreditsExceeded',
      action: emailsOnlyPerson,
    })
  })

  it('the eligible bucket that expires soonest pays first, ties by id, never-expiring last', () => {
    const buckets = [
      aBucket('z', 'lead', 5),
      aBucket('b', 'lead', 5, { expiresAt: 4000 }),
      aBucket('a', 'lead', 5, { expiresAt: 4000 }),
      aBucket('c', 'lead', 5, { expiresAt: 9000 }),
    ]
    expect(charged(spend(buckets, full, now))).toEqual(['a:1'])
    expect(
      charged(spend([aBucket('z', 'lead', 5), aBucket('c', 'lead', 5, { expiresAt: 9000 })], full, now)),
    ).toEqual(['c:1'])
  })

  it('skips expired, not yet started and used-up buckets', () => {
    const buckets = [
      aBucket('expired', 'lead', 5, { expiresAt: 1000 }),
      aBucket('future', 'lead', 5, { startsAt: 1001 }),
      aBucket('empty', 'lead', 5, { used: 5 }),
    ]
    expect(spend(buckets, full, now)._tag).toBe('CreditsExceeded')
  })

  it('never charges twice: an already revealed person shows the stored result for free', () => {
    const again = revealProfile({ found: ALL_PARTS, alreadyRevealed: ALL_PARTS })
    const buckets = [aBucket('lead', 'lead', 5)]
    expect(spend(buckets, again, now)).toEqual({ _tag: 'Spent', buckets, charges: [], reveals: ALL_PARTS })
    expect(spend([], again, now)).toMatchObject({ _tag: 'Spent', charges: [], reveals: ALL_PARTS })
  })

  it('pays only for the part still masked after an earlier partial reveal', () => {
    const rest = revealProfile({ found: ALL_PARTS, alreadyRevealed: EMAILS_ONLY })
    const result = spend(
      [aBucket('lead', 'lead', 5, { expiresAt: 9000 }), aBucket('p', 'phone', 5)],
      rest,
      now,
    )
    expect(charged(result)).toEqual(['lead:1'])
    expect(result).toMatchObject({ reveals: ALL_PARTS })
  })

  it('never charges for nothing: a person with no email and no phone costs nothing', () => {
    const nobody = revealProfile({ found: NO_PARTS })
    expect(spend([aBucket('lead', 'lead', 5)], nobody, now)).toMatchObject({ charges: [], reveals: NO_PARTS })
    expect(spend([], nobody, now)._tag).toBe('Spent')
  })

  it('reveals only the part asked for', () => {
    const phonesWanted = revealMember({ found: ALL_PARTS, wants: PHONES_ONLY })
    const result = spend([aBucket('p', 'phone', 5), aBucket('e', 'email', 5)], phonesWanted, now)
    expect(charged(result)).toEqual(['p:1'])
    expect(result).toMatchObject({ reveals: PHONES_ONLY })
  })
})

describe('spend: a members page', () => {
  it('costs one search credit, or a free one when no search credit is left', () => {
    const page = viewMembersPage(true)
    expect(charged(spend([aBucket('f', 'free', 1), aBucket('s', 'search', 1)], page, now))).toEqual(['s:1'])
    expect(charged(spend([aBucket('f', 'free', 1), aBucket('lead', 'lead', 9)], page, now))).toEqual(['f:1'])
    expect(spend([aBucket('lead', 'lead', 9)], page, now)._tag).toBe('CreditsExceeded')
  })

  it('is free when it has no members or was already paid this period', () => {
    expect(charged(spend([aBucket('s', 'search', 1)], viewMembersPage(false), now))).toEqual([])
    expect(charged(spend([], viewMembersPage(true, true), now))).toEqual([])
  })
})

describe('quote', () => {
  it('shows the cost before paying, and changes nothing', () => {
    const buckets = [aBucket('e', 'email', 5), aBucket('p', 'phone', 5)]
    const quoted = quote(buckets, revealProfile({ found: ALL_PARTS }), now)
    expect(quoted._tag === 'Quoted' && totalCharged(quoted.charges)).toBe(2)
    expect(buckets.map((b) => b.used)).toEqual([0, 0])
  })
})
