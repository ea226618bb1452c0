import type { Container } from 'inversify'
import { GetPreferredLanguage } from '../../application/browser/get-preferred-language.use-case.ts'
import type { PreferencesStore } from '../../application/browser/ports/preferences.port.ts'
import { SetPreferredLanguage } from '../../application/browser/set-preferred-language.use-case.ts'
import { token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'

/** The visitor's language, kept on this device (the web app's storage, or the extension's). */
export const PreferencesTokens = {
  PreferencesStore: token<PreferencesStore>('PreferencesStore'),
  GetPreferredLanguage: token<GetPreferredLanguage>('GetPreferredLanguage'),
  SetPreferredLanguage: token<SetPreferredLanguage>('SetPreferredLanguage'),
} as const

export const bindPreferencesArea = (container: Container, store: PreferencesStore): void => {
  const T = PreferencesTokens
  container.bind(T.PreferencesStore).toConstantValue(store)
  container
    .bind(T.GetPreferredLanguage)
    .toDynamicValue((ctx) => new GetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
  container
    .bind(T.SetPreferredLanguage)
    .toDynamicValue((ctx) => new SetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
}
