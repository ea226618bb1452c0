// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { CATALOGUE_ZH } from './catalogue.zh.ts'
import { createI18n } from './create-i18n.ts'
import { switchLanguage } from './switch-language.ts'

describe('one language at a time', () => {
  it('starts in the saved language with all of its site messages, and only those', async () => {
    const i18n = await createI18n('zh')
    expect(i18n.t('language.label')).toBe('语言')
    expect(i18n.getResourceBundle('zh', 'translation')).toEqual(CATALOGUE_ZH)
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(false)
    expect(document.documentElement.lang).toBe('zh-CN')
  })

  it('adds the other language when switching to it, complete before it shows', async () => {
    const i18n = await createI18n('en')
    expect(i18n.t('language.label')).toBe('Language')
    const shown: string[] = []
    i18n.on('languageChanged', () => shown.push(i18n.t('language.label')))
    await switchLanguage(i18n, 'zh')
    expect(shown).toEqual(['语言'])
    expect(i18n.getResourceBundle('zh', 'translation')).toEqual(CATALOGUE_ZH)
    expect(document.documentElement.lang).toBe('zh-CN')
    await switchLanguage(i18n, 'en')
    expect(i18n.t('language.label')).toBe('Language')
    expect(i18n.resolvedLanguage).toBe('en')
  })
})
