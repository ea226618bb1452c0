import type { ErrorPage } from './error-outcome.ts'

/** A component threw while rendering (SPEC §2: Refresh Page and Back to Home buttons). */
export const errorBoundaryPage: ErrorPage = {
  _tag: 'ErrorPage',
  page: 'errorBoundary',
  titleKey: 'errors.boundary.title',
  refreshKey: 'errors.boundary.refresh',
  homeKey: 'errors.actions.back_home',
  runCallerHandlers: false,
}

/** No route matched (SPEC §2: back-home button only). */
export const notFoundPage: ErrorPage = {
  _tag: 'ErrorPage',
  page: 'notFound',
  titleKey: 'errors.not_found.title',
  refreshKey: null,
  homeKey: 'errors.actions.back_home',
  runCallerHandlers: false,
}
