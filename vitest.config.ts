import { readdirSync, readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { resolve, sep } from 'node:path'
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

// A worker runs its test files one after another on the modules the first one imported, instead of
// importing everything again for each file (the server, Fastify, effect, PGlite): half the CPU of the
// unit and api suites went to those imports. Each file still builds its own objects (a container, a
// database), vitest restores mocks between files, and these files pass in any order (--sequence.shuffle.files).
const SHARED_MODULES = { isolate: false }

// Tests in a browser-like page (happy-dom) keep a fresh page and fresh modules per file: a page left
// behind by one file (an open dialog, a stored token, a URL) would be found by the next, and some test
// what a module's first load does (a lazy chunk, a page's messages fetched once).
const SRC = resolve(import.meta.dirname, 'src')
const unitTests = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => file.split(sep).join('/'))
const inAPage = (file: string) =>
  readFileSync(resolve(SRC, file), 'utf8').startsWith('// @vitest-environment happy-dom')
const UNIT_IN_A_PAGE = unitTests.filter(inAPage).map((file) => `src/${file}`)
const UNIT_ON_NODE = unitTests.filter((file) => !inAPage(file)).map((file) => `src/${file}`)

// CI (CI=true) has the machine to itself: there, one worker a core, and browser files two at a time.
// vitest's own default is one fewer worker than the cores, which on CI's 2 cores is a single worker: the
// whole suite one file at a time on one core while the other waited (vitest's main process only hands
// out files and collects results). A browser file waits on its server, its browser, its provider round
// trips or a job most of its time, and a second file fills that; each has its own server on its own port,
// its own data folder (or PostgreSQL schema, Redis prefix) and its own Chromium. Not more than two even
// on a bigger machine: each is three processes (vitest's worker, the product, Chromium). Elsewhere (a
// development machine shared by several runs) vitest's default and one browser file at a time: there a
// second file on an already loaded machine pushes server starts past their deadlines (seen at a load of 25-33).
const ON_CI = process.env.CI === 'true'
const WORKERS = ON_CI ? availableParallelism() : undefined
const BROWSER_FILES_AT_ONCE = ON_CI ? 2 : 1

// Five suites, one run: `npm test` runs them all; each can also run alone with --project.
export default defineConfig({
  test: {
    reporters: ['default', './tests/support/totals-reporter.ts'],
    ...(WORKERS === undefined ? {} : { maxWorkers: WORKERS }),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_ON_NODE,
          environment: 'node',
          ...SHARED_MODULES,
          ...HANGS,
          ...MIGRATED_PGLITE,
        },
      },
      {
        extends: true,
        // Pages tested against the real service (src/ui/testing/real-api.fixture.ts) open in-memory PGlites too.
        test: {
          name: 'unit-dom',
          include: UNIT_IN_A_PAGE,
          environment: 'node',
          ...HANGS,
          ...MIGRATED_PGLITE,
          // The service under test fetches its test issuer's keys with the page's fetch (happy-dom's): a
          // server-to-server call, not the page's, so the page's same-origin rule does not apply to it.
          environmentOptions: { happyDOM: { settings: { fetch: { disableSameOriginPolicy: true } } } },
        },
      },
      {
        extends: true,
        // The API over HTTP (Fastify inject), on a real database and the real token verifier.
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          ...SHARED_MODULES,
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
          // One product started for the whole run, shared by the files that change nothing another reads
          // (tests/e2e/support/shared-server.ts): a start is 6-11 s of a file's time on a 2-core machine.
          globalSetup: ['./tests/e2e/support/shared-server.global-setup.ts'],
          // A sign-in round trip through the provider can take seconds on a loaded 2-core machine.
          testTimeout: 180_000,
          hookTimeout: 300_000,
          expect: { poll: { timeout: 30_000 } },
          // After every other suite, not beside them: the two groups would load the machine at once.
          sequence: { groupOrder: 1 },
          maxWorkers: BROWSER_FILES_AT_ONCE,
        },
      },
    ],
  },
})
