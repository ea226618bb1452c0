import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of OPT_OUT_MESSAGES (opt-out-messages.ts); see catalogue.en.ts for the rest of the language.
export const OPT_OUT_FILES = import.meta.glob<Tree>('./features/opt-out.en.json', {
  eager: true,
  import: 'default',
})

export const OPT_OUT_EN: Tree = buildCatalogue({}, OPT_OUT_FILES, {})
