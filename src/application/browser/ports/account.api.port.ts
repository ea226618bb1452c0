import type { OwnCodeOf } from '../../../adapters/http-contract/call-shapes.ts'
import type * as UserCalls from '../../../adapters/http-contract/user.ts'
import type { Api } from './api.port.ts'

/** The account calls of the user area, picked for the account page: its address and password. */
export type AccountCalls = Pick<typeof UserCalls, 'changeAccountEmail' | 'changeAccountPassword'>

/** PUT /api/account/email and /api/account/password, in the embedded provider's accounts. */
export type AccountApi = Api<AccountCalls>

/** Why the service refused an account change (ACCOUNT_*): the codes the account page words itself. */
export type AccountRefusalCode =
  | OwnCodeOf<typeof UserCalls.changeAccountEmail>
  | OwnCodeOf<typeof UserCalls.changeAccountPassword>
