import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { Authenticate } from '../adapters/server/api/routing/register-routes.ts'
import type { AnyRoute } from '../adapters/server/api/routing/route.ts'
import type { ServerConfig } from '../adapters/server/config/server-config.ts'
import type { OpenDatabase } from '../adapters/server/persistence/open-database.ts'
import type { GetPreferredLanguage } from '../application/browser/get-preferred-language.use-case.ts'
import type { PreferencesStore } from '../application/browser/ports/preferences.port.ts'
import type { SetPreferredLanguage } from '../application/browser/set-preferred-language.use-case.ts'
import type { CompleteOnboarding } from '../application/server/complete-onboarding.use-case.ts'
import type { GetUserInfo } from '../application/server/get-user-info.use-case.ts'
import type { AccessTokenVerifier } from '../application/server/ports/access-token-verifier.port.ts'
import type { Clock } from '../application/server/ports/clock.port.ts'
import type { CreditLedgerRepository } from '../application/server/ports/credit-ledger.repository.port.ts'
import type { IdGenerator } from '../application/server/ports/id-generator.port.ts'
import type { UserRepository } from '../application/server/ports/user.repository.port.ts'
import type { SignInUser } from '../application/server/sign-in-user.use-case.ts'

/**
 * Service identifiers for both containers. A token carries the type it resolves to, so
 * `container.get(T.Clock)` is typed without a cast at the call site.
 */
export type Token<Value> = symbol & { readonly __resolves?: Value }
const token = <Value>(name: string) => Symbol.for(`leadlens.${name}`) as Token<Value>

/** Server side. */
export const ServerTokens = {
  Config: token<ServerConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Ids: token<IdGenerator>('Ids'),
  // Persistence (bound asynchronously: the database is opened and migrated first).
  Database: token<OpenDatabase>('Database'),
  CreditLedger: token<CreditLedgerRepository>('CreditLedger'),
  Users: token<UserRepository>('Users'),
  // Identity
  TokenVerifier: token<AccessTokenVerifier>('TokenVerifier'),
  // Use cases
  SignInUser: token<SignInUser>('SignInUser'),
  GetUserInfo: token<GetUserInfo>('GetUserInfo'),
  CompleteOnboarding: token<CompleteOnboarding>('CompleteOnboarding'),
  // HTTP
  Authenticate: token<Authenticate>('Authenticate'),
  ApiRoutes: token<readonly AnyRoute[]>('ApiRoutes'),
  HttpApp: token<FastifyInstance>('HttpApp'),
} as const

/** Browser side. */
export const BrowserTokens = {
  PreferencesStore: token<PreferencesStore>('PreferencesStore'),
  GetPreferredLanguage: token<GetPreferredLanguage>('GetPreferredLanguage'),
  SetPreferredLanguage: token<SetPreferredLanguage>('SetPreferredLanguage'),
} as const
