import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { instant } from '../shared/instant.ts'
import {
  decideIdempotency,
  IDEMPOTENCY_TTL_MS,
  type IdempotencyRecord,
  RUNNING_STALE_MS,
} from './idempotency.ts'

const fingerprint = fc.constantFrom('GET /a?x=1', 'GET /a?x=2', 'POST /b {}')
const answer = fc.record({ status: fc.integer({ min: 200, max: 499 }), body: fc.string() })
const record: fc.Arbitrary<IdempotencyRecord> = fc.oneof(
  fc.record({ state: fc.constant('running' as const), fingerprint, startedAt: fc.nat().map(instant) }),
  fc.record({ state: fc.constant('done' as const), fingerprint, startedAt: fc.nat().map(instant), answer }),
)

describe('idempotency keys (Stripe semantics)', () => {
  it('a key runs its call at most once a day: a live record never says Run', () => {
    fc.assert(
      fc.property(record, fingerprint, fc.nat({ max: RUNNING_STALE_MS - 1 }), (stored, print, age) => {
        const decision = decideIdempotency(stored, print, instant(stored.startedAt + age))
        expect(decision._tag).not.toBe('Run')
      }),
    )
  })

  it('the same request replays the first answer exactly; another request with the key is a mismatch', () => {
    fc.assert(
      fc.property(record, fingerprint, fc.nat({ max: IDEMPOTENCY_TTL_MS - 1 }), (stored, print, age) => {
        const now = instant(stored.startedAt + age)
        const decision = decideIdempotency(stored, print, now)
        if (decision._tag === 'Run') {
          expect(stored.state === 'running' && age >= RUNNING_STALE_MS).toBe(true)
          return
        }
        if (print !== stored.fingerprint) {
          expect(decision).toEqual({ _tag: 'Mismatch' })
          return
        }
        if (stored.state === 'running') {
          expect(decision).toEqual({ _tag: 'InProgress' })
          return
        }
        expect(decision).toEqual({ _tag: 'Replay', answer: stored.answer })
      }),
    )
  })

  it('after 24 hours a key is free again, whatever it held', () => {
    fc.assert(
      fc.property(record, fingerprint, fc.nat(), (stored, print, extra) => {
        const now = instant(stored.startedAt + IDEMPOTENCY_TTL_MS + extra)
        expect(decideIdempotency(stored, print, now)).toEqual({ _tag: 'Run' })
      }),
    )
  })
})
