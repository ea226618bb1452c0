import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { extensionLanguage, languageOfBrowser } from './browser-language.ts'
import { LANGUAGES } from './language.ts'

const tag = fc.oneof(
  fc.constantFrom('en', 'en-US', 'zh', 'zh-CN', 'zh-TW', 'zh-Hans-CN', 'ZH_hk', 'fr', 'de-DE', 'ja', ''),
  fc.string({ maxLength: 12 }),
)
const tags = fc.array(tag, { maxLength: 6 })

describe('the extension language', () => {
  it('a saved language always wins over the browser', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LANGUAGES), tags, (saved, browser) => {
        expect(extensionLanguage(saved, browser)).toBe(saved)
      }),
    )
  })

  it('without one, the first browser tag we speak decides, by its primary subtag', () => {
    fc.assert(
      fc.property(tags, fc.constantFrom(null, undefined, 'fr', 42), (browser, unusable) => {
        const first = browser
          .map((t) => t.split(/[-_]/, 1)[0]?.toLowerCase())
          .find((p) => p === 'en' || p === 'zh')
        expect(extensionLanguage(unusable, browser)).toBe(first ?? 'en')
      }),
    )
  })

  it('reads Chinese in all its regional tags', () => {
    for (const zh of ['zh', 'zh-CN', 'zh-TW', 'zh-Hant-HK', 'ZH']) expect(languageOfBrowser([zh])).toBe('zh')
    expect(languageOfBrowser(['fr-FR', 'zh-CN', 'en'])).toBe('zh')
    expect(languageOfBrowser([])).toBe('en')
  })
})
