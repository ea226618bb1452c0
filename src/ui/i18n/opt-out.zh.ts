import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of OPT_OUT_MESSAGES (opt-out-messages.ts); see catalogue.zh.ts for the rest of the language.
export const OPT_OUT_FILES = import.meta.glob<Tree>('./features/opt-out.zh.json', {
  eager: true,
  import: 'default',
})

export const OPT_OUT_ZH: Tree = buildCatalogue({}, OPT_OUT_FILES, {})
