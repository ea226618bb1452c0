import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

// A timeout for a hang only: starting tsx on a busy machine takes seconds.
describe('starting with a bad setting', () => {
  it('prints one line per bad setting, no internals, and exits non-zero', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      env: { ...process.env, DATA_DIR: 'memory', RATE_LIMIT_PER_MINUTE: '100000000', PORT: 'abc' },
      encoding: 'utf8',
      timeout: 120_000,
    })
    expect(run.status).toBe(1)
    expect(run.stderr.trim().split('\n')).toEqual([
      'Cannot start: settings are not valid.',
      'PORT="abc": expected a whole number from 0 to 65535',
      'RATE_LIMIT_PER_MINUTE="100000000": expected a whole number from 0 (no limit) to 1000000',
    ])
  }, 120_000)
})
