import { ERROR_TEXTS_EN } from '../errors/error-texts.en.ts'
import { buildCatalogue, type Tree } from './build-catalogue.ts'
import en from './en.json'

// Each feature may keep its own messages beside the core catalogue, as `features/<name>.en.json`, so
// features grow without everyone editing one file. Only this language's files, and not the policies' or
// the opt-out page's (legal.en.ts, opt-out.en.ts), nor the dashboard's (in `dashboard/`, dashboard.en.ts):
// those are fetched by their pages.
export const SITE_FILES = import.meta.glob<Tree>(
  ['./features/*.en.json', '!./features/{legal,opt-out}.en.json'],
  { eager: true, import: 'default' },
)

/** The English messages every page may show, there from the first render. */
export const CATALOGUE_EN: Tree = buildCatalogue(en, SITE_FILES, ERROR_TEXTS_EN)
