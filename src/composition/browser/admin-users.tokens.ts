import type { GrantUserCredits } from '../../application/browser/grant-user-credits.use-case.ts'
import type { ListUserAccounts } from '../../application/browser/list-user-accounts.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's admin users use cases (bound in admin-users.bindings.ts). */
export const AdminUserTokens = {
  ListUserAccounts: token<ListUserAccounts>('ListUserAccounts'),
  GrantUserCredits: token<GrantUserCredits>('GrantUserCredits'),
} as const
