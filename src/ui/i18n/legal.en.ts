import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of LEGAL_MESSAGES (legal-messages.ts); see catalogue.en.ts for the rest of the language.
export const LEGAL_FILES = import.meta.glob<Tree>('./features/legal.en.json', {
  eager: true,
  import: 'default',
})

export const LEGAL_EN: Tree = buildCatalogue({}, LEGAL_FILES, {})
