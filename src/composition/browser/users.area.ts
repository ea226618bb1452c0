import type { Container } from 'inversify'
import type { AdminApi } from '../../application/browser/ports/admin.api.port.ts'
import { token } from '../token.ts'
import { bindContractApi } from './contract-api.ts'

/** The admin users page: the users, and CUSTOM credit grants. */
export const UsersTokens = {
  UserAdminApi: token<AdminApi>('UserAdminApi'),
} as const

export const bindUsersArea = (container: Container): void =>
  bindContractApi(container, UsersTokens.UserAdminApi, () => import('../../adapters/http-contract/admin.ts'))
