import { expect, it } from 'vitest'
import type {
  ContactAccessRepository,
  RevealDecision,
} from '../../src/application/server/ports/contact-access.repository.port.ts'
import type { CreditLedgerRepository } from '../../src/application/server/ports/credit-ledger.repository.port.ts'
import { ALL_PARTS, NO_PARTS, type Parts, revealProfile } from '../../src/domain/credits/credit-action.ts'
import { aBucket, at } from '../../src/domain/credits/credits.fixture.ts'
import { spend } from '../../src/domain/credits/spend.ts'
import type { ProfileId } from '../../src/domain/profiles/profile-id.ts'

let lastUser = 0
const aNewUser = (): string => `lister-${++lastUser}-${Math.random().toString(36).slice(2, 8)}`
const person = (name: string) => name as ProfileId
const EMAILS: Parts = { emails: true, phones: false }
const PHONES: Parts = { emails: false, phones: true }

// A free decision (already paid, say) that shows `parts` from `when` on.
const showing = (parts: Parts, when: number) => (): RevealDecision<null> => ({
  charge: { _tag: 'NoCharge', result: null },
  revealed: parts,
  at: at(when),
})

// A paid decision, as the reveal use case makes it: the domain's spend on the buckets handed over.
const paying =
  (profileId: ProfileId, when: number) =>
  (buckets: Parameters<typeof spend>[0], alreadyRevealed: Parts): RevealDecision<string> => {
    const spent = spend(buckets, revealProfile({ found: ALL_PARTS, alreadyRevealed }), at(when))
    if (spent._tag === 'CreditsExceeded' || spent.charges.length === 0)
      return { charge: { _tag: 'NoCharge', result: 'not charged' }, revealed: NO_PARTS, at: at(when) }
    const { buckets: after, charges } = spent
    return {
      charge: {
        _tag: 'Charge',
        buckets: after,
        charges,
        ledgerAction: 'RevealProfile',
        reference: profileId,
        at: at(when),
        result: 'charged',
      },
      revealed: spent.reveals,
      at: at(when),
    }
  }

/**
 * Part of the contract: listing what a user has revealed (GET /contact/export). Sits beside the
 * reveal cases of contact-access.contract.ts, on the same stores.
 */
export const contactAccessListing = (
  repo: () => ContactAccessRepository,
  ledger: () => CreditLedgerRepository,
) => {
  it("lists everyone the user revealed, latest first, equal times by profile id; never another user's", async () => {
    const [user, other, nobody] = [aNewUser(), aNewUser(), aNewUser()]
    await ledger().grant(user, [aBucket(`${user}-lead`, 'lead', 5)])
    expect(await repo().reveal(user, person('cy'), paying(person('cy'), 2_000))).toBe('charged')
    await repo().reveal(user, person('bob'), showing(EMAILS, 3_000))
    await repo().reveal(user, person('ana'), showing(PHONES, 3_000))
    await repo().reveal(user, person('émile'), showing(ALL_PARTS, 1_000))
    await repo().reveal(other, person('dan'), showing(ALL_PARTS, 9_000))
    expect(await repo().revealedBy(user)).toEqual([
      { profileId: 'ana', revealed: PHONES, revealedAt: at(3_000) },
      { profileId: 'bob', revealed: EMAILS, revealedAt: at(3_000) },
      { profileId: 'cy', revealed: ALL_PARTS, revealedAt: at(2_000) },
      { profileId: 'émile', revealed: ALL_PARTS, revealedAt: at(1_000) },
    ])
    expect((await repo().revealedBy(other)).map((r) => r.profileId)).toEqual(['dan'])
    expect(await repo().revealedBy(nobody)).toEqual([])
  })

  it('a reveal adding a part moves the person up with both parts; one adding nothing keeps the time', async () => {
    const user = aNewUser()
    await repo().reveal(user, person('ada'), showing(EMAILS, 1_000))
    await repo().reveal(user, person('bob'), showing(EMAILS, 2_000))
    await repo().reveal(user, person('ada'), showing(EMAILS, 3_000))
    expect((await repo().revealedBy(user)).map((r) => [r.profileId, r.revealedAt])).toEqual([
      ['bob', at(2_000)],
      ['ada', at(1_000)],
    ])
    await repo().reveal(user, person('ada'), showing(PHONES, 4_000))
    expect(await repo().revealedBy(user)).toEqual([
      { profileId: 'ada', revealed: ALL_PARTS, revealedAt: at(4_000) },
      { profileId: 'bob', revealed: EMAILS, revealedAt: at(2_000) },
    ])
  })

  it('lists nobody for a reveal that showed nothing, was refused or threw', async () => {
    const user = aNewUser()
    await repo().reveal(user, person('ada'), showing(NO_PARTS, 1_000))
    expect(await repo().reveal(user, person('bob'), paying(person('bob'), 1_000))).toBe('not charged')
    const boom = new Error('decide failed')
    await expect(
      repo().reveal(user, person('cy'), () => {
        throw boom
      }),
    ).rejects.toBe(boom)
    expect(await repo().revealedBy(user)).toEqual([])
  })
}
