import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigError } from './config-error.ts'
import { loadServerConfig } from './server-config.ts'

const refusal = (env: Record<string, string>): ConfigError => {
  try {
    loadServerConfig(env)
  } catch (error) {
    if (error instanceof ConfigError) return error
    throw error
  }
  throw new Error('the configuration was accepted')
}

describe('a refused configuration', () => {
  it('says each bad setting on one line: its name, the value given and what is allowed', () => {
    const error = refusal({ RATE_LIMIT_PER_MINUTE: '100000000', PORT: 'abc', LOG_LEVEL: 'loud' })
    expect(error.message.split('\n').sort()).toEqual([
      'LOG_LEVEL="loud": expected one of fatal, error, warn, info, debug, trace, silent',
      'PORT="abc": expected a whole number from 0 to 65535',
      'RATE_LIMIT_PER_MINUTE="100000000": expected a whole number from 0 (no limit) to 1000000',
    ])
  })

  it('never echoes a secret, even a wrong one', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 7 }).filter((s) => s.trim() !== ''),
        (secret) => {
          const error = refusal({ ADMIN_PASSWORD: secret, PAYMENT_SECRET: secret })
          expect(error.message).not.toContain(JSON.stringify(secret))
          expect(error.message).toContain('ADMIN_PASSWORD=(hidden)')
        },
      ),
    )
  })

  it('one line per bad setting whatever the mix of bad values', () => {
    const badValues = {
      PORT: '70000',
      LOG_LEVEL: 'LOUD',
      DEMO_COMPANIES: '-1',
      CORS_ORIGINS: 'not an origin',
    }
    fc.assert(
      fc.property(fc.subarray(Object.keys(badValues), { minLength: 1 }), (names) => {
        const env = Object.fromEntries(names.map((name) => [name, badValues[name as keyof typeof badValues]]))
        const lines = refusal(env).message.split('\n')
        expect(lines).toHaveLength(names.length)
        expect(lines.map((line) => line.split('=')[0]).sort()).toEqual([...names].sort())
      }),
    )
  })
})
