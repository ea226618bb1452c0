// Test support, not product code: the opt-out page over the real service (its routes, its data, its
// outbox) through the browser's contract client, with the app's providers; the token in the address's
// fragment as the route reads it. Nobody is signed in: both calls are public.
import { contractClient } from '../../../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../../../adapters/browser/http/wire-transport.ts'
import * as OptOutCalls from '../../../../adapters/http-contract/opt-out.ts'
import type { OptOutApi, RemovalRequest } from '../../../../application/browser/ports/opt-out.api.port.ts'
import { RequestRemoval } from '../../../../application/browser/request-removal.use-case.ts'
import { InMemoryIdentity } from '../../../../application/testing/in-memory-identity.ts'
import { OptOutTokens as T } from '../../../../composition/browser/opt-out.area.ts'
import type { Language } from '../../../../domain/preferences/language.ts'
import { AppShell } from '../../../app-shell.tsx'
import type { RealApi } from '../../../testing/real-api.fixture.ts'
import { layeredResolver, renderApp } from '../../../testing/render-app.tsx'
import { signInResolver } from '../../auth/testing/auth-test-app.tsx'
import { OptOutRoutePage } from '../opt-out-route-page.tsx'

export const renderOptOut = async (
  api: RealApi,
  options: {
    readonly language?: Language
    readonly path?: string
    /** The way to the routes (failingTransport to put a failure in front of a call). */
    readonly transport?: Transport
  } = {},
) => {
  const client = contractClient(OptOutCalls, options.transport ?? injectTransport(api.app), async () => null)
  // What the page sent, as it sent it.
  const requests: RemovalRequest[] = []
  const calls: OptOutApi = new Proxy(client, {
    get: (target, name) =>
      name === 'requestOptOut'
        ? (input: { readonly body: RemovalRequest }) => {
            requests.push(input.body)
            return target.requestOptOut(input)
          }
        : Reflect.get(target, name),
  })
  const { resolver: signIn } = signInResolver(new InMemoryIdentity())
  const resolver = layeredResolver(
    [
      [T.OptOutApi, calls],
      [T.RequestRemoval, new RequestRemoval(calls)],
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
  return { ...app, requests }
}
