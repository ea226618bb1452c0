// The baseline: a bare Fastify hello-world route, in its own process, pinned like the product's server.
// Prints the port it listens on, then serves until stopped.
import Fastify from 'fastify'

const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
const address = await app.listen({ port: 0, host: '127.0.0.1' })
process.stdout.write(`${new URL(address).port}\n`)
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)))
