import { useTranslation } from 'react-i18next'
import type { ErrorI18nKey } from '../../errors/error-i18n-keys.ts'
import { ERROR_TEXTS_EN } from '../../errors/error-texts.en.ts'
import { ERROR_TEXTS_ZH } from '../../errors/error-texts.zh.ts'

/**
 * SPEC §8's texts by their error key, in the reader's language: the message catalogue's entry when it
 * has one, else the error catalogue's own text (the error table's source for those entries), so a key the
 * catalogue has not copied yet still reads right in both languages.
 */
export const useErrorText = () => {
  const { t, i18n } = useTranslation()
  const texts = i18n.resolvedLanguage === 'zh' ? ERROR_TEXTS_ZH : ERROR_TEXTS_EN
  return (key: ErrorI18nKey): string => t(key, { defaultValue: texts[key] })
}
