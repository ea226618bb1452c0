import { useTranslation } from 'react-i18next'
import { PreferencesTokens as T } from '../../../composition/browser/preferences.area.ts'
import { isLanguage, type Language } from '../../../domain/preferences/language.ts'
import { prefetchLanguage, switchLanguage } from '../../i18n/switch-language.ts'
import { useUseCase } from '../../use-case-context.tsx'

/** The current language, and a way to switch that is remembered across visits. */
export const useLanguage = () => {
  const { i18n } = useTranslation()
  const saveLanguage = useUseCase(T.SetPreferredLanguage)
  const current: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'en'
  const change = async (language: Language) => {
    saveLanguage.execute(language)
    await switchLanguage(i18n, language)
  }
  return { current, change, prefetch: prefetchLanguage }
}
