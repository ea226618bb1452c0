import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type Instant, instant } from '../shared/instant.ts'
import {
  DEFAULT_OVERLAP_HOURS,
  liveSecrets,
  MAX_OVERLAP_HOURS,
  rotateSecret,
  type SigningSecrets,
  signingSecretsAt,
} from './secret-rotation.ts'
import { isValidSignature, signatureHeader } from './webhook-signature.ts'

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex')
const HOUR = 3_600_000

/** A history: the first secret, then rotations each some time after the last, with an overlap. */
const history = fc.record({
  start: fc.integer({ min: 1_600_000_000_000, max: 1_900_000_000_000 }),
  rotations: fc.array(
    fc.record({
      after: fc.integer({ min: 0, max: 10 * 24 * HOUR }),
      overlapHours: fc.integer({ min: 0, max: MAX_OVERLAP_HOURS }),
    }),
    { maxLength: 6 },
  ),
  deliveredAfter: fc.integer({ min: 0, max: 10 * 24 * HOUR }),
})

type History = typeof history extends fc.Arbitrary<infer T> ? T : never

/** Plays the history; every secret is distinct (`s0`, `s1` …) so a signature names its secret. */
const play = ({ start, rotations, deliveredAfter }: History) => {
  let secrets: SigningSecrets = { secret: 's0', previousSecret: null }
  let now = start
  let lastOverlap: { at: number; hours: number } | null = null
  rotations.forEach(({ after, overlapHours }, i) => {
    now += after
    secrets = rotateSecret(secrets, `s${i + 1}`, instant(now), overlapHours)
    lastOverlap = { at: now, hours: overlapHours }
  })
  return { secrets, rotatedAt: lastOverlap as { at: number; hours: number } | null, at: now + deliveredAfter }
}

describe('rotating a webhook signing secret', () => {
  it('a delivery is signed by exactly the secrets valid at its time; the new secret always signs', () => {
    fc.assert(
      fc.property(history, (h) => {
        const { secrets, rotatedAt, at } = play(h)
        const t = Math.floor(at / 1000)
        const header = signatureHeader(hmac, signingSecretsAt(secrets, instant(at)), t, 'body')
        const verifying = Array.from({ length: h.rotations.length + 1 }, (_, i) => `s${i}`).filter((s) =>
          isValidSignature(hmac, s, header, 'body', t),
        )
        const newest = `s${h.rotations.length}`
        // The one before the newest signs only within the last rotation's overlap; older ones never.
        const previousValid =
          rotatedAt !== null && rotatedAt.hours > 0 && at < rotatedAt.at + rotatedAt.hours * HOUR
        const expected = previousValid ? [`s${h.rotations.length - 1}`, newest] : [newest]
        expect(verifying.sort()).toEqual(expected.sort())
      }),
    )
  })

  it('at most two secrets sign, the current one first; an expired previous secret is dropped', () => {
    fc.assert(
      fc.property(history, (h) => {
        const { secrets, at } = play(h)
        const now = instant(at)
        const signing = signingSecretsAt(secrets, now)
        expect(signing.length).toBeLessThanOrEqual(2)
        expect(signing[0]).toBe(secrets.secret)
        expect(signingSecretsAt(liveSecrets(secrets, now), now)).toEqual(signing)
        expect(liveSecrets(secrets, now).previousSecret === null).toBe(signing.length === 1)
      }),
    )
  })

  it('a receiver reading only the last v1 (the earlier documented check) keeps the old secret through the overlap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_OVERLAP_HOURS }), fc.nat(), (hours, into) => {
        const now = instant(1_800_000_000_000)
        const rotated = rotateSecret({ secret: 'old', previousSecret: null }, 'new', now, hours)
        const at = (now + (into % (hours * HOUR))) as Instant
        const header = signatureHeader(hmac, signingSecretsAt(rotated, at), 1, 'b')
        const lastV1 = header
          .split(',')
          .filter((p) => p.startsWith('v1='))
          .at(-1)
        expect(lastV1).toBe(`v1=${hmac('old', '1.b')}`)
      }),
    )
  })

  it('the default overlap is a day, and an overlap of 0 ends the old secret at once', () => {
    const now = instant(1_800_000_000_000)
    const rotated = rotateSecret({ secret: 'a', previousSecret: null }, 'b', now, DEFAULT_OVERLAP_HOURS)
    expect(rotated.previousSecret).toEqual({ secret: 'a', expiresAt: now + 24 * HOUR })
    expect(signingSecretsAt(rotated, instant(now + 24 * HOUR - 1))).toEqual(['b', 'a'])
    expect(signingSecretsAt(rotated, instant(now + 24 * HOUR))).toEqual(['b'])
    expect(signingSecretsAt(rotateSecret(rotated, 'c', now, 0), now)).toEqual(['c'])
  })
})
