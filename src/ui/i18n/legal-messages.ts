import type { MessagePart } from './message-part.ts'

/** The privacy policy and the terms (features/legal.<lang>.json): the longest texts, read on two pages. */
export const LEGAL_MESSAGES: MessagePart = {
  name: 'legal',
  load: {
    en: () => import('./legal.en.ts').then((module) => module.LEGAL_EN),
    zh: () => import('./legal.zh.ts').then((module) => module.LEGAL_ZH),
  },
}
