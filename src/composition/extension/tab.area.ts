import type { Container } from 'inversify'
import { LookAtCurrentTab } from '../../application/browser/look-at-current-tab.use-case.ts'
import type { CurrentTab } from '../../application/browser/ports/current-tab.port.ts'
import { token } from '../token.ts'

/** What only the browser extension's popup asks for: the tab it is opened over. */
export const ExtensionTokens = {
  LookAtCurrentTab: token<LookAtCurrentTab>('LookAtCurrentTab'),
} as const

// The tab's adapter comes from the container that builds the area (as the other areas' adapters do), so
// the popup, which imports the tokens from here, does not carry the adapter in its own imports.
export const bindTabArea = (container: Container, adapters: { readonly currentTab: CurrentTab }): void => {
  container.bind(ExtensionTokens.LookAtCurrentTab).toConstantValue(new LookAtCurrentTab(adapters.currentTab))
}
