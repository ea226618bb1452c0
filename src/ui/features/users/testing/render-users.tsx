// Test support, not product code: the admin users page over the real service (its routes, its users), an
// in-memory identity holding a token the service accepts, with the app's providers; `?page=` in the
// address as the route file reads it. What the page sent is recorded, and the next call can be broken.

import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import * as AdminCalls from '../../../../adapters/http-contract/admin.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import { InMemoryIdentity, type TestAccount } from '../../../../application/testing/in-memory-identity.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { UsersTokens as T } from '../../../../composition/browser/users.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { failingTransport } from '../../../testing/failing-transport.fixture.ts'
import { areaApi, type RealApi, recorded, signInAs } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { UsersPage } from '../users-page.tsx'
import { parseUsersSearch } from '../users-search.ts'

const UsersRoute = () => {
  const search = useRouterState({ select: (state) => state.location.search })
  const navigate = useNavigate()
  const goTo = useCallback(
    (page: number) => void navigate({ to: '/admin/users', search: page > 1 ? { page } : {} }),
    [navigate],
  )
  return <UsersPage page={parseUsersSearch(search).page ?? 1} onPageChange={goTo} />
}

export const renderUsers = async (
  api: RealApi,
  options: { readonly account: TestAccount; readonly language?: Language; readonly path?: string },
) => {
  const identity = new InMemoryIdentity()
  await signInAs(api, identity, options.account)
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const wire = failingTransport(injectTransport(api.app))
  const calls = recorded(areaApi(api, AdminCalls, () => token.execute(), wire))
  const resolver = layeredResolver([[T.UserAdminApi, calls.api]], signIn)
  const app = await renderApp({
    resolver,
    path: options.path ?? '/admin/users',
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/admin/users', component: UsersRoute },
      { path: '/admin/search', component: () => <p>search page</p> },
    ],
  })
  await app.settle()
  return {
    ...app,
    identity,
    /** The next call meets a broken server (a 500 with the error body), as nothing the page sends can cause. */
    failNext: (status: number) =>
      void wire.failNext(status, { code: 'INTERNAL_ERROR', message: 'Internal Server Error' }),
    /** The input of every call of this name the page made, in order. */
    sent: (name: string) => calls.calls.filter((call) => call.name === name).map((call) => call.input),
  }
}
