/** The dashboard's account use cases (bound in account.bindings.ts). */
export const AccountTokens = {} as const
