// Test support, not product code: the API keys page against the real service (its routes, its database)
// through the browser's contract client, signed in on an in-memory identity with a token the service
// accepts, with the app's providers.
import * as ApiKeysCalls from '../../../../adapters/http-contract/api-keys.ts'
import * as WebhooksCalls from '../../../../adapters/http-contract/webhooks.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity, type TestAccount } from '../../../../application/testing/in-memory-identity.ts'
import { ApiKeysTokens as T } from '../../../../composition/browser/api-keys.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { AppShell } from '../../../app-shell.tsx'
import { areaApi, type RealApi, tokenFor } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { ApiKeysPage } from '../api-keys-page.tsx'

export const renderApiKeys = async (options: {
  readonly api: RealApi
  readonly account: TestAccount
  readonly language?: 'en' | 'zh'
}) => {
  const identity = new InMemoryIdentity()
  identity.signInDirectly(options.account, await tokenFor(options.api, options.account))
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [
      [T.ApiKeysApi, areaApi(options.api, ApiKeysCalls, () => token.execute())],
      [T.WebhooksApi, areaApi(options.api, WebhooksCalls, () => token.execute())],
    ],
    signIn,
  )
  return renderApp({
    resolver,
    path: '/admin/api-keys',
    settleMs: 10,
    ...(options.language === undefined ? {} : { language: options.language }),
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [{ path: '/admin/api-keys', component: ApiKeysPage }],
  })
}
