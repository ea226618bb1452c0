import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { ServerConfig } from '../adapters/server/config/server-config.ts'
import type { GetPreferredLanguage } from '../application/browser/get-preferred-language.use-case.ts'
import type { PreferencesStore } from '../application/browser/ports/preferences.port.ts'
import type { SetPreferredLanguage } from '../application/browser/set-preferred-language.use-case.ts'
import type { Clock } from '../application/server/ports/clock.port.ts'

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
  HttpApp: token<FastifyInstance>('HttpApp'),
} as const

/** Browser side. */
export const BrowserTokens = {
  PreferencesStore: token<PreferencesStore>('PreferencesStore'),
  GetPreferredLanguage: token<GetPreferredLanguage>('GetPreferredLanguage'),
  SetPreferredLanguage: token<SetPreferredLanguage>('SetPreferredLanguage'),
} as const
