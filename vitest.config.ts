import { defineConfig } from 'vitest/config'

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
        },
      },
      {
        extends: true,
        // The API over HTTP (Fastify inject), on a real database and the real token verifier.
        test: { name: 'api', include: ['tests/api/**/*.test.ts'], environment: 'node', hookTimeout: 60_000 },
      },
      {
        extends: true,
        test: { name: 'architecture', include: ['tests/architecture/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // A sign-in round trip through the provider can take seconds on a loaded 2-core machine.
          expect: { poll: { timeout: 15_000 } },
          // After every other suite, not beside them: browser tests on a loaded machine time out.
          sequence: { groupOrder: 1 },
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
