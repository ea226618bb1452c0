import type { Container } from 'inversify'
import type { ChromeApi } from '../../adapters/browser/extension/chrome-api.ts'
import { ChromeCurrentTab } from '../../adapters/browser/extension/chrome-current-tab.ts'
import { LookAtCurrentTab } from '../../application/browser/look-at-current-tab.use-case.ts'
import { token } from '../token.ts'

/** What only the browser extension's popup asks for: the tab it is opened over. */
export const ExtensionTokens = {
  LookAtCurrentTab: token<LookAtCurrentTab>('LookAtCurrentTab'),
} as const

export const bindTabArea = (
  container: Container,
  environment: { readonly chrome: ChromeApi; readonly tabId: number | null },
): void => {
  container
    .bind(ExtensionTokens.LookAtCurrentTab)
    .toConstantValue(new LookAtCurrentTab(new ChromeCurrentTab(environment.chrome, environment.tabId)))
}
