import type { Instant } from '../shared/instant.ts'

/** An admin's answer to a removal request no one could confirm by mail. */
export const REVIEW_DECISIONS = ['approve', 'reject'] as const
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number]

export type ReviewState =
  | { readonly _tag: 'Pending' }
  | { readonly _tag: 'Decided'; readonly decision: ReviewDecision; readonly at: Instant }

export type ReviewAlreadyDecided = {
  readonly _tag: 'ReviewAlreadyDecided'
  readonly decision: ReviewDecision
}

/**
 * A review is decided once: a second answer (a double click, two admins at once) is refused and the
 * first stands, so a rejected request can never turn into a removal later, nor the reverse.
 */
export const decideReview = (
  state: ReviewState,
  decision: ReviewDecision,
  at: Instant,
): Extract<ReviewState, { _tag: 'Decided' }> | ReviewAlreadyDecided =>
  state._tag === 'Decided'
    ? { _tag: 'ReviewAlreadyDecided', decision: state.decision }
    : { _tag: 'Decided', decision, at }

/** Only an approval removes anyone; until then the person stays visible. */
export const removesThePerson = (state: ReviewState): boolean =>
  state._tag === 'Decided' && state.decision === 'approve'
