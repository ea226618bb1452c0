import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_MESSAGES (dashboard-messages.ts); see catalogue.zh.ts for the rest of the language.
// Every file in dashboard/: a dashboard feature's messages go there, and no list names them.
export const DASHBOARD_FILES = import.meta.glob<Tree>('./dashboard/*.zh.json', {
  eager: true,
  import: 'default',
})

export const DASHBOARD_ZH: Tree = buildCatalogue({}, DASHBOARD_FILES, {})
