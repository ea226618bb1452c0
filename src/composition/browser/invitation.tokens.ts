/** The dashboard's invitation use cases (bound in invitation.bindings.ts). */
export const InvitationTokens = {} as const
