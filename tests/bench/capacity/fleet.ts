// N processes of the product (scripts/start.mjs, as `npm start` runs it) on one PostgreSQL database,
// unpinned (they share the machine's cores with PostgreSQL and the load, as on one real host), with
// one PUBLIC_URL between them (the first's address) so a token from one is accepted by all.
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../support/identity-service.ts'
import { BENCH_ADMIN } from '../api/bench-server.ts'
import { collect } from '../api/pinned-process.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

export type Fleet = {
  readonly origins: readonly string[]
  readonly pids: readonly number[]
  stop(): Promise<void>
}

const emptyWebDist = () => {
  const dir = join(tmpdir(), 'leadlens-bench-web')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>\n')
  return dir
}

const healthy = async (origin: string, deadline: number, exited: () => string | undefined) => {
  for (;;) {
    const gone = exited()
    if (gone !== undefined) throw new Error(`a process exited at start:\n${gone}`)
    try {
      if ((await fetch(`${origin}/ready`)).ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} did not become ready`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

/** Starts `count` processes on `env` (DATABASE_URL …), all at once, and waits until each is ready. */
export const startFleet = async (count: number, env: Record<string, string>): Promise<Fleet> => {
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()))
  const origins = ports.map((port) => `http://127.0.0.1:${port}`)
  const { DATABASE_URL: _own, DATA_DIR: _dir, ...inherited } = process.env
  const children = ports.map((port) => {
    const child = collect(
      spawn(process.execPath, ['scripts/start.mjs'], {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...inherited,
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL: origins[0],
          PAYMENT_SECRET: 'capacity-bench-payment-secret',
          LOG_LEVEL: 'warn',
          WEB_DIST_DIR: emptyWebDist(),
          DEMO_COMPANIES: '0',
          RATE_LIMIT_PER_MINUTE: '0',
          RATE_LIMIT_USER_PER_MINUTE: '0',
          RATE_LIMIT_LOGIN_PER_MINUTE: '0',
          ADMIN_USERNAME: BENCH_ADMIN.username,
          ADMIN_PASSWORD: BENCH_ADMIN.password,
          ...env,
        },
      }),
    )
    let exited = false
    void child.exited.then(() => (exited = true))
    return { child, exited: () => (exited ? `${child.out()}${child.err()}` : undefined) }
  })
  const stop = async () => {
    await Promise.all(children.map(({ child }) => child.stop()))
  }
  try {
    const deadline = Date.now() + 300_000
    await Promise.all(
      origins.map((origin, i) => healthy(origin, deadline, children[i]?.exited ?? (() => undefined))),
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { origins, pids: children.map(({ child }) => child.pid), stop }
}
