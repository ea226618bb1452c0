// Test support, not product code: the Contacts page over the real calls (authorised), an in-memory
// identity and Contacts gateway, with the app's providers.
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryContactsWorkspaceGateway } from '../../../../application/testing/in-memory-contacts-workspace.gateway.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { ContactsWorkspaceTokens as T } from '../../../../composition/browser/contacts-workspace.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { ContactsPage } from '../contacts-page.tsx'

export const renderContacts = async (options: {
  readonly gateway: InMemoryContactsWorkspaceGateway
  readonly language?: Language
}) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'ada', username: 'ada', email: null, admin: false })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.ContactsWorkspaceApi, authorised(token, options.gateway)]], signIn)
  return renderApp({
    resolver,
    path: '/admin/contacts',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/contacts', component: ContactsPage }],
  })
}
