// Test support, not product code: the admin invitations page over the real use cases, an in-memory
// identity and invitations gateway, with the app's providers (query, alert dialog, toasts).

import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryInvitationsGateway } from '../../../../application/testing/in-memory-invitations.gateway.ts'
import { InvitationsTokens as T } from '../../../../composition/browser/invitations.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { InvitationsPage } from '../invitations-page.tsx'

/** Someone signed in at the in-memory provider: an admin unless told otherwise. */
export const signedInIdentity = (admin = true) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'boss', username: 'boss', email: null, admin })
  return identity
}

export const renderInvitations = async (
  options: {
    readonly identity?: InMemoryIdentity
    readonly gateway?: InMemoryInvitationsGateway
    readonly language?: Language
  } = {},
) => {
  const identity = options.identity ?? signedInIdentity()
  const gateway = options.gateway ?? new InMemoryInvitationsGateway()
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.InvitationsApi, authorised(token, gateway)]], signIn)
  const app = await renderApp({
    resolver,
    path: '/admin/invitation',
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/invitation', component: InvitationsPage },
      { path: '/admin/search', component: () => <p>search page</p> },
    ],
  })
  await app.settle()
  return { ...app, gateway, identity }
}
