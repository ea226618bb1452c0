import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_MESSAGES (dashboard-messages.ts); see catalogue.en.ts for the rest of the language.
// Every file in dashboard/: a dashboard feature's messages go there, and no list names them.
export const DASHBOARD_FILES = import.meta.glob<Tree>('./dashboard/*.en.json', {
  eager: true,
  import: 'default',
})

export const DASHBOARD_EN: Tree = buildCatalogue({}, DASHBOARD_FILES, {})
