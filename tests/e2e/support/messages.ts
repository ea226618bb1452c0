import type { Language } from '../../../src/domain/preferences/language.ts'
import { CATALOGUES } from '../../../src/ui/i18n/catalogues.ts'

/** A message of the app's own catalogue, so tests follow the wording instead of copying it; `{{name}}` filled in from `values`. */
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
  return value.replace(/\{\{(\w+)\}\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  )
}
