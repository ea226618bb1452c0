import type { MessagePart } from './message-part.ts'

/**
 * The opt-out page's texts (features/opt-out.<lang>.json): read on that one public page, so fetched
 * with it and kept out of what the home page loads first (its link's label is in the site catalogue).
 */
export const OPT_OUT_MESSAGES: MessagePart = {
  name: 'optOut',
  load: {
    en: () => import('./opt-out.en.ts').then((module) => module.OPT_OUT_EN),
    zh: () => import('./opt-out.zh.ts').then((module) => module.OPT_OUT_ZH),
  },
}
