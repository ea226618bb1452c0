import type { Container } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { createEmbeddedProvider } from '../../adapters/server/identity/create-embedded-provider.ts'
import { createFirstAccountsOnStart } from '../../adapters/server/identity/first-start.ts'
import { loadIdentitySecrets, publicSigningKeys } from '../../adapters/server/identity/identity-secrets.ts'
import {
  KyselyOidcAdapter,
  sweepExpiredOidcPayloads,
} from '../../adapters/server/identity/kysely-oidc-adapter.ts'
import { scryptPasswordHasher } from '../../adapters/server/identity/scrypt-password-hasher.ts'
import { KyselyAccountRepository } from '../../adapters/server/persistence/kysely-account.repository.ts'
import { AuthenticateAccount } from '../../application/server/authenticate-account.use-case.ts'
import { CreateFirstAccounts } from '../../application/server/create-first-accounts.use-case.ts'
import { SignUpAccount } from '../../application/server/sign-up-account.use-case.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/**
 * The embedded OpenID Connect provider (the default), or nothing when OIDC_ISSUER names another: then
 * the API checks tokens against that issuer's published keys, and /oidc is not served.
 */
export const bindIdentity = (container: Container, config: ServerConfig): void => {
  const embedded = config.embeddedIdentity
  if (embedded === null) {
    container.bind(T.TokenKeys).toConstantValue(null)
    container.bind(T.EmbeddedIdentity).toConstantValue(null)
    return
  }

  // Accounts
  container
    .bind(T.Accounts)
    .toDynamicValue(
      async (ctx) => new KyselyAccountRepository((await typedAsyncResolver(ctx)(T.Database)).db),
    )
  container.bind(T.PasswordHasher).toConstantValue(scryptPasswordHasher())
  container.bind(T.SignUpAccount).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new SignUpAccount(
      await typedAsyncResolver(ctx)(T.Accounts),
      get(T.PasswordHasher),
      get(T.Clock),
      get(T.Ids),
    )
  })
  container.bind(T.AuthenticateAccount).toDynamicValue(async (ctx) => {
    return new AuthenticateAccount(
      await typedAsyncResolver(ctx)(T.Accounts),
      typedResolver(ctx)(T.PasswordHasher),
    )
  })
  container.bind(T.CreateFirstAccounts).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const accounts = await typedAsyncResolver(ctx)(T.Accounts)
    return new CreateFirstAccounts(accounts, get(T.PasswordHasher), get(T.Clock), get(T.Ids), get(T.Random))
  })

  // Keys: made once, kept in the database; the API checks tokens with their public half, in process.
  container
    .bind(T.IdentitySecrets)
    .toDynamicValue(async (ctx) => loadIdentitySecrets((await typedAsyncResolver(ctx)(T.Database)).db))
  container
    .bind(T.TokenKeys)
    .toDynamicValue(async (ctx) => publicSigningKeys(await typedAsyncResolver(ctx)(T.IdentitySecrets)))

  // The provider, mounted under /oidc by the HTTP app.
  container.bind(T.EmbeddedIdentity).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const { db } = await getAsync(T.Database)
    const accounts = await getAsync(T.Accounts)
    const logger = get(T.Logger)
    await createFirstAccountsOnStart(
      await getAsync(T.CreateFirstAccounts),
      embedded,
      config.publicUrl,
      logger,
    )
    const findAccount = (id: string) => accounts.findById(id)
    const provider = await createEmbeddedProvider(
      {
        issuer: config.oidc.issuer,
        publicUrl: config.publicUrl,
        clientId: config.oidc.clientId,
        extension: { clientId: config.extension.clientId, id: config.extension.id },
        audience: config.oidc.audience,
        rolesClaim: config.oidc.rolesClaim,
        brandName: config.brand.name,
        secrets: await getAsync(T.IdentitySecrets),
        storage: (model) => new KyselyOidcAdapter(db, model),
        findAccount,
      },
      logger,
    )
    return {
      provider,
      brandName: config.brand.name,
      publicUrl: config.publicUrl,
      firstPartyClientIds: [config.oidc.clientId, config.extension.clientId],
      authenticate: await getAsync(T.AuthenticateAccount),
      signUp: await getAsync(T.SignUpAccount),
      findAccount,
      sweep: () => sweepExpiredOidcPayloads(db, new Date()),
    }
  })
}
