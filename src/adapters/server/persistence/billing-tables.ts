/** Orders, invitations, distributors and invitation usage: filled by migration 0004-billing. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the billing work
export type BillingTables = {}
