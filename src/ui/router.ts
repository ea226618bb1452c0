import { createRouter, type RouterHistory } from '@tanstack/react-router'
import { routeTree } from './route-tree.gen.ts'

/**
 * The app's router. The server draws a page with a memory history of the address asked for, and no
 * scroll restoration: on the server it would add an inline script, which the CSP refuses.
 */
export const createAppRouter = (history?: RouterHistory) =>
  createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: history === undefined,
    ...(history === undefined ? {} : { history }),
  })

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
