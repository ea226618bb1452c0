import { Container } from 'inversify'
import { buildHttpApp } from '../adapters/server/api/build-http-app.ts'
import { loadServerConfig } from '../adapters/server/config/server-config.ts'
import { createLogger } from '../adapters/server/logging/create-logger.ts'
import { systemClock } from '../adapters/server/system-clock.ts'
import { ServerTokens as T, type Token } from './tokens.ts'
import { typedResolver } from './typed-resolution.ts'

export interface ServerContainer {
  get<Value>(token: Token<Value>): Value
  /** For bindings built asynchronously, such as the Fastify app. */
  getAsync<Value>(token: Token<Value>): Promise<Value>
}

/** The only place that decides which adapter serves each port on the server. */
export const createServerContainer = (
  env: Record<string, string | undefined>,
  build: { readonly version: string },
): ServerContainer => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.bind(T.Config).toConstantValue(loadServerConfig(env))
  container.bind(T.Clock).toConstantValue(systemClock)
  container.bind(T.Logger).toDynamicValue((ctx) => createLogger(typedResolver(ctx)(T.Config).logLevel))
  container.bind(T.HttpApp).toDynamicValue((ctx) => {
    const get = typedResolver(ctx)
    const clock = get(T.Clock)
    return buildHttpApp({
      logger: get(T.Logger),
      webDistDir: get(T.Config).webDistDir,
      health: { version: build.version, startedAt: clock.now(), now: clock.now },
    })
  })
  return container
}
