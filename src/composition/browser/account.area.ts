import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { AccountGateway } from '../../application/browser/ports/account.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The signed-in user's own account page: their address and password. */
export const AccountTokens = {
  AccountApi: token<Authorised<AccountGateway>>('AccountApi'),
} as const

export const bindAccountArea = (container: Container): void => {
  const gateway = lazyGateway<AccountGateway>(async () => {
    const { AxiosAccountGateway } = await import('../../adapters/browser/http/axios-account.gateway.ts')
    return new AxiosAccountGateway(await sharedApiClient())
  })
  bindApi(container, AccountTokens.AccountApi, gateway)
}
