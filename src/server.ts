import packageJson from '../package.json' with { type: 'json' }
import { ConfigError } from './adapters/server/config/config-error.ts'
import { stopTracing } from './adapters/server/tracing/process-tracing.ts'
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

// SIGTERM or SIGINT (issue 32): no new connections; requests in flight finish; running jobs finish or are
// handed back to the queue (the job engine's stop, the bulk job's lease); then the database closes and
// the process exits 0. A stop that takes longer than SHUTDOWN_GRACE_SECONDS exits 1 rather than hang.
let closing = false
const shutdown = async (signal: string) => {
  if (closing) return
  closing = true
  const graceMs = config.shutdownGraceSeconds * 1000
  app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, 'stopping: finishing requests and jobs')
  const forceExit = setTimeout(() => {
    app.log.error({ graceSeconds: config.shutdownGraceSeconds }, 'did not stop within the grace; exiting')
    process.exit(1)
  }, graceMs)
  forceExit.unref()
  // A kept-alive connection whose last request just finished would hold the close until its keep-alive
  // timeout (72 s): each is closed as soon as it goes idle. Busy ones finish their request first.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100)
  try {
    await app.close()
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed')
    process.exit(1)
  }
  clearInterval(idle)
  // The spans still buffered go to the collector (nothing to do when traces are off).
  await stopTracing()
  app.log.info('stopped')
  process.exit(0)
}
process.once('SIGINT', () => void shutdown('SIGINT'))
process.once('SIGTERM', () => void shutdown('SIGTERM'))

const address = await app.listen({ port: config.port, host: config.host })
app.log.info(`${config.brand.name} is serving on ${address.replace('0.0.0.0', 'localhost')}`)
