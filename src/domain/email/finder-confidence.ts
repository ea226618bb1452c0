import type { EmailVerdict } from './email-verdict.ts'
import type { Candidate } from './pattern-learning.ts'

/** How sure the finder is of an address (0–100), and why, in words a user reads. */
export type Confidence = { readonly score: number; readonly basis: string }

/**
 * A found address's confidence. A mail server that accepts it and refuses made-up ones is proof (95+);
 * at an accept-all domain only the pattern speaks: its share of the addresses we hold there, scaled so
 * that a pattern seen on many addresses nears 90 and a guess from no data stays low.
 */
export const confidenceOf = (candidate: Candidate, verdict: EmailVerdict): Confidence => {
  const basis =
    candidate.seen > 0
      ? `pattern ${candidate.pattern} seen on ${candidate.seen} of ${candidate.of} addresses`
      : `pattern ${candidate.pattern}, the most common elsewhere`
  if (verdict === 'valid') return { score: 99, basis: `verified valid; ${basis}` }
  if (verdict === 'invalid') return { score: 0, basis: 'the mail server refuses this address' }
  const share = candidate.of === 0 ? 0 : candidate.seen / candidate.of
  // Evidence grows with how many addresses agree: one of one is weaker than 14 of 17.
  const weight = candidate.seen / (candidate.seen + 2)
  const fromPattern = Math.round(20 + 70 * share * weight)
  const prefix = verdict === 'accept_all' ? 'accept-all domain: pattern only' : 'not verifiable: pattern only'
  return { score: Math.min(fromPattern, verdict === 'accept_all' ? 90 : 80), basis: `${prefix}; ${basis}` }
}
