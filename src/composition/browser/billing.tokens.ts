/** The dashboard's billing use cases (bound in billing.bindings.ts). */
export const BillingTokens = {} as const
