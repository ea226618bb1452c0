/** The interface speaks English and Chinese (SPEC §1). */
export const LANGUAGES = ['en', 'zh'] as const
export type Language = (typeof LANGUAGES)[number]

/** SPEC §1: start in the saved language, default English; a missing text falls back to Chinese. */
export const DEFAULT_LANGUAGE: Language = 'en'
export const FALLBACK_LANGUAGE: Language = 'zh'

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as ReadonlyArray<string>).includes(value)

/** Whatever was stored (possibly by an older version, or tampered with) picks a language we speak. */
export const startingLanguage = (stored: unknown): Language =>
  isLanguage(stored) ? stored : DEFAULT_LANGUAGE
