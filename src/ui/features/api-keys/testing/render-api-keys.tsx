// Test support, not product code: the API keys page over the real calls (authorised), an in-memory
// identity and in-memory key and webhook gateways, with the app's providers.
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryApiKeysGateway } from '../../../../application/testing/in-memory-api-keys.gateway.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import type { InMemoryWebhooksGateway } from '../../../../application/testing/in-memory-webhooks.gateway.ts'
import { ApiKeysTokens as T } from '../../../../composition/browser/api-keys.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { ApiKeysPage } from '../api-keys-page.tsx'

export const renderApiKeys = async (options: {
  readonly identity: InMemoryIdentity
  readonly keys: InMemoryApiKeysGateway
  readonly webhooks: InMemoryWebhooksGateway
  readonly language?: 'en' | 'zh'
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver(
    [
      [T.ApiKeysApi, authorised(token, options.keys)],
      [T.WebhooksApi, authorised(token, options.webhooks)],
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
