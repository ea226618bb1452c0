import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, type Language } from '../../domain/preferences/language.ts'
import { loadCatalogue, SITE_MESSAGES } from './load-catalogue.ts'
import { markMessagePart } from './message-parts.ts'

/** The `lang` attribute of a page in the language: Chinese is written in simplified characters. */
export const htmlLang = (language: string): string => (language === 'zh' ? 'zh-CN' : language)

/**
 * One i18next instance for the app, started in the language the user saved, with that language's
 * site messages already there (no flash of another language or of bare keys). The other language is
 * added when someone switches to it (switch-language.ts); the dashboard's and the policies' messages
 * when their pages ask for them (use-messages.ts). Both catalogues have the same keys (checked by
 * catalogue.test.ts), so the fallback language never has a text the current one lacks.
 */
export const createI18n = async (
  language: Language,
  page: Document | undefined = globalThis.document,
): Promise<i18n> => {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [language]: { translation: await loadCatalogue(language) } },
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  })
  markMessagePart(instance, SITE_MESSAGES, language)
  // The page's own language follows (screen readers, fonts); a page rendered on the server has none.
  if (page === undefined) return instance
  const reflectOnDocument = (lng: string) => {
    page.documentElement.lang = htmlLang(lng)
  }
  reflectOnDocument(language)
  instance.on('languageChanged', reflectOnDocument)
  return instance
}
