// Test support, not product code: the outbox page over the real calls (authorised), an in-memory identity and
// outbox gateway, with the app's providers.
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import type { InMemoryOutboxGateway } from '../../../../application/testing/in-memory-outbox.gateway.ts'
import { OutboxTokens as T } from '../../../../composition/browser/outbox.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OutboxPage } from '../outbox-page.tsx'

export const renderOutbox = async (options: {
  readonly identity: InMemoryIdentity
  readonly gateway: InMemoryOutboxGateway
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.OutboxApi, authorised(token, options.gateway)]], signIn)
  return renderApp({
    resolver,
    path: '/admin/outbox',
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/outbox', component: () => <OutboxPage page={1} onPageChange={() => {}} /> },
      { path: '/admin/search', component: () => <p>search page</p> },
    ],
  })
}
