import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type ReplicaCheck, readTargetOf } from './replica-lag.ts'

const checks: fc.Arbitrary<ReplicaCheck> = fc.oneof(
  fc.record({ _tag: fc.constant('Unreachable' as const), reason: fc.string() }),
  fc.record({
    _tag: fc.constant('Answered' as const),
    inRecovery: fc.boolean(),
    caughtUp: fc.boolean(),
    sinceLastReplayMs: fc.option(fc.integer({ min: -1_000, max: 10_000_000 }), { nil: null }),
  }),
)

// Issue 32 §4: a replica that is down or lagging past the bound sends reads back to the primary.
describe('where reads go', () => {
  it('never to a replica that is unreachable, promoted, or behind by more than the bound', () => {
    fc.assert(
      fc.property(checks, fc.integer({ min: 0, max: 3_600_000 }), (check, maxLagMs) => {
        const target = readTargetOf(check, maxLagMs)
        if (target.use === 'replica') {
          expect(check._tag).toBe('Answered')
          if (check._tag !== 'Answered') return
          expect(check.inRecovery).toBe(true)
          expect(target.lagMs).toBeLessThanOrEqual(maxLagMs)
          if (!check.caughtUp) expect(check.sinceLastReplayMs).not.toBeNull()
        }
      }),
    )
  })

  it('always to a replica that is a replica and caught up, however long ago its last commit', () => {
    fc.assert(
      fc.property(
        fc.option(fc.nat(), { nil: null }),
        fc.integer({ min: 0, max: 3_600_000 }),
        (sinceLastReplayMs, maxLagMs) => {
          const check = { _tag: 'Answered', inRecovery: true, caughtUp: true, sinceLastReplayMs } as const
          expect(readTargetOf(check, maxLagMs)).toEqual({ use: 'replica', lagMs: 0 })
        },
      ),
    )
  })

  it('to the replica behind by at most the bound, to the primary past it', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(3_600_000), (behind, maxLagMs) => {
        const check = {
          _tag: 'Answered',
          inRecovery: true,
          caughtUp: false,
          sinceLastReplayMs: behind,
        } as const
        expect(readTargetOf(check, maxLagMs).use).toBe(behind <= maxLagMs ? 'replica' : 'primary')
      }),
    )
  })
})
