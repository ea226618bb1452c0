import { type Language, startingLanguage } from '../../../../domain/preferences/language.ts'

/** The cookie the web app mirrors the saved language into (SPEC §1's key), for the server to read. */
export const LANGUAGE_COOKIE = 'preferredLanguage'

/**
 * The language to draw a page in: the one the visitor saved, else English, exactly as the app starts
 * (GetPreferredLanguage), so the markup is the app's own first render.
 */
export const pageLanguage = (cookieHeader: string | undefined): Language => {
  const saved = (cookieHeader ?? '')
    .split(';')
    .map((pair) => pair.split('=', 2).map((part) => part.trim()))
    .find(([name]) => name === LANGUAGE_COOKIE)?.[1]
  return startingLanguage(saved)
}
