import type { Container } from 'inversify'
import { JoseAccessTokenVerifier } from '../../adapters/server/auth/jose-access-token-verifier.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { CompleteOnboarding } from '../../application/server/complete-onboarding.use-case.ts'
import { GetUserInfo } from '../../application/server/get-user-info.use-case.ts'
import { SignInUser } from '../../application/server/sign-in-user.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Token verification and the user use cases. */
export const bindAccounts = (container: Container, config: ServerConfig): void => {
  // Identity: the embedded provider's keys when it runs here, else the issuer's, found by discovery.
  container.bind(T.TokenVerifier).toDynamicValue(async (ctx) => {
    const localKeys = await typedAsyncResolver(ctx)(T.TokenKeys)
    return new JoseAccessTokenVerifier(config.oidc, localKeys ?? undefined)
  })

  // Use cases
  container.bind(T.SignInUser).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    return new SignInUser(await getAsync(T.Users), get(T.Clock), get(T.Ids), await getAsync(T.AuditLog))
  })
  container
    .bind(T.GetUserInfo)
    .toDynamicValue(async (ctx) => new GetUserInfo(await typedAsyncResolver(ctx)(T.Users)))
  container
    .bind(T.CompleteOnboarding)
    .toDynamicValue(
      async (ctx) =>
        new CompleteOnboarding(await typedAsyncResolver(ctx)(T.Users), typedResolver(ctx)(T.Ids)),
    )
}
