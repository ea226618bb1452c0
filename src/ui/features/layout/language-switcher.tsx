import { Languages } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../../domain/preferences/language.ts'
import { useLanguage } from './use-language.ts'

export const LanguageSwitcher = () => {
  const { t } = useTranslation()
  const { current, change, prefetch } = useLanguage()
  return (
    <fieldset className="flex items-center gap-1 rounded-lg border border-slate-200 p-0.5">
      <legend className="sr-only">{t('language.label')}</legend>
      <Languages aria-hidden className="ml-1.5 size-4 text-slate-500" />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={current === language}
          onClick={() => void change(language)}
          // The other language's messages are a chunk of their own: fetched as the pointer or focus
          // arrives, they are usually there by the click.
          onPointerEnter={() => prefetch(language)}
          onFocus={() => prefetch(language)}
          className="rounded-md px-2 py-1 text-sm text-slate-600 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none aria-pressed:bg-slate-900 aria-pressed:text-white"
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </fieldset>
  )
}
