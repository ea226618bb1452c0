import type { Language } from '../../domain/preferences/language.ts'
import type { Tree } from './build-catalogue.ts'
import type { MessagePart } from './message-part.ts'

// One chunk per language: a visitor downloads the messages of the language they read, and the other
// only when they switch to it.
const loaders: Readonly<Record<Language, () => Promise<Tree>>> = {
  en: () => import('./catalogue.en.ts').then((module) => module.CATALOGUE_EN),
  zh: () => import('./catalogue.zh.ts').then((module) => module.CATALOGUE_ZH),
}

/** One language's site messages (every page's but the dashboard's and the policies'), fetched once. */
export const loadCatalogue = (language: Language): Promise<Tree> => loaders[language]()

/** The site's messages as a part, for a language switch to bring along like any other. */
export const SITE_MESSAGES: MessagePart = { name: 'site', load: loaders }
