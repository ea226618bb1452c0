import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { DASHBOARD_NAV, navGroupsFor, navItemAt } from './dashboard-nav.ts'
import { onboardingI18nKeys } from './onboarding-i18n.ts'

const messageAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('dashboard navigation', () => {
  it('gives admins the dashboard group, users only features and account (SPEC §2, §6)', () => {
    expect(navGroupsFor('admin').map((g) => g.id)).toEqual(['dashboard', 'features', 'account'])
    expect(navGroupsFor('user').map((g) => g.id)).toEqual(['features', 'account'])
  })

  it('finds the entry of an address, also of a page below it', () => {
    expect(navItemAt('/admin/log')?.to).toBe('/admin/log')
    expect(navItemAt('/admin/invitation/42')?.to).toBe('/admin/invitation')
    expect(navItemAt('/admin/logs')).toBeUndefined()
    expect(navItemAt('/')).toBeUndefined()
  })

  it('has every label, and every onboarding option, in both languages', () => {
    const keys = [
      ...DASHBOARD_NAV.flatMap((group) => [group.labelKey, ...group.items.map((item) => item.labelKey)]),
      ...onboardingI18nKeys(),
    ]
    for (const catalogue of [CATALOGUES.en, CATALOGUES.zh])
      expect(keys.filter((key) => typeof messageAt(catalogue, key) !== 'string')).toEqual([])
  })
})
