import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ERROR_I18N_KEYS } from './error-i18n-keys.ts'
import { ERROR_TEXTS_EN } from './error-texts.en.ts'
import { ERROR_TEXTS_ZH } from './error-texts.zh.ts'

describe('error texts', () => {
  it('every error key has a non-empty English and Chinese text', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ERROR_I18N_KEYS), (key) => {
        expect(ERROR_TEXTS_EN[key].trim()).not.toBe('')
        expect(ERROR_TEXTS_ZH[key].trim()).not.toBe('')
      }),
    )
  })

  it('the text tables hold exactly the error keys', () => {
    const keys = [...ERROR_I18N_KEYS].sort()
    expect(Object.keys(ERROR_TEXTS_EN).sort()).toEqual(keys)
    expect(Object.keys(ERROR_TEXTS_ZH).sort()).toEqual(keys)
    expect(new Set(ERROR_I18N_KEYS).size).toBe(ERROR_I18N_KEYS.length)
  })
})
