import type { Instant } from '../shared/instant.ts'

/**
 * Idempotency keys with Stripe's semantics: a call that charges or creates, sent again with the same
 * `Idempotency-Key` by the same user, answers what the first one answered and does nothing again.
 */

/** How long a first answer is kept and replayed. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
/**
 * A first request still marked running after this long died with its process: the key may be used
 * again (its work either committed, and is itself never charged twice, or did not).
 */
export const RUNNING_STALE_MS = 5 * 60 * 1000
/** Stripe's bound; a UUID is 36. */
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255

/** The answer kept for replay: its status and its JSON body, as sent. */
export type StoredAnswer = { readonly status: number; readonly body: string }

export type IdempotencyRecord =
  | { readonly state: 'running'; readonly fingerprint: string; readonly startedAt: Instant }
  | {
      readonly state: 'done'
      readonly fingerprint: string
      readonly startedAt: Instant
      readonly answer: StoredAnswer
    }

export type IdempotencyDecision =
  /** No live record: run the call (the caller has claimed the key). */
  | { readonly _tag: 'Run' }
  /** The same request answered before: send that answer again. */
  | { readonly _tag: 'Replay'; readonly answer: StoredAnswer }
  /** The same key is running now: 409, try again shortly. */
  | { readonly _tag: 'InProgress' }
  /** The key was used for another request: 422. */
  | { readonly _tag: 'Mismatch' }

/** Whether a stored record no longer holds its key: past its day, or running far too long. */
export const isLapsed = (record: IdempotencyRecord, now: Instant): boolean =>
  now - record.startedAt >= IDEMPOTENCY_TTL_MS ||
  (record.state === 'running' && now - record.startedAt >= RUNNING_STALE_MS)

/** What a request with `fingerprint` does, given what the store holds under its key. */
export const decideIdempotency = (
  stored: IdempotencyRecord | undefined,
  fingerprint: string,
  now: Instant,
): IdempotencyDecision => {
  if (stored === undefined || isLapsed(stored, now)) return { _tag: 'Run' }
  if (stored.fingerprint !== fingerprint) return { _tag: 'Mismatch' }
  if (stored.state === 'running') return { _tag: 'InProgress' }
  return { _tag: 'Replay', answer: stored.answer }
}

/** A usable key: 1 to 255 visible ASCII characters. */
export const isIdempotencyKey = (key: string): boolean =>
  key.length >= 1 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key)
