// Test support, not product code: the admin users page over the real calls (authorised), an in-memory identity
// and user-admin gateway, with the app's providers; `?page=` in the address as the route file reads it.

import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useCallback } from 'react'
import { authorised } from '../../../../application/browser/authorised.ts'
import type { GetAccessToken } from '../../../../application/browser/get-access-token.use-case.ts'
import type { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryUserAdminGateway } from '../../../../application/testing/in-memory-user-admin.gateway.ts'
import { SessionTokens } from '../../../../composition/browser/session.area.ts'
import { UsersTokens as T } from '../../../../composition/browser/users.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { signedInIdentity } from '../../invitations/testing/render-invitations.tsx'
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
  options: {
    readonly identity?: InMemoryIdentity
    readonly gateway?: InMemoryUserAdminGateway
    readonly language?: Language
    readonly path?: string
  } = {},
) => {
  const identity = options.identity ?? signedInIdentity()
  const gateway = options.gateway ?? new InMemoryUserAdminGateway()
  const { resolver: signIn } = signInResolver(identity)
  const token = signIn.get(SessionTokens.GetAccessToken) as GetAccessToken
  const resolver = layeredResolver([[T.UserAdminApi, authorised(token, gateway)]], signIn)
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
  return { ...app, gateway, identity }
}
