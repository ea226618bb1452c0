import type { Container } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { cryptoRandom } from '../../adapters/server/crypto-random.ts'
import { createLogger } from '../../adapters/server/logging/create-logger.ts'
import { randomIds } from '../../adapters/server/random-ids.ts'
import { systemClock } from '../../adapters/server/system-clock.ts'
import { ServerTokens as T } from '../tokens.ts'

/** What every area uses: the configuration, the logger, the clock, ids and randomness. */
export const bindPlatformArea = (container: Container, config: ServerConfig): void => {
  container.bind(T.Config).toConstantValue(config)
  container.bind(T.Clock).toConstantValue(systemClock)
  container.bind(T.Ids).toConstantValue(randomIds)
  container.bind(T.Random).toConstantValue(cryptoRandom)
  container.bind(T.Logger).toDynamicValue(() => createLogger(config.logLevel))
}
