/**
 * The bounds of a CUSTOM grant an admin makes (PRODUCT.md: credits agreed with sales): per credit
 * kind, how long they last, and the price. One definition for the service's request schema and the
 * users page's form, so the form never lets through what the service refuses.
 */
export const CUSTOM_GRANT_LIMITS = {
  /** Credits of one kind in one grant. */
  maxQuantity: 1_000_000,
  /** Validity in days (about ten years); absent means Forever. */
  maxDays: 3650,
  /** The agreed price, in yuan. */
  maxPriceYuan: 1_000_000,
} as const
