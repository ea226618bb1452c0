// Test support, not product code: the account page against the real service with its embedded identity
// provider (the accounts the page changes are the provider's), through the browser's contract client,
// signed in on an in-memory identity with a token the service accepts, with the app's providers.
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import * as UserCalls from '../../../../adapters/http-contract/user.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { AccountTokens as T } from '../../../../composition/browser/account.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { EmbeddedIdentityApi } from '../../../../composition/testing/account-world.fixture.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { AccountPage } from '../account-page.tsx'

export const renderAccount = async (options: {
  readonly api: EmbeddedIdentityApi
  /** Signed in with a token of the service's provider. */
  readonly identity: InMemoryIdentity
  readonly language?: Language
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const account = contractClient(UserCalls, injectTransport(options.api.app), () => token.execute())
  const resolver = layeredResolver([[T.AccountApi, account]], signIn)
  return renderApp({
    resolver,
    path: '/admin/account',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/account', component: AccountPage }],
  })
}
