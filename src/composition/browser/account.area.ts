import type { Container } from 'inversify'
import type { AccountApi, AccountCalls } from '../../application/browser/ports/account.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The signed-in user's own account page: their address and password. */
export const AccountTokens = {
  AccountApi: token<AccountApi>('AccountApi'),
} as const

/** The user area's contract loads with the first change; the page is given its two calls. */
export const bindAccountArea = (container: Container): void =>
  bindContractApi(container, AccountTokens.AccountApi, () =>
    import('../../adapters/http-contract/user.ts').then(
      ({ changeAccountEmail, changeAccountPassword }): AccountCalls => ({
        changeAccountEmail,
        changeAccountPassword,
      }),
    ),
  )
