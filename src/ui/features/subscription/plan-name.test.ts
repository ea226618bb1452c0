import { describe, expect, it } from 'vitest'
import { PLAN_TYPES } from '../../../domain/plans/plan-type.ts'
import { CATALOGUES } from '../../i18n/catalogues.ts'
import { planNameKeys } from './plan-name.ts'

const lookup = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('plan names', () => {
  it('every plan type, FREE and CUSTOM included, is named in both languages', () => {
    for (const type of PLAN_TYPES) {
      const { nameKey, qualifierKey } = planNameKeys(type)
      for (const key of [nameKey, ...(qualifierKey === undefined ? [] : [qualifierKey])]) {
        expect(typeof lookup(CATALOGUES.en, key), `${type}: ${key}`).toBe('string')
        expect(typeof lookup(CATALOGUES.zh, key), `${type}: ${key}`).toBe('string')
      }
    }
  })
})
