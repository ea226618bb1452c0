import { defineConfig } from 'vitest/config'

// Timeouts are for hangs, not for speed: a test or hook that is only slow (a loaded 2-core machine runs
// everything several times slower) must still pass; one that hangs is ended after minutes, not never.
const HANGS = { testTimeout: 120_000, hookTimeout: 180_000 } as const

// In-memory PGlite databases start from a copy of one made and migrated once per run (or reused from
// node_modules/.cache while PGlite and the migrations are unchanged): see tests/support/pglite-from-snapshot.setup.ts.
const MIGRATED_PGLITE = {
  globalSetup: ['./tests/support/migrated-pglite.global-setup.ts'],
  setupFiles: ['./tests/support/pglite-from-snapshot.setup.ts'],
}

// Four suites, one run: `npm test` runs them all; each can also run alone with --project.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/totals-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          environment: 'node',
          ...HANGS,
          ...MIGRATED_PGLITE,
        },
      },
      {
        extends: true,
        // The API over HTTP (Fastify inject), on a real database and the real token verifier.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          ...HANGS,
          ...MIGRATED_PGLITE,
        },
      },
      {
        extends: true,
        test: {
          name: 'architecture',
          include: ['tests/architecture/**/*.test.ts'],
          environment: 'node',
          ...HANGS,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          // A sign-in round trip through the provider can take seconds on a loaded 2-core machine.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 30_000 } },
          // After every other suite, not beside them: browser tests on a loaded machine time out.
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
})
