// The hello-world baseline, measured with the same load, connections and pinning as the product.
import { resolve } from 'node:path'
import { type MeteredFigures, meteredLoad } from './metered-load.ts'
import { collect, SERVER_CORE, spawnNodeOn } from './pinned-process.ts'
import { runLoad } from './run-load.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

export const measureHelloWorld = async (load: {
  readonly connections: number
  readonly seconds: number
  readonly warmupSeconds: number
}): Promise<MeteredFigures> => {
  const server = collect(
    spawnNodeOn(SERVER_CORE, ['--import', 'tsx', 'tests/bench/api/hello-server.ts'], { cwd: ROOT }),
  )
  try {
    const deadline = Date.now() + 30_000
    while (!/^\d+\n/.test(server.out())) {
      if (Date.now() > deadline) throw new Error(`hello server did not start:\n${server.err()}`)
      await new Promise((r) => setTimeout(r, 50))
    }
    const origin = `http://127.0.0.1:${server.out().trim()}`
    const spec = { origin, paths: ['/'], headers: {}, connections: load.connections, cycle: true }
    await runLoad({ ...spec, seconds: load.warmupSeconds })
    return await meteredLoad({ ...spec, seconds: load.seconds }, server.pid)
  } finally {
    await server.stop()
  }
}
