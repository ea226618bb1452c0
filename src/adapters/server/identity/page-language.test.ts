import { describe, expect, it } from 'vitest'
import { pageLanguage } from './page-language.ts'

describe('the language of a provider page', () => {
  it('is the one picked on the page, over everything else', () => {
    expect(pageLanguage({ picked: 'zh', uiLocales: 'en', acceptLanguage: 'en' })).toBe('zh')
  })

  it('else the first ui_locales we speak', () => {
    expect(pageLanguage({ uiLocales: 'fr-FR zh-CN en', acceptLanguage: 'en' })).toBe('zh')
  })

  it('else the best Accept-Language we speak', () => {
    expect(pageLanguage({ acceptLanguage: 'fr;q=0.9, zh-Hans-CN;q=0.8, en;q=0.7' })).toBe('zh')
    expect(pageLanguage({ acceptLanguage: 'en;q=0.5, zh;q=0.6' })).toBe('zh')
    expect(pageLanguage({ acceptLanguage: 'zh;q=0, en' })).toBe('en')
  })

  it('else English; an unknown pick is ignored', () => {
    expect(pageLanguage({ picked: 'fr', acceptLanguage: 'de' })).toBe('en')
    expect(pageLanguage({})).toBe('en')
  })
})
