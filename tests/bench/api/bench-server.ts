// The product as `npm start` runs it (scripts/start.mjs), pinned to the server core, on a prepared
// database that it must not delete (unlike the e2e helper, which owns a throwaway data folder).
import { mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { freePort } from '../../support/identity-service.ts'
import { collect, SERVER_CORE, spawnNodeOn } from './pinned-process.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
/** Same on every start of a cached database: the admin is created with it on the first start only. */
export const BENCH_ADMIN = { username: 'admin', password: 'bench-admin-password' } as const

// The API needs no web app; an index.html keeps start.mjs from building one into ./dist.
const emptyWebDist = () => {
  const dir = join(tmpdir(), 'leadlens-bench-web')
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>bench</title>\n')
  return dir
}

export type BenchServer = { readonly origin: string; readonly pid: number; stop(): Promise<void> }

/** `nodeArgs` go before the script: `--cpu-prof` to profile the server under load. */
export const startBenchServer = async (
  database: Record<string, string>,
  nodeArgs: readonly string[] = [],
): Promise<BenchServer> => {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const { DATABASE_URL: _own, DATA_DIR: _dir, ...inherited } = process.env
  const child = collect(
    spawnNodeOn(SERVER_CORE, [...nodeArgs, 'scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...inherited,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: origin,
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: emptyWebDist(),
        DEMO_COMPANIES: '0',
        // Load from one address and a few users is what the rate limits exist to stop: off for the bench,
        // sign-in's too (`--users N` signs up N users from one address).
        RATE_LIMIT_PER_MINUTE: '0',
        RATE_LIMIT_USER_PER_MINUTE: '0',
        RATE_LIMIT_LOGIN_PER_MINUTE: '0',
        ADMIN_USERNAME: BENCH_ADMIN.username,
        ADMIN_PASSWORD: BENCH_ADMIN.password,
        ...database,
      },
    }),
  )
  let exited = false
  void child.exited.then(() => (exited = true))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (exited) throw new Error(`the server exited at start:\n${child.out()}${child.err()}`)
    try {
      if ((await fetch(`${origin}/health`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await child.stop()
      throw new Error(`the server did not start in 120 s:\n${child.out()}${child.err()}`)
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  return { origin, pid: child.pid, stop: () => child.stop() }
}
