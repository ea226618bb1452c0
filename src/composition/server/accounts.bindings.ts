import { Container } from 'inversify'
import { JoseAccessTokenVerifier } from '../../adapters/server/auth/jose-access-token-verifier.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { CompleteOnboarding } from '../../application/server/complete-onboarding.use-case.ts'
import { GetUserInfo } from '../../application/server/get-user-info.use-case.ts'
import { SignInUser } from '../../application/server/sign-in-user.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/** Token verification and the user use cases. */
export const bindAccounts = (container: Container, config: ServerConfig): void => {
  // Identity
  container.bind(T.TokenVerifier).toConstantValue(new JoseAccessTokenVerifier(config.oidc))

  // Use cases
  container.bind(T.SignInUser).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new SignInUser(await typedAsyncResolver(ctx)(T.Users), get(T.Clock), get(T.Ids))
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
