// Test support, not product code: the opt-out page over the real use cases and an in-memory gateway,
// with the app's providers; the token in the address's fragment as the route reads it.
import { ConfirmRemoval } from '../../../../application/browser/confirm-removal.use-case.ts'
import { RequestRemoval } from '../../../../application/browser/request-removal.use-case.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { InMemoryOptOutGateway } from '../../../../application/testing/in-memory-opt-out.gateway.ts'

/** The data's addresses: Ada's is held; anyone else's is not (their requests go to review). */
export const HELD: ReadonlyMap<string, string> = new Map([['ada-lovelace', 'ada.lovelace@work.example']])

import { OptOutTokens as T } from '../../../../composition/browser/opt-out.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OptOutRoutePage } from '../opt-out-route-page.tsx'

export const renderOptOut = async (
  options: {
    readonly gateway?: InMemoryOptOutGateway
    readonly language?: Language
    readonly path?: string
  } = {},
) => {
  const gateway = options.gateway ?? new InMemoryOptOutGateway(Date.now, HELD)
  const { resolver: signIn } = signInResolver(new InMemoryIdentity())
  const resolver = layeredResolver(
    [
      [T.RequestRemoval, new RequestRemoval(gateway)],
      [T.ConfirmRemoval, new ConfirmRemoval(gateway)],
    ],
    signIn,
  )
  const app = await renderApp({
    resolver,
    path: options.path ?? '/opt-out',
    ...(options.language === undefined ? {} : { language: options.language }),
    settleMs: 10,
    shell: (page) => <AppShell>{page}</AppShell>,
    routes: [
      { path: '/opt-out', component: OptOutRoutePage },
      { path: '/privacy', component: () => <p>privacy page</p> },
    ],
  })
  // The page fetches its texts (a message part) before it shows.
  await app.until(() => document.querySelector('h1') !== null)
  return { ...app, gateway }
}
