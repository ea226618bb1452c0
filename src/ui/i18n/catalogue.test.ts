import { describe, expect, it } from 'vitest'
import { ERROR_I18N_KEYS } from '../errors/error-i18n-keys.ts'
import { CATALOGUES } from './catalogues.ts'

const { en, zh } = CATALOGUES

const keysOf = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  )

describe('message catalogues', () => {
  it('English and Chinese have exactly the same keys', () => {
    expect(keysOf(zh).sort()).toEqual(keysOf(en).sort())
  })

  it('words every error outcome of the domain table in both languages (no toast shows a bare key)', () => {
    for (const catalogue of [en, zh])
      expect(ERROR_I18N_KEYS.filter((k) => !keysOf(catalogue).includes(k))).toEqual([])
  })

  it('no message is empty in either language', () => {
    for (const catalogue of [en, zh]) {
      const empty = keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue)
        return typeof value !== 'string' || value.trim() === ''
      })
      expect(empty).toEqual([])
    }
  })

  it('says the spec’s validation message word for word', () => {
    expect((en.home as { search: { invalid_url: string } }).search.invalid_url).toBe(
      'Please enter a valid LinkedIn profile URL',
    )
  })
})
