import type { MessagePart } from './message-part.ts'

/** The dashboard's messages (/admin): its frame and every area in it. */
export const DASHBOARD_MESSAGES: MessagePart = {
  name: 'dashboard',
  load: {
    en: () => import('./dashboard.en.ts').then((module) => module.DASHBOARD_EN),
    zh: () => import('./dashboard.zh.ts').then((module) => module.DASHBOARD_ZH),
  },
}
