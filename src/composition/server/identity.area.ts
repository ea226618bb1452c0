import type { Container } from 'inversify'
import type { JSONWebKeySet } from 'jose'
import { accountRoutes } from '../../adapters/server/api/routes/account.routes.ts'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { createEmbeddedProvider } from '../../adapters/server/identity/create-embedded-provider.ts'
import { createFirstAccountsOnStart } from '../../adapters/server/identity/first-start.ts'
import type { EmbeddedIdentity } from '../../adapters/server/identity/identity.plugin.ts'
import {
  type IdentitySecrets,
  loadIdentitySecrets,
  publicSigningKeys,
} from '../../adapters/server/identity/identity-secrets.ts'
import {
  KyselyOidcAdapter,
  sweepExpiredOidcPayloads,
} from '../../adapters/server/identity/kysely-oidc-adapter.ts'
import { scryptPasswordHasher } from '../../adapters/server/identity/scrypt-password-hasher.ts'
import { KyselyAccountRepository } from '../../adapters/server/persistence/kysely-account.repository.ts'
import { AuthenticateAccount } from '../../application/server/authenticate-account.use-case.ts'
import {
  ChangeAccountEmail,
  ChangeAccountPassword,
} from '../../application/server/change-account.use-case.ts'
import { CreateFirstAccounts } from '../../application/server/create-first-accounts.use-case.ts'
import type { AccountRepository } from '../../application/server/ports/account.repository.port.ts'
import type { PasswordHasher } from '../../application/server/ports/password-hasher.port.ts'
import { SignUpAccount } from '../../application/server/sign-up-account.use-case.ts'
import { token } from '../token.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedAsyncResolver, typedResolver } from '../typed-resolution.ts'

/**
 * The embedded OpenID Connect provider (the default), or nothing when OIDC_ISSUER names another: then
 * the API checks tokens against that issuer's published keys, and /oidc is not served.
 */
export const IdentityTokens = {
  Accounts: token<AccountRepository>('Accounts'),
  PasswordHasher: token<PasswordHasher>('PasswordHasher'),
  IdentitySecrets: token<IdentitySecrets>('IdentitySecrets'),
  SignUpAccount: token<SignUpAccount>('SignUpAccount'),
  AuthenticateAccount: token<AuthenticateAccount>('AuthenticateAccount'),
  CreateFirstAccounts: token<CreateFirstAccounts>('CreateFirstAccounts'),
  /** The keys access tokens are checked with, when the service holds them (embedded provider); else null. */
  TokenKeys: token<JSONWebKeySet | null>('TokenKeys'),
  /** Null when an external issuer is configured. */
  EmbeddedIdentity: token<EmbeddedIdentity | null>('EmbeddedIdentity'),
  /** The embedded provider's accounts; null when an external issuer keeps them. */
  AccountsHere: token<AccountRepository | null>('AccountsHere'),
} as const

export const bindIdentityArea = (container: Container, config: ServerConfig): void => {
  const I = IdentityTokens
  const embedded = config.embeddedIdentity
  // The account page's calls: over the embedded provider's accounts, or answering that another keeps them.
  container.bind(T.AreaRoutes).toDynamicValue(async (ctx) => {
    const accounts = await typedAsyncResolver(ctx)(I.AccountsHere)
    return accountRoutes({
      changeEmail: new ChangeAccountEmail(accounts),
      changePassword: new ChangeAccountPassword(accounts, scryptPasswordHasher()),
    })
  })
  if (embedded === null) {
    container.bind(I.TokenKeys).toConstantValue(null)
    container.bind(I.EmbeddedIdentity).toConstantValue(null)
    container.bind(I.AccountsHere).toConstantValue(null)
    return
  }

  // Accounts
  container
    .bind(I.Accounts)
    .toDynamicValue(
      async (ctx) => new KyselyAccountRepository((await typedAsyncResolver(ctx)(T.Database)).db),
    )
  container.bind(I.AccountsHere).toDynamicValue(async (ctx) => typedAsyncResolver(ctx)(I.Accounts))
  container.bind(I.PasswordHasher).toConstantValue(scryptPasswordHasher())
  container.bind(I.SignUpAccount).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    return new SignUpAccount(
      await typedAsyncResolver(ctx)(I.Accounts),
      get(I.PasswordHasher),
      get(T.Clock),
      get(T.Ids),
    )
  })
  container.bind(I.AuthenticateAccount).toDynamicValue(async (ctx) => {
    return new AuthenticateAccount(
      await typedAsyncResolver(ctx)(I.Accounts),
      typedResolver(ctx)(I.PasswordHasher),
    )
  })
  container.bind(I.CreateFirstAccounts).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const accounts = await typedAsyncResolver(ctx)(I.Accounts)
    return new CreateFirstAccounts(accounts, get(I.PasswordHasher), get(T.Clock), get(T.Ids), get(T.Random))
  })

  // Keys: made once, kept in the database; the API checks tokens with their public half, in process.
  container
    .bind(I.IdentitySecrets)
    .toDynamicValue(async (ctx) => loadIdentitySecrets((await typedAsyncResolver(ctx)(T.Database)).db))
  container
    .bind(I.TokenKeys)
    .toDynamicValue(async (ctx) => publicSigningKeys(await typedAsyncResolver(ctx)(I.IdentitySecrets)))

  // The provider, mounted under /oidc by the HTTP app.
  container.bind(I.EmbeddedIdentity).toDynamicValue(async (ctx) => {
    const get = typedResolver(ctx)
    const getAsync = typedAsyncResolver(ctx)
    const { db } = await getAsync(T.Database)
    const accounts = await getAsync(I.Accounts)
    const logger = get(T.Logger)
    await createFirstAccountsOnStart(
      await getAsync(I.CreateFirstAccounts),
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
        secrets: await getAsync(I.IdentitySecrets),
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
      authenticate: await getAsync(I.AuthenticateAccount),
      signUp: await getAsync(I.SignUpAccount),
      findAccount,
      sweep: () => sweepExpiredOidcPayloads(db, new Date()),
    }
  })
}
