// Test support, not product code: the Contacts page over the real service (its routes, its database)
// through the browser's contract client, with an in-memory identity signed in as the account.
import * as ContactsWorkspaceCalls from '../../../../adapters/http-contract/contacts-workspace.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity, type TestAccount } from '../../../../application/testing/in-memory-identity.ts'
import { ContactsWorkspaceTokens as T } from '../../../../composition/browser/contacts-workspace.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { areaApi, type RealApi, tokenFor } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { ContactsPage } from '../contacts-page.tsx'

export const renderContacts = async (options: {
  readonly api: RealApi
  readonly account: TestAccount
  readonly language?: Language
}) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly(options.account, await tokenFor(options.api, options.account))
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const contacts = areaApi(options.api, ContactsWorkspaceCalls, () => token.execute())
  const resolver = layeredResolver([[T.ContactsWorkspaceApi, contacts]], signIn)
  return renderApp({
    resolver,
    path: '/admin/contacts',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/contacts', component: ContactsPage }],
  })
}
