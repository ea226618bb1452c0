// Test support, not product code: the admin invitations page over the real service (its routes, its
// database) through the browser's contract client, an in-memory identity holding a token the service
// accepts, with the app's providers (query, alert dialog, toasts).

import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as InvitationCalls from '../../../../adapters/http-contract/invitation.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InvitationsApi } from '../../../../application/browser/ports/invitations.api.port.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InvitationsTokens as T } from '../../../../composition/browser/invitations.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { type RealApi, signInAs } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { InvitationsPage } from '../invitations-page.tsx'

/** Someone signed in at the in-memory provider: an admin unless told otherwise (no token the service takes). */
export const signedInIdentity = (admin = true) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly({ sub: 'boss', username: 'boss', email: null, admin })
  return identity
}

/** The area's calls, each call's name recorded as the page makes it. */
const recording = (api: InvitationsApi, calls: string[]): InvitationsApi =>
  new Proxy(api, {
    get: (target, name) => {
      const call = Reflect.get(target, name) as unknown
      if (typeof name !== 'string' || typeof call !== 'function') return call
      return (input?: unknown) => {
        calls.push(name)
        return (call as (input?: unknown) => unknown)(input)
      }
    },
  })

export const renderInvitations = async (
  api: RealApi,
  options: {
    readonly admin?: boolean
    readonly language?: Language
    /** The way to the routes (failingTransport to put a failure in front of a call). */
    readonly transport?: Transport
  } = {},
) => {
  const identity = new InMemoryIdentity()
  await signInAs(api, identity, { sub: 'boss', username: 'boss', email: null, admin: options.admin ?? true })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const calls: string[] = []
  const client = contractClient(InvitationCalls, options.transport ?? injectTransport(api.app), () =>
    token.execute(),
  )
  const resolver = layeredResolver([[T.InvitationsApi, recording(client, calls)]], signIn)
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
  return { ...app, calls, identity }
}
