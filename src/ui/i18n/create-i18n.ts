import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE, type Language } from '../../domain/preferences/language.ts'
import { CATALOGUES } from './catalogues.ts'

/** One i18next instance for the app, started in the language the user saved. */
export const createI18n = async (language: Language): Promise<i18n> => {
  const instance = i18next.createInstance()
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { en: { translation: CATALOGUES.en }, zh: { translation: CATALOGUES.zh } },
    interpolation: { escapeValue: false }, // React escapes already
    returnNull: false,
  })
  const reflectOnDocument = (lng: string) => {
    document.documentElement.lang = lng === 'zh' ? 'zh-CN' : lng
  }
  reflectOnDocument(language)
  instance.on('languageChanged', reflectOnDocument)
  return instance
}
