import type { LookAtCurrentTab } from '../../application/browser/look-at-current-tab.use-case.ts'
import { token } from '../token.ts'

/** What only the browser extension's popup asks for (bound in extension.container.ts). */
export const ExtensionTokens = {
  LookAtCurrentTab: token<LookAtCurrentTab>('LookAtCurrentTab'),
} as const
