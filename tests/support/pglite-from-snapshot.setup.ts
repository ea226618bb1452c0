// Every in-memory PGlite a test opens (the product opens them in open-database.ts) starts from a copy of
// a database already created and migrated, instead of running initdb and the migrations again: the
// same empty, migrated database, ~4 s of CPU sooner. The migrations still run against it and find
// nothing to do. A PGlite on a data folder is left alone: open-database.pglite.test.ts creates one.
import { readFileSync } from 'node:fs'
import type { PGliteOptions } from '@electric-sql/pglite'
import { inject, vi } from 'vitest'

vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const pglite = await importOriginal<typeof import('@electric-sql/pglite')>()
  const snapshot = new Blob([readFileSync(inject('migratedPgliteSnapshot'))])
  class PGliteFromSnapshot extends pglite.PGlite {
    constructor(dataDirOrOptions?: string | PGliteOptions, options?: PGliteOptions) {
      // PGlite reads its options from the first argument unless that is a data folder's name.
      const given =
        typeof dataDirOrOptions === 'string' ? { ...options, dataDir: dataDirOrOptions } : dataDirOrOptions
      const inMemory = given?.dataDir === undefined || given.dataDir.startsWith('memory://')
      if (inMemory && given?.loadDataDir === undefined)
        super({ ...given, loadDataDir: snapshot } as unknown as string)
      else super(dataDirOrOptions as string, options)
    }
  }
  return { ...pglite, PGlite: PGliteFromSnapshot }
})
