import type { Container } from 'inversify'
import type { Authorised } from '../../application/browser/authorised.ts'
import type { UserAdminGateway } from '../../application/browser/ports/user-admin.gateway.port.ts'
import { token } from '../token.ts'
import { bindApi } from './bind-api.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** The admin users page: the users, and CUSTOM credit grants. */
export const UsersTokens = {
  UserAdminApi: token<Authorised<UserAdminGateway>>('UserAdminApi'),
} as const

export const bindUsersArea = (container: Container): void => {
  const gateway = lazyGateway<UserAdminGateway>(async () => {
    const { AxiosUserAdminGateway } = await import('../../adapters/browser/http/axios-user-admin.gateway.ts')
    return new AxiosUserAdminGateway(await sharedApiClient())
  })
  bindApi(container, UsersTokens.UserAdminApi, gateway)
}
