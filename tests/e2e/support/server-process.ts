import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { migratedDataDir } from '../../../src/adapters/server/persistence/testing/migrated-pglite.ts'
import { NO_OUTSIDE_MAIL } from '../../support/no-outside-mail.ts'

const ROOT = resolve(import.meta.dirname, '../../..')

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer()
    probe.once('error', fail)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address ? done(address.port) : fail(new Error('no port')),
      )
    })
  })

// For a start that hangs, not a slow one: a loaded 2-core machine starts the product several times slower.
const START_DEADLINE_MS = 180_000

const waitUntilHealthy = async (
  url: string,
  child: ChildProcess,
  output: () => string,
  deadlineMs = START_DEADLINE_MS,
) => {
  const deadline = Date.now() + deadlineMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`)
    try {
      if ((await fetch(`${url}/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not become healthy in ${deadlineMs / 1000} s:\n${output()}`)
}

// Each server gets its own embedded database in its data folder, even when the test run has a
// DATABASE_URL (set for the PostgreSQL suites): sharing one database would mix accounts between files.
// A test that wants PostgreSQL passes DATABASE_URL (a fresh schema) in `env`.
export const withoutDatabaseUrl = (env: NodeJS.ProcessEnv) => {
  const { DATABASE_URL: _ignored, ...rest } = env
  return rest
}

export interface RunningServer {
  readonly url: string
  /** The server process's id (a test that kills "the process holding X" finds it by this). */
  readonly pid: number | undefined
  /** Everything the server wrote so far (JSON log lines), to explain a failure. */
  log(): string
  /** Ends the process at once, as a crash or `kill -9` would: no graceful shutdown. */
  kill(): Promise<void>
  /** Sends `signal` (a graceful stop) without waiting; `exited` tells how the process ended. */
  signal(signal: NodeJS.Signals): void
  /** Settles when the process has exited: its exit code, or the signal that ended it. */
  readonly exited: Promise<{ readonly code: number | null; readonly signal: NodeJS.Signals | null }>
  stop(): Promise<void>
}

export interface LaunchedServer extends RunningServer {
  /** Settles when the server answers `/health`; rejects if it exits first or does not answer in time. */
  readonly healthy: Promise<void>
}

/**
 * Starts the real product, exactly as `npm start` does, on a free loopback port with its own data folder,
 * without waiting for it to answer: `healthy` says when it does. The folder holds a copy of an empty,
 * migrated PGlite database (made once: PostgreSQL's initdb is most of a first start); the product opens it
 * and loads its demo data as on any start. sign-in.e2e.test.ts and open-database.pglite.test.ts keep
 * starting from an empty folder.
 */
export const launchServer = async (
  env: Record<string, string> = {},
  /** How long `healthy` waits before calling the start a hang (the start-under-load drill waits longer). */
  startDeadlineMs = START_DEADLINE_MS,
): Promise<LaunchedServer> => {
  const port = await freePort()
  const dataDir = mkdtempSync(join(tmpdir(), 'leadlens-e2e-'))
  if (env.DATABASE_URL === undefined) cpSync(await migratedDataDir(), dataDir, { recursive: true })
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: {
      ...withoutDatabaseUrl(process.env),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...NO_OUTSIDE_MAIL,
      // A small demo dataset keeps each start quick; the default (3,000 companies) is for people.
      DEMO_COMPANIES: '60',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let log = ''
  child.stdout?.on('data', (chunk) => (log += chunk))
  child.stderr?.on('data', (chunk) => (log += chunk))
  const url = `http://127.0.0.1:${port}`
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  // A process ended by a signal has no exit code, only a signal code.
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill(signal)
    await exited
  }
  return {
    url,
    pid: child.pid,
    healthy: waitUntilHealthy(url, child, () => log, startDeadlineMs),
    log: () => log,
    kill: () => end('SIGKILL'),
    signal: (signal) => {
      child.kill(signal)
    },
    exited,
    stop: async () => {
      await end('SIGTERM')
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** launchServer, once the server answers `/health`. */
export const startServer = async (env: Record<string, string> = {}): Promise<RunningServer> => {
  const server = await launchServer(env)
  try {
    await server.healthy
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}
