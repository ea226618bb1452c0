// Test support, not product code: the outbox page over the real service (its routes, its outbox), an
// in-memory identity holding a token the service accepts, with the app's providers.
import * as AdminCalls from '../../../../adapters/http-contract/admin.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { OutboxTokens as T } from '../../../../composition/browser/outbox.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { AppShell } from '../../../app-shell.tsx'
import { areaApi, type RealApi, signInAs } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OutboxPage } from '../outbox-page.tsx'

export const renderOutbox = async (api: RealApi, options: { readonly admin: boolean }) => {
  const identity = new InMemoryIdentity()
  await signInAs(api, identity, { sub: 'boss', username: 'boss', email: null, admin: options.admin })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.OutboxApi, areaApi(api, AdminCalls, () => token.execute())]], signIn)
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
