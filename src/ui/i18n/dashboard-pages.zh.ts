import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_PAGE_MESSAGES (dashboard-messages.ts): every file in dashboard/ that is not the
// frame's and the company search's (dashboard.zh.ts). A new page's messages go there, and no list
// names them.
export const DASHBOARD_PAGE_FILES = import.meta.glob<Tree>(
  ['./dashboard/*.zh.json', '!./dashboard/{dashboard,nav,companies,contacts}.zh.json'],
  { eager: true, import: 'default' },
)

export const DASHBOARD_PAGES_ZH: Tree = buildCatalogue({}, DASHBOARD_PAGE_FILES, {})
