import type { Container } from 'inversify'
import { GrantUserCredits } from '../../application/browser/grant-user-credits.use-case.ts'
import { ListUserAccounts } from '../../application/browser/list-user-accounts.use-case.ts'
import type { UserAdminGateway } from '../../application/browser/ports/user-admin.gateway.port.ts'
import { BrowserTokens } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'
import { AdminUserTokens as T } from './admin-users.tokens.ts'
import { lazyGateway, sharedApiClient } from './lazy-gateway.ts'

/** Binds the admin users page's use cases over one gateway, loaded with the API client on first use. */
export const bindAdminUsersArea = (container: Container): void => {
  const gateway = lazyGateway<UserAdminGateway>(async () => {
    const { AxiosUserAdminGateway } = await import('../../adapters/browser/http/axios-user-admin.gateway.ts')
    return new AxiosUserAdminGateway(await sharedApiClient())
  })
  const token = (ctx: Parameters<typeof typedResolver>[0]) => typedResolver(ctx)(BrowserTokens.GetAccessToken)
  container.bind(T.ListUserAccounts).toDynamicValue((ctx) => new ListUserAccounts(token(ctx), gateway))
  container.bind(T.GrantUserCredits).toDynamicValue((ctx) => new GrantUserCredits(token(ctx), gateway))
}
