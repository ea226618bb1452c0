import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_MESSAGES (dashboard-messages.ts); see catalogue.zh.ts for the rest of the language.
export const DASHBOARD_FILES = import.meta.glob<Tree>(
  './features/{activity,audit,companies,dashboard,invitations,outbox,subscription,users}.zh.json',
  { eager: true, import: 'default' },
)

export const DASHBOARD_ZH: Tree = buildCatalogue({}, DASHBOARD_FILES, {})
