/** Orders and their payment: filled by migration 0005-orders. */
// biome-ignore lint/complexity/noBannedTypes: filled in by the orders work
export type OrderTables = {}
