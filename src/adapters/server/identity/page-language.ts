import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../domain/preferences/language.ts'

const languageOfTag = (tag: string): Language | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0]
  return isLanguage(primary) ? primary : undefined
}

/** `ui_locales` (space-separated, in order of preference), as OpenID Connect passes it. */
const fromUiLocales = (uiLocales: unknown): Language | undefined =>
  typeof uiLocales === 'string'
    ? uiLocales
        .split(' ')
        .map(languageOfTag)
        .find((l) => l !== undefined)
    : undefined

/** Accept-Language, best quality first (ties keep the header's order). */
const fromAcceptLanguage = (header: string | undefined): Language | undefined =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { tag, index, quality: q === undefined ? 1 : Number(q.slice(2)) || 0 }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => languageOfTag(entry.tag))
    .find((l) => l !== undefined)

/**
 * The language of a provider page: the one the person picked on the page (the language link), else
 * the client's `ui_locales`, else the browser's Accept-Language, else English.
 */
export const pageLanguage = (choice: {
  readonly picked?: unknown
  readonly uiLocales?: unknown
  readonly acceptLanguage?: string | undefined
}): Language =>
  (isLanguage(choice.picked) ? choice.picked : undefined) ??
  fromUiLocales(choice.uiLocales) ??
  fromAcceptLanguage(choice.acceptLanguage) ??
  DEFAULT_LANGUAGE
