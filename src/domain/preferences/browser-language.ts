import { DEFAULT_LANGUAGE, isLanguage, type Language } from './language.ts'

/**
 * The language a browser asks for (navigator.languages, most preferred first), among the two we speak:
 * the first tag whose primary subtag is one of ours ('zh-TW' and 'zh-Hans-CN' are Chinese), else English.
 */
export const languageOfBrowser = (tags: readonly string[]): Language => {
  for (const tag of tags) {
    const primary = tag.split(/[-_]/, 1)[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
  }
  return DEFAULT_LANGUAGE
}

/** The extension speaks the web app's saved language, or else the browser's (issue 7). */
export const extensionLanguage = (saved: unknown, browserTags: readonly string[]): Language =>
  isLanguage(saved) ? saved : languageOfBrowser(browserTags)
