// Test support, not product code: the web app's pages against the real service in this process (issue
// 30 §2). A page's area calls go through the browser's own contract client over Fastify's inject, to the
// real routes on an in-memory database, so a page is tested against the one implementation of the API.
import { type AccessTokenSource, contractClient } from '../../adapters/browser/http/contract-client.ts'
import { injectTransport } from '../../adapters/browser/http/inject-transport.ts'
import type { Transport } from '../../adapters/browser/http/wire-transport.ts'
import type { Api } from '../../application/browser/ports/api.port.ts'
import type { InMemoryIdentity, TestAccount } from '../../application/testing/in-memory-identity.ts'
import { type InProcessApi, startInProcessApi } from '../../composition/testing/in-process-api.fixture.ts'

export type { InProcessApi as RealApi }

/** The service, started in this process (see startInProcessApi for `env`). */
export const startRealApi = (env: Record<string, string> = {}) => startInProcessApi(env)

/** A signed-up user who is not an administrator, `u-<name>` named `name`. */
export const userAccount = (name: string): TestAccount => ({
  sub: `u-${name}`,
  username: name,
  email: null,
  admin: false,
})

/** A token the service accepts for this account, with its name, address and role as claims. */
export const tokenFor = (api: InProcessApi, account: TestAccount) =>
  api.token(account.sub, {
    roles: account.admin ? ['admin'] : [],
    claims: {
      preferred_username: account.username,
      ...(account.email === null ? {} : { email: account.email }),
    },
  })

/** Signs the account in on the page's identity with a token the service accepts. */
export const signInAs = async (api: InProcessApi, identity: InMemoryIdentity, account: TestAccount) =>
  identity.signInDirectly(account, await tokenFor(api, account))

/** One area's calls (a contract module) over the real routes, the token taken as the page takes it. */
export const areaApi = <Module extends object>(
  api: InProcessApi,
  module: Module,
  accessToken: AccessTokenSource,
  transport: Transport = injectTransport(api.app),
): Api<Module> => contractClient(module, transport, accessToken)

/** Records the input of every call made through `api` by name, for tests that check what a page sent. */
export const recorded = <Module extends object>(api: Api<Module>) => {
  const calls: { readonly name: string; readonly input: unknown }[] = []
  const recording = new Proxy(api, {
    get: (target, name) => {
      const call = Reflect.get(target, name) as unknown
      if (typeof name !== 'string' || typeof call !== 'function') return call
      return (input?: unknown) => {
        calls.push({ name, input })
        return (call as (input?: unknown) => unknown)(input)
      }
    },
  })
  return { api: recording, calls }
}
