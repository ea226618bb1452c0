import { Container } from 'inversify'
import { loadServerConfig } from '../adapters/server/config/server-config.ts'
import { cryptoRandom } from '../adapters/server/crypto-random.ts'
import { createLogger } from '../adapters/server/logging/create-logger.ts'
import { randomIds } from '../adapters/server/random-ids.ts'
import { systemClock } from '../adapters/server/system-clock.ts'
import { bindAccounts } from './server/accounts.bindings.ts'
import { bindAudit } from './server/audit.bindings.ts'
import { bindBilling } from './server/billing.bindings.ts'
import { bindContacts } from './server/contacts.bindings.ts'
import { bindHttp } from './server/http.bindings.ts'
import { bindIdentity } from './server/identity.bindings.ts'
import { bindInvitations } from './server/invitations.bindings.ts'
import { bindOptOut } from './server/opt-out.bindings.ts'
import { bindPersistence } from './server/persistence.bindings.ts'
import { ServerTokens as T, type Token } from './tokens.ts'

export interface ServerContainer {
  get<Value>(token: Token<Value>): Value
  /** For bindings built asynchronously: the database and everything that needs it. */
  getAsync<Value>(token: Token<Value>): Promise<Value>
}

/** The only place that decides which adapter serves each port on the server. */
export const createServerContainer = (
  env: Record<string, string | undefined>,
  build: { readonly version: string },
): ServerContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  const config = loadServerConfig(env)
  container.bind(T.Config).toConstantValue(config)
  container.bind(T.Clock).toConstantValue(systemClock)
  container.bind(T.Ids).toConstantValue(randomIds)
  container.bind(T.Random).toConstantValue(cryptoRandom)
  container.bind(T.Logger).toDynamicValue(() => createLogger(config.logLevel))

  bindPersistence(container, config)
  bindIdentity(container, config)
  bindAccounts(container, config)
  bindContacts(container, config)
  bindInvitations(container, config)
  bindBilling(container, config)
  bindAudit(container)
  bindOptOut(container, config)
  bindHttp(container, config, build)
  return container
}
