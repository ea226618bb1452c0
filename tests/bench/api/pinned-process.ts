// Server and load generator on different cores where the machine allows: `taskset -c <core>` when
// taskset exists and there are at least two cores, else unpinned (the figures then say so).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpus } from 'node:os'

export const SERVER_CORE = 0
export const LOAD_CORE = 1

const hasTaskset = (() => {
  const probe = spawnSync('taskset', ['-c', '0', 'true'])
  return probe.status === 0 && cpus().length >= 2
})()

export const pinningNote = hasTaskset
  ? `server on core ${SERVER_CORE}, load on core ${LOAD_CORE} (taskset)`
  : 'not pinned (no taskset or a single core)'

/** Spawns `node <args>` on one core; stdout and stderr are piped. */
export const spawnNodeOn = (
  core: number,
  args: readonly string[],
  options: { readonly cwd: string; readonly env?: NodeJS.ProcessEnv },
): ChildProcess => {
  const [command, argv] = hasTaskset
    ? ['taskset', ['-c', String(core), process.execPath, ...args]]
    : [process.execPath, [...args]]
  return spawn(command, argv, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Resolves when the child exits, with what it printed; stops it when asked. */
export const collect = (child: ChildProcess) => {
  let out = ''
  let err = ''
  child.stdout?.on('data', (chunk) => (out += chunk))
  child.stderr?.on('data', (chunk) => (err += chunk))
  const exited = new Promise<number | null>((done) => {
    if (child.exitCode !== null) done(child.exitCode)
    else child.once('exit', (code) => done(code))
  })
  return {
    pid: child.pid ?? Number.NaN,
    out: () => out,
    err: () => err,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}
