import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { type ProductName, planName } from '../../../domain/plans/plan-names.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/preferences/language.ts'

/** The language the page speaks, as the catalogue's names are keyed. */
export const nameLanguage = (resolved: string | undefined): Language =>
  isLanguage(resolved) ? resolved : DEFAULT_LANGUAGE

/** A product name (a tier, a period, a packet group) in the page's language. */
export const useProductName = () => {
  const { i18n } = useTranslation()
  const language = nameLanguage(i18n.resolvedLanguage)
  return useCallback((name: ProductName): string => name[language], [language])
}

/**
 * Names a plan in the user's language, as the catalogue does everywhere (issue 24): "Startup · Monthly",
 * "Email packet · Pro Packet", "Free trial".
 */
export const usePlanName = () => {
  const { i18n } = useTranslation()
  const language = nameLanguage(i18n.resolvedLanguage)
  return useCallback((type: PlanType): string => planName(type, language), [language])
}
