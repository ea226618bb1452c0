import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_PAGE_MESSAGES (dashboard-messages.ts): every file in dashboard/ that is not the
// frame's and the company search's (dashboard.en.ts). A new page's messages go there, and no list
// names them.
export const DASHBOARD_PAGE_FILES = import.meta.glob<Tree>(
  ['./dashboard/*.en.json', '!./dashboard/{dashboard,nav,companies,contacts}.en.json'],
  { eager: true, import: 'default' },
)

export const DASHBOARD_PAGES_EN: Tree = buildCatalogue({}, DASHBOARD_PAGE_FILES, {})
