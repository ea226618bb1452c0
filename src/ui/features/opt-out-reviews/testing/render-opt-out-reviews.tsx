// Test support, not product code: the removal-review page over the real calls (authorised), an in-memory identity and
// reviews gateway, with the app's providers.
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import type { InMemoryOptOutReviewsGateway } from '../../../../application/testing/in-memory-opt-out-reviews.gateway.ts'
import { OptOutTokens as T } from '../../../../composition/browser/opt-out.area.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OptOutReviewsPage } from '../opt-out-reviews-page.tsx'

export const renderOptOutReviews = async (options: {
  readonly identity: InMemoryIdentity
  readonly gateway: InMemoryOptOutReviewsGateway
}) => {
  const { resolver: signIn } = signInResolver(options.identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.OptOutReviewsApi, authorised(token, options.gateway)]], signIn)
  return renderApp({
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
}
