// Test support: a PGlite database already created and migrated, made once and kept on disk, so a test
// file or a test server starts from a copy of it instead of running PostgreSQL's initdb and every
// migration again (initdb is most of PGlite's start: ~4 s of CPU on this machine, a copy ~0.5 s).
// Not product code: the product still creates and migrates its own database (open-database.ts), and
// open-database.pglite.test.ts keeps testing that path on an empty folder.
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { Kysely, PGliteDialect } from 'kysely'
import { migrateToLatest } from '../migrations/migrate-to-latest.ts'
import { openDatabase } from '../open-database.ts'

const ROOT = resolve(import.meta.dirname, '../../../../..')
const PERSISTENCE = resolve(import.meta.dirname, '..')
const CACHE = join(ROOT, 'node_modules', '.cache', 'leadlens-tests')

/**
 * What the copy depends on: PGlite's version, how the product opens PGlite (its extensions), and every
 * migration's text. A change to any of them names a new copy, so a test never meets an older schema.
 */
const key = (): string => {
  const hash = createHash('sha256')
  hash.update(readFileSync(join(ROOT, 'node_modules/@electric-sql/pglite/package.json')))
  hash.update(readFileSync(join(PERSISTENCE, 'open-database.ts')))
  const migrations = join(PERSISTENCE, 'migrations')
  for (const file of readdirSync(migrations).sort())
    hash.update(file).update(readFileSync(join(migrations, file)))
  return hash.digest('hex').slice(0, 16)
}

// Made under a temporary name, then renamed: parallel workers may both make it, none reads half of one.
const once = async (target: string, make: (scratch: string) => Promise<void>): Promise<string> => {
  if (existsSync(target)) return target
  mkdirSync(CACHE, { recursive: true })
  const scratch = mkdtempSync(join(CACHE, 'making-'))
  try {
    await make(scratch)
    try {
      renameSync(join(scratch, 'made'), target)
    } catch (error) {
      // Another process renamed its own into place first: the same content, keep theirs.
      if (!existsSync(target)) throw error
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return target
}

/** A migrated PGlite data folder, to copy (never to open: it is shared). For servers started from disk. */
export const migratedDataDir = (): Promise<string> =>
  once(join(CACHE, `pglite-${key()}`), async (scratch) => {
    const database = await openDatabase({ dataDir: join(scratch, 'made') })
    await database.close()
  })

/** A tarball of a migrated in-memory PGlite, for `new PGlite({ loadDataDir })` (in-memory databases). */
export const migratedSnapshotFile = (): Promise<string> =>
  once(join(CACHE, `pglite-${key()}.tar`), async (scratch) => {
    // Opened as open-database.ts opens an in-memory PGlite: a dump names its files after the data folder.
    const pglite = await PGlite.create({ extensions: { pg_trgm } })
    const db = new Kysely<unknown>({ dialect: new PGliteDialect({ pglite }) })
    try {
      await migrateToLatest(db)
      const dump = await pglite.dumpDataDir('none')
      writeFileSync(join(scratch, 'made'), new Uint8Array(await dump.arrayBuffer()))
    } finally {
      await db.destroy()
    }
  })
