import packageJson from '../package.json' with { type: 'json' }
import { ConfigError } from './adapters/server/config/config-error.ts'
import { createServerContainer } from './composition/server.container.ts'
import { ServerTokens as T } from './composition/tokens.ts'

// A bad setting is the operator's to fix: one line each, then a non-zero exit, no stack trace.
const startingContainer = () => {
  try {
    const container = createServerContainer(process.env, { version: packageJson.version })
    return { container, config: container.get(T.Config) }
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    console.error(`Cannot start: ${error.problems.length === 1 ? 'a setting is' : 'settings are'} not valid.`)
    console.error(error.message)
    process.exit(1)
  }
}

const { container, config } = startingContainer()
const app = await container.getAsync(T.HttpApp)

// Graceful shutdown: stop accepting, let in-flight requests finish, then exit.
let closing = false
const shutdown = async (signal: string) => {
  if (closing) return
  closing = true
  app.log.info({ signal }, 'shutting down')
  const forceExit = setTimeout(() => process.exit(1), 10_000)
  forceExit.unref()
  await app.close()
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

const address = await app.listen({ port: config.port, host: config.host })
app.log.info(`${config.brand.name} is serving on ${address.replace('0.0.0.0', 'localhost')}`)
