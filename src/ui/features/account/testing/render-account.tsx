// Test support, not product code: the account page over the real calls (authorised), an in-memory
// identity and account gateway, with the app's providers.
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryAccountGateway } from '../../../../application/testing/in-memory-account.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { AccountTokens as T } from '../../../../composition/browser/account.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { AccountPage } from '../account-page.tsx'

export const renderAccount = async (options: {
  readonly identity: InMemoryIdentity
  readonly gateway: InMemoryAccountGateway
  readonly language?: Language
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.AccountApi, authorised(token, options.gateway)]], signIn)
  return renderApp({
    resolver,
    path: '/admin/account',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/account', component: AccountPage }],
  })
}
