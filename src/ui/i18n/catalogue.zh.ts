import { ERROR_TEXTS_ZH } from '../errors/error-texts.zh.ts'
import { buildCatalogue, type Tree } from './build-catalogue.ts'
import zh from './zh.json'

// The Chinese twin of catalogue.en.ts: `features/<name>.zh.json` beside the core catalogue, less the
// policies' and the opt-out page's (legal.zh.ts, opt-out.zh.ts); the dashboard's are in `dashboard/`.
export const SITE_FILES = import.meta.glob<Tree>(
  ['./features/*.zh.json', '!./features/{legal,opt-out}.zh.json'],
  { eager: true, import: 'default' },
)

/** The Chinese messages every page may show, there from the first render. */
export const CATALOGUE_ZH: Tree = buildCatalogue(zh, SITE_FILES, ERROR_TEXTS_ZH)
