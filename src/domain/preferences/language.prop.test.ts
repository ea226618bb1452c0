import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, startingLanguage } from './language.ts'

describe('starting language', () => {
  it('is always a language the interface speaks, whatever was stored', () => {
    fc.assert(fc.property(fc.anything(), (stored) => LANGUAGES.includes(startingLanguage(stored))))
  })

  it('is the stored language when a supported one was stored', () => {
    fc.assert(fc.property(fc.constantFrom(...LANGUAGES), (stored) => startingLanguage(stored) === stored))
  })

  it('is English when nothing usable was stored', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((v) => !LANGUAGES.includes(v as never)),
        (stored) => startingLanguage(stored) === DEFAULT_LANGUAGE,
      ),
    )
  })

  it('defaults to English and falls back to Chinese, as SPEC §1 says', () => {
    expect(DEFAULT_LANGUAGE).toBe('en')
    expect(FALLBACK_LANGUAGE).toBe('zh')
  })
})
