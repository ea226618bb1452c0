import { buildCatalogue, type Tree } from './build-catalogue.ts'

// Part of DASHBOARD_MESSAGES (dashboard-messages.ts); see catalogue.en.ts for the rest of the language.
// The dashboard's frame (the sidebar's entries in nav.en.json) and the page it opens on, the company
// search with its contacts' "Add to list": what /admin/search shows on arrival (issue 24). The other
// pages' files are DASHBOARD_PAGE_MESSAGES (dashboard-pages.en.ts).
export const DASHBOARD_FILES = import.meta.glob<Tree>(
  './dashboard/{dashboard,nav,companies,contacts}.en.json',
  {
    eager: true,
    import: 'default',
  },
)

export const DASHBOARD_EN: Tree = buildCatalogue({}, DASHBOARD_FILES, {})
