import type { TestProject } from 'vitest/node'
import {
  migratedDataDir,
  migratedSnapshotFile,
} from '../../src/adapters/server/persistence/testing/migrated-pglite.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite (src/adapters/server/persistence/testing/migrated-pglite.ts). */
    migratedPgliteSnapshot: string
  }
}

/** Makes the migrated PGlite once, before any worker starts (workers would each make it otherwise). */
export default async function setup(project: TestProject) {
  // The folder copied by servers started on disk (tests/support/identity-service.ts, the e2e servers).
  await migratedDataDir()
  project.provide('migratedPgliteSnapshot', await migratedSnapshotFile())
}
