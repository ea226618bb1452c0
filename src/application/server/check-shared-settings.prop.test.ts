import { createHash } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fixedClock } from '../testing/fixed-clock.ts'
import { InMemorySharedSettingsRepository } from '../testing/in-memory-shared-settings.repository.ts'
import { CheckSharedSettings, type SharedSetting } from './check-shared-settings.use-case.ts'

const digest = { sha256Hex: (text: string) => createHash('sha256').update(text).digest('hex') }
const NAMES = ['PUBLIC_URL', 'PAYMENT_SECRET', 'OIDC_ISSUER', 'REDIS_URL', 'SUPPRESSION_PEPPER'] as const

// A value, or unset (null); few distinct values, so processes often agree.
const aValue = fc.option(fc.constantFrom('http://a.example', 'http://b.example', 'secret-0123456789ab'), {
  nil: null,
})
const someSettings = fc
  .tuple(...NAMES.map(() => aValue))
  .map((values) => NAMES.map((name, i): SharedSetting => ({ name, value: values[i] ?? null })))

describe('CheckSharedSettings (issue 32)', () => {
  it('property: a process is told exactly the settings it has otherwise than the process started before it, never a value', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(someSettings, { minLength: 1, maxLength: 5 }), async (processes) => {
        const shared = new InMemorySharedSettingsRepository()
        const clock = fixedClock(Date.UTC(2026, 10, 28))
        let before: readonly SharedSetting[] | undefined
        for (const [i, settings] of processes.entries()) {
          const told = await new CheckSharedSettings(shared, digest, clock, `process-${i}`).execute(settings)
          const expected =
            before === undefined
              ? []
              : settings.filter((s, j) => s.value !== before?.[j]?.value).map((s) => s.name)
          expect(told.map((d) => d.name)).toEqual(expected)
          for (const d of told) expect(d.recordedBy).toBe(`process-${i - 1}`)
          // What is kept and told says which setting and which process, never what the value was.
          for (const s of settings) if (s.value !== null) expect(JSON.stringify(told)).not.toContain(s.value)
          before = settings
        }
      }),
    )
  })

  it('keeps fingerprints, not values: a stored record holds no part of a secret', async () => {
    const shared = new InMemorySharedSettingsRepository()
    const check = new CheckSharedSettings(shared, digest, fixedClock(0), 'one')
    await check.execute([{ name: 'PAYMENT_SECRET', value: 'a-very-secret-payment-key' }])
    const [record] = await shared.exchange([
      { name: 'PAYMENT_SECRET', fingerprint: 'x', recordedAt: fixedClock(0).now(), recordedBy: 'two' },
    ])
    expect(record?.fingerprint).toMatch(/^[0-9a-f]{16}$/)
    expect(JSON.stringify(record)).not.toContain('secret-payment')
  })
})
