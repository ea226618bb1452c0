import type { Instant } from '../shared/instant.ts'

/**
 * An endpoint's signing secrets (issue 29 item 15): the current one, and after a rotation the one before
 * it, which keeps signing until `expiresAt` so a receiver can switch to the new secret without losing a
 * delivery in between (Stripe's and Standard Webhooks' rolling of secrets).
 */
export type SigningSecrets = {
  readonly secret: string
  readonly previousSecret: { readonly secret: string; readonly expiresAt: Instant } | null
}

/** How long the old secret keeps signing when the caller does not say: Stripe's default, a day. */
export const DEFAULT_OVERLAP_HOURS = 24
/** At most a week of two secrets: longer keeps a possibly leaked secret valid for too long. */
export const MAX_OVERLAP_HOURS = 168

const HOUR_MS = 3_600_000

/**
 * Rotates to `fresh` at `now`. The secret in use becomes the previous one for `overlapHours` (0: it stops
 * at once). Rotating again during an overlap drops the older previous secret at once, as Stripe does: at
 * most two secrets ever sign, the newest and the one just before it.
 */
export const rotateSecret = (
  secrets: SigningSecrets,
  fresh: string,
  now: Instant,
  overlapHours: number,
): SigningSecrets => ({
  secret: fresh,
  previousSecret:
    overlapHours > 0
      ? { secret: secrets.secret, expiresAt: (now + overlapHours * HOUR_MS) as Instant }
      : null,
})

/** Whether the previous secret still signs at `now` (it stops at its expiry, exactly). */
const previousSigns = (secrets: SigningSecrets, now: Instant): boolean =>
  secrets.previousSecret !== null && now < secrets.previousSecret.expiresAt

/** The secrets that sign a delivery made at `now`: the current one first, then a previous one in time. */
export const signingSecretsAt = (secrets: SigningSecrets, now: Instant): readonly string[] =>
  previousSigns(secrets, now) && secrets.previousSecret !== null
    ? [secrets.secret, secrets.previousSecret.secret]
    : [secrets.secret]

/** The secrets as they stand at `now`: a previous secret past its expiry is gone. */
export const liveSecrets = <S extends SigningSecrets>(secrets: S, now: Instant): S =>
  secrets.previousSecret === null || previousSigns(secrets, now)
    ? secrets
    : { ...secrets, previousSecret: null }
