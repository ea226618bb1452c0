import { API_CLIENT, AREA_CALLS, HOME_ON_DEMAND } from './home-on-demand.ts'

// What `/admin/search` (the page the dashboard opens on) loads on arrival, signed in: the app, the
// sign-in session and the API client (a signed-in page calls at once), the routes it matches, and every
// dynamic import not declared here. Each pattern is a claim, checked in Chromium by
// tests/e2e/rough-edges.e2e.test.ts: anything the page loads must be counted.
export const DASHBOARD_ROUTE_FILES: readonly string[] = [
  'src/ui/routes/__root.tsx',
  'src/ui/routes/admin.tsx',
  'src/ui/routes/admin/search.tsx',
]

/**
 * Code the dashboard loads only when it is opened: dialogs, sheets and toasts (as on `/`), the other
 * language's messages, the home page's profile result. A new dashboard page needs nothing here: its
 * route's chunk loads when someone goes there (TanStack Router's autoCodeSplitting). Code a page loads
 * on a click goes behind `lazy(() => import(…))` or `import()` and, if it is not a `-dialog`/`-sheet`
 * file, gets a line here.
 */
export const DASHBOARD_ON_DEMAND: readonly RegExp[] = [
  ...HOME_ON_DEMAND.filter(
    // Signed in, the page reads the session and calls the API at once: both count, with the calls of
    // the areas it opens on (listed below are the other pages' areas).
    (pattern) => !/oidc/.test(pattern.source) && pattern !== API_CLIENT && pattern !== AREA_CALLS,
  ),
  // oidc-client-ts and jose: a signed-in page reads its token from storage (web-session.ts); they load
  // to refresh a token that has run out, and to sign in or out.
  /^src\/adapters\/browser\/oidc\/connect-oidc-identity\.ts$/,
  // The calls of the other dashboard pages' areas: each loads with the first call its page makes (the
  // search page's own, the session's and the credits' are not listed, so they count).
  /^src\/adapters\/http-contract\/(?:admin|api-keys|contacts-workspace|enrichment|invitation|opt-out|orders|webhooks)\.ts$/,
  // The user menu's dropdown and the icon rail's tooltips: on the first press, hover or collapse.
  /-(?:dropdown|tooltip)\.tsx$/,
  // The dashboard's other languages' messages (loaded instead of English, never with it).
  /^src\/ui\/i18n\/dashboard\.(?!en\.)[a-z-]+\.ts$/,
  // The messages of the dashboard's other pages: with the first of them opened.
  /^src\/ui\/i18n\/dashboard-pages\.[a-z-]+\.ts$/,
  // The phone formatter (libphonenumber-js): with the first revealed phone.
  /^src\/ui\/lib\/international-phone\.ts$/,
  /^node_modules\/libphonenumber-js\//,
]

/** What `/admin/search` loads on arrival, signed in: the app and its routes, as it runs at once. */
export const DASHBOARD_ARRIVAL = {
  onDemand: DASHBOARD_ON_DEMAND,
  withRoutes: true,
  routeFiles: DASHBOARD_ROUTE_FILES,
} as const
