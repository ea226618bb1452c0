// Test support, not product code: the removal-review page over the real service (its routes, its
// pending requests) through the browser's contract client, an in-memory identity holding a token the
// service accepts, with the app's providers.
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import * as OptOutCalls from '../../../../adapters/http-contract/opt-out.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { OptOutApi } from '../../../../application/browser/ports/opt-out.api.port.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { OptOutTokens as T } from '../../../../composition/browser/opt-out.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import type { ReviewDecision } from '../../../../domain/opt-out/review-decision.ts'
import { AppShell } from '../../../app-shell.tsx'
import { type RealApi, signInAs } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OptOutReviewsPage } from '../opt-out-reviews-page.tsx'

export type SentDecision = { readonly id: string; readonly decision: ReviewDecision }

export const renderOptOutReviews = async (api: RealApi, options: { readonly admin: boolean }) => {
  const identity = new InMemoryIdentity()
  await signInAs(api, identity, { sub: 'boss', username: 'boss', email: null, admin: options.admin })
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const client = contractClient(OptOutCalls, injectTransport(api.app), () => token.execute())
  // The decisions the page sent, as it sent them.
  const decisions: SentDecision[] = []
  const calls: OptOutApi = new Proxy(client, {
    get: (target, name) =>
      name === 'decideOptOutReview'
        ? (input: Parameters<OptOutApi['decideOptOutReview']>[0]) => {
            decisions.push({ id: input.params.id, decision: input.body.decision })
            return target.decideOptOutReview(input)
          }
        : Reflect.get(target, name),
  })
  const resolver = layeredResolver([[T.OptOutApi, calls]], signIn)
  const app = await renderApp({
    resolver,
    path: '/admin/opt-out-reviews',
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      {
        path: '/admin/opt-out-reviews',
        component: () => <OptOutReviewsPage page={1} onPageChange={() => {}} />,
      },
      { path: '/admin/search', component: () => <p>search page</p> },
    ],
  })
  return { ...app, decisions }
}
