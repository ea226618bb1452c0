import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of LEGAL_MESSAGES (legal-messages.ts); see catalogue.zh.ts for the rest of the language.
export const LEGAL_FILES = import.meta.glob<Tree>('./features/legal.zh.json', {
  eager: true,
  import: 'default',
})

export const LEGAL_ZH: Tree = buildCatalogue({}, LEGAL_FILES, {})
