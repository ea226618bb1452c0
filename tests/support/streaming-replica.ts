// Test support: a real PostgreSQL primary and a streaming replica of it (pg_basebackup -R), each a
// throwaway cluster in a temporary folder on a free port, made with the machine's PostgreSQL binaries.
//
// Why not a replica of the machine's server (127.0.0.1:5432)? It refuses replication connections: its
// pg_hba.conf has `all` lines only, and `all` does not cover replication (PostgreSQL wants the word
// `replication`), so pg_basebackup fails with "no pg_hba.conf entry for replication connection";
// allowing it would mean changing that server's configuration, which tests must not do. A base
// backup of it would also copy every database it holds (the benches' are gigabytes). A primary made
// with initdb allows replication from loopback by default and holds only what the test puts in it.
import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, realpathSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort } from './identity-service.ts'

const run = promisify(execFile)

export type StreamingPair = {
  readonly primaryUrl: string
  readonly replicaUrl: string
  /** Runs SQL on the replica (pg_wal_replay_pause() …) and answers the rows. */
  onReplica<Row>(statement: string): Promise<Row[]>
  /** Runs SQL on the primary. */
  onPrimary<Row>(statement: string): Promise<Row[]>
  /** Resolves once the replica has replayed everything the primary has written so far. */
  caughtUp(): Promise<void>
  stopReplica(): Promise<void>
  close(): Promise<void>
}

// The PostgreSQL binaries: beside the pg_ctl on PATH (Debian links /usr/local/bin/pg_ctl into
// /usr/lib/postgresql/<major>/bin), where initdb and pg_basebackup of the same major also are.
const binDir = (): string | undefined => {
  for (const dir of (process.env.PATH ?? '').split(':')) {
    const pgCtl = join(dir, 'pg_ctl')
    if (existsSync(pgCtl)) return dirname(realpathSync(pgCtl))
  }
  return undefined
}

// PostgreSQL refuses to run as root: as root the clusters run as the `postgres` user (runuser).
const asRoot = process.getuid?.() === 0
const postgresIds = async (): Promise<{ uid: number; gid: number } | undefined> => {
  try {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim())
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim())
    return { uid, gid }
  } catch {
    return undefined
  }
}

/** Why no pair can be made here, or undefined when it can. */
export const streamingPairUnavailable = async (): Promise<string | undefined> => {
  const bin = binDir()
  if (bin === undefined) return 'no pg_ctl on PATH (PostgreSQL server binaries not installed)'
  for (const tool of ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'])
    if (!existsSync(join(bin, tool))) return `${join(bin, tool)} is missing`
  if (asRoot && (await postgresIds()) === undefined)
    return 'running as root and there is no postgres user to run PostgreSQL as'
  return undefined
}

const HANG_MS = 240_000

const query = async <Row>(url: string, statement: string): Promise<Row[]> => {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(statement)).rows as Row[]
  } finally {
    await client.end()
  }
}

/** Makes the primary and its replica and starts both; `close` stops them and deletes their folders. */
export const startStreamingPair = async (): Promise<StreamingPair> => {
  const bin = binDir() ?? ''
  const ids = asRoot ? await postgresIds() : undefined
  const root = mkdtempSync(join(tmpdir(), 'leadlens-replica-'))
  if (ids !== undefined) chownSync(root, ids.uid, ids.gid)
  const tool = (name: string, args: readonly string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args], { timeout: HANG_MS })
      : run(join(bin, name), [...args], { timeout: HANG_MS })
  const primaryDir = join(root, 'primary')
  const replicaDir = join(root, 'replica')
  const primaryPort = await freePort()
  let replicaPort = await freePort()
  while (replicaPort === primaryPort) replicaPort = await freePort()
  // Sockets in the temporary folder, loopback only, no fsync (nothing here outlives the test).
  const options = (port: number) =>
    `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${root} -c fsync=off -c full_page_writes=off`
  const started: string[] = []
  const stop = async (dir: string) => {
    await tool('pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined)
  }
  const close = async () => {
    for (const dir of started.reverse()) await stop(dir)
    rmSync(root, { recursive: true, force: true })
  }
  try {
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '-A', 'trust', '--no-sync'])
    await tool('pg_ctl', [
      '-D',
      primaryDir,
      '-l',
      join(root, 'primary.log'),
      '-o',
      options(primaryPort),
      '-w',
      '-t',
      '200',
      'start',
    ])
    started.push(primaryDir)
    await tool('pg_basebackup', [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ])
    await tool('pg_ctl', [
      '-D',
      replicaDir,
      '-l',
      join(root, 'replica.log'),
      '-o',
      options(replicaPort),
      '-w',
      '-t',
      '200',
      'start',
    ])
    started.push(replicaDir)
  } catch (error) {
    await close()
    throw error
  }
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`
  return {
    primaryUrl,
    replicaUrl,
    onReplica: (statement) => query(replicaUrl, statement),
    onPrimary: (statement) => query(primaryUrl, statement),
    caughtUp: async () => {
      const [{ lsn } = { lsn: '' }] = await query<{ lsn: string }>(
        primaryUrl,
        'select pg_current_wal_lsn()::text as lsn',
      )
      for (const deadline = Date.now() + HANG_MS; Date.now() < deadline; ) {
        const [row] = await query<{ done: boolean }>(
          replicaUrl,
          `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as done`,
        )
        if (row?.done === true) return
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`the replica did not reach ${lsn}`)
    },
    // A clean stop (`fast`): the replica ends its sessions and stops listening, as when it is taken down.
    stopReplica: async () => {
      await tool('pg_ctl', ['-D', replicaDir, '-m', 'fast', '-w', 'stop'])
      started.splice(started.indexOf(replicaDir), 1)
    },
    close,
  }
}
