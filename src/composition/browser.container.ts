import { Container } from 'inversify'
import { LocalStoragePreferences } from '../adapters/browser/storage/local-storage-preferences.ts'
import { GetPreferredLanguage } from '../application/browser/get-preferred-language.use-case.ts'
import { SetPreferredLanguage } from '../application/browser/set-preferred-language.use-case.ts'
import { BrowserTokens as T, type Token } from './tokens.ts'
import { typedResolver } from './typed-resolution.ts'

/** What the UI may ask the container for: use cases, by token. */
export interface UseCaseResolver {
  get<Value>(token: Token<Value>): Value
}

/** The only place that decides which adapter serves each port in the browser. */
export const createBrowserContainer = (window: Window): UseCaseResolver => {
  const container = new Container({ defaultScope: 'Singleton' })
  container.bind(T.PreferencesStore).toConstantValue(new LocalStoragePreferences(window.localStorage))
  container
    .bind(T.GetPreferredLanguage)
    .toDynamicValue((ctx) => new GetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
  container
    .bind(T.SetPreferredLanguage)
    .toDynamicValue((ctx) => new SetPreferredLanguage(typedResolver(ctx)(T.PreferencesStore)))
  return container
}
