import { describe, expect, it } from 'vitest'
import type { Bucket } from '../../../domain/credits/bucket.ts'
import type { CreditKind } from '../../../domain/credits/credit-kind.ts'
import { aBucket, at } from '../../../domain/credits/credits.fixture.ts'
import { credits } from '../../../domain/credits/credits.ts'
import { usedChanges } from './charge-decision.ts'

const loaded = [aBucket('a', 'lead', 2), aBucket('b', 'email', 2, { used: 1 })]
const one = credits(1)
const charging = (buckets: readonly Bucket[], charges: { bucketId: string; kind: CreditKind }[]) => ({
  _tag: 'Charge' as const,
  buckets,
  charges: charges.map((c) => ({ ...c, quantity: one })),
  ledgerAction: 'RevealProfile',
  reference: null,
  at: at(0),
  result: null,
})
const withUsed = (b: Bucket, used: number): Bucket => ({ ...b, used: credits(used) })
const [a, b] = loaded as [Bucket, Bucket]

describe('usedChanges', () => {
  it('lists the buckets whose used grows by what their charges take', () => {
    const decision = charging(
      [withUsed(a, 1), withUsed(b, 2)],
      [
        { bucketId: 'a', kind: 'lead' },
        { bucketId: 'b', kind: 'email' },
      ],
    )
    expect(usedChanges(loaded, decision)).toEqual([
      { bucketId: 'a', from: 0, to: 1 },
      { bucketId: 'b', from: 1, to: 2 },
    ])
  })

  it.each([
    [
      'a used that does not match the charges',
      charging([withUsed(a, 2), b], [{ bucketId: 'a', kind: 'lead' }]),
    ],
    ['a charge without its used', charging(loaded, [{ bucketId: 'a', kind: 'lead' }])],
    ['a charge of an unknown bucket', charging(loaded, [{ bucketId: 'x', kind: 'lead' }])],
    ['a charge of the wrong kind', charging([withUsed(a, 1), b], [{ bucketId: 'a', kind: 'email' }])],
    ['a dropped bucket', charging([withUsed(a, 1)], [{ bucketId: 'a', kind: 'lead' }])],
    ['a repeated bucket', charging([withUsed(a, 1), withUsed(a, 1)], [{ bucketId: 'a', kind: 'lead' }])],
    [
      'an overdraft',
      charging(
        [a, withUsed(b, 3)],
        [
          { bucketId: 'b', kind: 'email' },
          { bucketId: 'b', kind: 'email' },
        ],
      ),
    ],
  ])('refuses %s as a defect', (_, decision) => {
    expect(() => usedChanges(loaded, decision)).toThrow(/inconsistent charge decision/)
  })
})
