import { use } from 'react'
import { useTranslation } from 'react-i18next'
import { isLanguage, type Language } from '../../domain/preferences/language.ts'
import type { MessagePart } from './message-part.ts'
import { addMessagePart } from './message-parts.ts'

/**
 * For a page whose messages are a part of their own: the page waits (suspends) until they are there in
 * the current language, so it never shows a bare key; once they are, it renders at once.
 */
export const useMessages = (part: MessagePart): void => {
  const { i18n: instance } = useTranslation()
  const language: Language = isLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : 'en'
  // Always `use`d (a settled part is read at once), so the page's hooks run the same on every render.
  use(addMessagePart(instance, part, language))
}
