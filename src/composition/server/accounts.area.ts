import type { Container } from 'inversify'
import { userRoutes } from '../../adapters/server/api/routes/user.routes.ts'
import { JoseAccessTokenVerifier } from '../../adapters/server/auth/jose-access-token-verifier.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { CompleteOnboarding } from '../../application/server/complete-onboarding.use-case.ts'
import { GetUserInfo } from '../../application/server/get-user-info.use-case.ts'
import type { AccessTokenVerifier } from '../../application/server/ports/access-token-verifier.port.ts'
import { SignInUser } from '../../application/server/sign-in-user.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'
import { IdentityTokens } from './identity.area.ts'

/** Token verification, the signed-in user (met on each call) and the user routes. */
export const AccountsTokens = {
  TokenVerifier: token<AccessTokenVerifier>('TokenVerifier'),
  SignInUser: token<SignInUser>('SignInUser'),
  GetUserInfo: token<GetUserInfo>('GetUserInfo'),
  CompleteOnboarding: token<CompleteOnboarding>('CompleteOnboarding'),
} as const

export const bindAccountsArea = (container: Container, config: ServerConfig): void => {
  const A = AccountsTokens
  // The embedded provider's keys when it runs here, else the issuer's, found by discovery.
  container.bind(A.TokenVerifier).toDynamicValue(async (ctx) => {
    const localKeys = await typedAsyncResolver(ctx)(IdentityTokens.TokenKeys)
    return new JoseAccessTokenVerifier(config.oidc, localKeys ?? undefined)
  })
  container.bind(A.SignInUser).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new SignInUser(await getAsync(T.Users), get(T.Clock), get(T.Ids), await getAsync(T.AuditLog))
  })
  container.bind(A.GetUserInfo).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return new GetUserInfo(await getAsync(T.Users), await getAsync(IdentityTokens.AccountsHere))
  })
  container
    .bind(A.CompleteOnboarding)
    .toDynamicValue(
      async (ctx) =>
        new CompleteOnboarding(await typedAsyncResolver(ctx)(T.Users), typedResolver(ctx)(T.Ids)),
    )
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const getAsync = typedAsyncResolver(ctx)
    return userRoutes({
      getUserInfo: await getAsync(A.GetUserInfo),
      completeOnboarding: await getAsync(A.CompleteOnboarding),
    })
  })
}
