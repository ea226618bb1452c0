import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadServerConfig } from './server-config.ts'
import { SHARED_SETTINGS, sharedSettingsOf } from './shared-settings.ts'

const OPERATIONS = resolve(import.meta.dirname, '../../../../docs/operations.md')

// The settings table in the docs is a list the compiler cannot see (DESIGN rule 16): it must name
// exactly the settings checked at start.
const documented = () => {
  const text = readFileSync(OPERATIONS, 'utf8')
  const start = text.indexOf('### Settings every process shares')
  const section = text.slice(start, text.indexOf('\n### ', start + 1))
  return [...section.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1])
}

describe('the settings every process shares (issue 32)', () => {
  it('are the ones docs/operations.md lists in its table, each once', () => {
    expect(documented().toSorted()).toEqual(SHARED_SETTINGS.map((s) => s.name).toSorted())
  })

  it('are read from the configuration as set, unset ones as null', () => {
    const values = Object.fromEntries(
      sharedSettingsOf(
        loadServerConfig({ PUBLIC_URL: 'https://leads.example', PAYMENT_SECRET: 'a-payment-secret-1234' }),
      ).map((s) => [s.name, s.value]),
    )
    expect(values).toMatchObject({
      PUBLIC_URL: 'https://leads.example',
      OIDC_ISSUER: 'https://leads.example/oidc',
      PAYMENT_SECRET: 'a-payment-secret-1234',
      SUPPRESSION_PEPPER: null,
      REDIS_URL: null,
      RATE_LIMIT_USER_PER_MINUTE: '600',
    })
  })
})
