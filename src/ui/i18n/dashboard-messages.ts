import type { MessagePart } from './message-part.ts'

/** The dashboard's frame (/admin) and the page it opens on, the company search (dashboard.<lang>.ts). */
export const DASHBOARD_MESSAGES: MessagePart = {
  name: 'dashboard',
  load: {
    en: () => import('./dashboard.en.ts').then((module) => module.DASHBOARD_EN),
    zh: () => import('./dashboard.zh.ts').then((module) => module.DASHBOARD_ZH),
  },
}

/**
 * The dashboard's other pages (dashboard-pages.<lang>.ts): fetched by those pages, and in the
 * background once the company search has shown, so moving on from it does not wait (issue 24).
 */
export const DASHBOARD_PAGE_MESSAGES: MessagePart = {
  name: 'dashboard-pages',
  load: {
    en: () => import('./dashboard-pages.en.ts').then((module) => module.DASHBOARD_PAGES_EN),
    zh: () => import('./dashboard-pages.zh.ts').then((module) => module.DASHBOARD_PAGES_ZH),
  },
}
