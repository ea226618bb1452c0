// Test support: fast-check generators shared by the credits property tests. Not product code.
import fc from 'fast-check'
import { instant } from '../shared/instant.ts'
import type { Bucket } from './bucket.ts'
import type { CreditAction } from './credit-action.ts'
import { CREDIT_KINDS } from './credit-kind.ts'
import { bucketFromRow, HOUR } from './credits.fixture.ts'

// Times on a coarse grid of hours, so that equal expiries (ties), boundaries and usable buckets are common.
export const aTime = fc.integer({ min: 0, max: 6 }).map((h) => instant(h * HOUR))

/** Up to ten buckets of any kind, some used, some expired, some not started, some never expiring. */
export const someBuckets = ({ maxUsed, maxLeft }: { maxUsed: number; maxLeft: number }) =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.string({ minLength: 1, maxLength: 2 }),
        kind: fc.constantFrom(...CREDIT_KINDS),
        used: fc.nat(maxUsed),
        left: fc.nat(maxLeft),
        startsAt: aTime,
        lasts: fc.option(fc.integer({ min: 1, max: 6 }), { nil: null, freq: 3 }),
      }),
      { selector: (b) => b.id, maxLength: 10 },
    )
    .map((rows): readonly Bucket[] => rows.map(bucketFromRow))

export const someParts = fc.record({ emails: fc.boolean(), phones: fc.boolean() })

export const anAction: fc.Arbitrary<CreditAction> = fc.oneof(
  fc.record({
    _tag: fc.constantFrom(
      'RevealProfile' as const,
      'RevealMember' as const,
      'FindEmail' as const,
      'VerifyEmail' as const,
    ),
    wants: someParts,
    found: someParts,
    alreadyRevealed: someParts,
  }),
  fc.record({
    _tag: fc.constant('ViewMembersPage' as const),
    hasMembers: fc.boolean(),
    alreadyPaid: fc.boolean(),
  }),
)
