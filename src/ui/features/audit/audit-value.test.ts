import { describe, expect, it } from 'vitest'
import { AUDIT_ACTIONS } from '../../../domain/audit/audit-entry.ts'
import { ALL_AUDIT_FIELDS } from '../../../domain/audit/audit-fields.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { actionKey, fieldKey } from './audit-value.ts'

const messageAt = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

// The page builds these keys at run time, so the catalogue-usage check cannot see them: checked here.
describe('audit log labels', () => {
  it('names every action and every recorded field in both languages', () => {
    const keys = [...AUDIT_ACTIONS.map(actionKey), ...ALL_AUDIT_FIELDS.map(fieldKey)]
    for (const catalogue of [CATALOGUES.en, CATALOGUES.zh])
      expect(keys.filter((key) => typeof messageAt(catalogue, key) !== 'string')).toEqual([])
  })
})
