import type { Language } from '../../../src/domain/preferences/language.ts'
import { CATALOGUES } from '../../../src/ui/i18n/catalogues.ts'

/** A message of the app as a visitor reads it, its `{{name}}` values filled in. */
export const msg = (
  language: Language,
  key: string,
  values: Record<string, string | number> = {},
): string => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      CATALOGUES[language],
    )
  if (typeof value !== 'string') throw new Error(`no message ${key} in ${language}`)
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]))
}
