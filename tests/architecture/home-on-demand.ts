// Dynamic imports `/` does not make on arrival for a signed-out visitor reading English: each pattern is
// a claim, checked in Chromium by tests/e2e/first-load.e2e.test.ts (anything `/` loads must be counted).
// Everything else a first-load chunk imports dynamically counts against the budget. Routes other than
// `/` are never counted (their split chunks load when someone navigates there).
/** The browser's HTTP adapter: the contract client, its transport, the session's user-info call. */
export const API_CLIENT =
  /^src\/adapters\/browser\/http\/(?:contract-client|axios-transport|contract-user-info\.gateway)\.ts$/

/** The wire contract's modules: each area's calls and their schemas. */
export const AREA_CALLS = /^src\/adapters\/http-contract\/[a-z-]+\.ts$/

export const HOME_ON_DEMAND: readonly RegExp[] = [
  // Signing in, and the API calls only a signed-in user makes.
  /^src\/adapters\/browser\/oidc\//,
  // The contract client, its transport and an area's calls load with the area's first call.
  API_CLIENT,
  AREA_CALLS,
  // Dialogs, sheets and toasts open after a click or a call.
  /-(?:dialog|sheet)\.tsx$/,
  /\/app-toaster\.tsx$/,
  /^node_modules\/sonner\//,
  // The result of a profile search.
  /^src\/ui\/features\/home\/profile-result\.tsx$/,
  // Another language's texts: loaded instead of English, never with it.
  /^src\/ui\/i18n\/catalogue\.(?!en\.)[a-z-]+\.ts$/,
]

// The app itself: a page the server drew (`/`) fetches it at the visitor's first sign of use.
export const THE_APP: RegExp = /^src\/composition\/page\/start-app\.tsx$/

/** What `/` loads on arrival, before the visitor does anything: neither the app nor its routes. */
export const HOME_ARRIVAL = { onDemand: [...HOME_ON_DEMAND, THE_APP], withRoutes: false } as const
/** What `/` has loaded once the app runs (after the visitor's first sign of use). */
export const HOME_WITH_APP = { onDemand: HOME_ON_DEMAND, withRoutes: true } as const
