import packageJson from '../package.json' with { type: 'json' }
import { createServerContainer } from './composition/server.container.ts'
import { ServerTokens as T } from './composition/tokens.ts'

const container = createServerContainer(process.env, { version: packageJson.version })
const config = container.get(T.Config)
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
