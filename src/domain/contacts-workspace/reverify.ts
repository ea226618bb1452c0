import type { ProfileId } from '../profiles/profile-id.ts'
import type { Instant } from '../shared/instant.ts'

/** A person's email is re-verified at most once a day for a user (free: the user holds it already). */
export const REVERIFY_EVERY_MS = 86_400_000
/** How many people one re-verify request may name. */
export const MAX_REVERIFY_SELECTION = 500

export type ReverifyCandidate = {
  readonly profileId: ProfileId
  /** The revealed address to check; null when none was revealed. */
  readonly email: string | null
  readonly lastRequestedAt: Instant | null
}

export type ReverifyPlan = {
  /** Re-check these addresses now, and remember the request. */
  readonly queue: readonly { readonly profileId: ProfileId; readonly email: string }[]
  /** Asked within the last day: left alone. */
  readonly tooSoon: readonly ProfileId[]
  /** Nothing to check. */
  readonly noEmail: readonly ProfileId[]
}

/** Whether a re-verify may be asked now, the last one having been asked at `last`. */
export const mayReverify = (last: Instant | null, now: Instant): boolean =>
  last === null || now - last >= REVERIFY_EVERY_MS

/** Each candidate in exactly one group, in the order given, each person once. */
export const planReverify = (candidates: readonly ReverifyCandidate[], now: Instant): ReverifyPlan => {
  const seen = new Set<ProfileId>()
  const queue: { profileId: ProfileId; email: string }[] = []
  const tooSoon: ProfileId[] = []
  const noEmail: ProfileId[] = []
  for (const c of candidates) {
    if (seen.has(c.profileId)) continue
    seen.add(c.profileId)
    if (c.email === null) noEmail.push(c.profileId)
    else if (!mayReverify(c.lastRequestedAt, now)) tooSoon.push(c.profileId)
    else queue.push({ profileId: c.profileId, email: c.email })
  }
  return { queue, tooSoon, noEmail }
}
