/**
 * Error codes and messages both sides read (DESIGN rule 10): the service puts them in its error bodies,
 * the browser's error table (src/ui/errors/classify-error.ts) tells its failures apart by them. One
 * source, so the two sides cannot drift.
 */

/** A 429 of the service's rate limits (docs/api.md): wait, do not pay. */
export const RATE_LIMITED_CODE = 'RATE_LIMITED'

/** A 429 for an action no credit can pay for. */
export const CREDITS_EXCEEDED_CODE = 'CREDITS_EXCEEDED'

/** The message of that 429: SPEC §8 keys its toast on this exact text, not on the code. */
export const CREDITS_EXCEEDED_MESSAGE = 'Credits Exceeded'
