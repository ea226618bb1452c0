import type { i18n } from 'i18next'
import { LANGUAGES, type Language } from '../../domain/preferences/language.ts'
import { createI18n } from '../../ui/i18n/create-i18n.ts'
import { DASHBOARD_MESSAGES, DASHBOARD_PAGE_MESSAGES } from '../../ui/i18n/dashboard-messages.ts'
import { loadCatalogue } from '../../ui/i18n/load-catalogue.ts'
import { addMessagePart } from '../../ui/i18n/message-parts.ts'
import en from './extension.en.json'
import zh from './extension.zh.json'

/** The extension's own messages; everything else (the profile card, errors) is the web app's. */
export const EXTENSION_MESSAGES: Readonly<Record<Language, object>> = { en, zh }

/**
 * Both languages, the web app's messages (the dashboard's too: the credit kinds) and the extension's,
 * before the first render: they come from the extension's own files, so loading all costs nothing
 * noticeable, and the web app's language switcher then works unchanged.
 */
export const createExtensionI18n = async (language: Language): Promise<i18n> => {
  const instance = await createI18n(language)
  for (const other of LANGUAGES) {
    if (!instance.hasResourceBundle(other, 'translation'))
      instance.addResourceBundle(other, 'translation', await loadCatalogue(other))
    await addMessagePart(instance, DASHBOARD_MESSAGES, other)
    // The credit kinds are the subscription page's, one of the dashboard's other pages.
    await addMessagePart(instance, DASHBOARD_PAGE_MESSAGES, other)
    instance.addResourceBundle(other, 'translation', EXTENSION_MESSAGES[other], true, false)
  }
  return instance
}
