import type { i18n } from 'i18next'
import type { Language } from '../../domain/preferences/language.ts'
import { loadCatalogue } from './load-catalogue.ts'
import { addMessagePart, messagePartsOf } from './message-parts.ts'

/**
 * Shows the app in `language`, adding its messages first if this page has not loaded them yet (the
 * site's, and every part a page here asked for): the page keeps the current language until the new one
 * is complete, so no bare key ever shows.
 */
export const switchLanguage = async (instance: i18n, language: Language): Promise<void> => {
  await Promise.all(messagePartsOf(instance).map((part) => addMessagePart(instance, part, language)))
  await instance.changeLanguage(language)
}

/** Starts fetching a language's messages when a switch looks likely (hover, focus), so it is instant. */
export const prefetchLanguage = (language: Language): void => void loadCatalogue(language).catch(() => {})
