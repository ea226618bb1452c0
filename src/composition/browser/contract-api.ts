import type { Container } from 'inversify'
import type { Api } from '../../application/browser/ports/api.port.ts'
import type { Token } from '../token.ts'
import { typedResolver } from '../typed-resolution.ts'
import { SessionTokens } from './session.area.ts'

// Named by a type-level import, so the UI's path through this file to the adapters stays a lazy one.
type Transport = ReturnType<typeof import('../../adapters/browser/http/axios-transport.ts').axiosTransport>

/** Axios (SPEC §7's one client) is loaded with the first call of any area, once. */
let transport: Promise<Transport> | undefined
export const sharedTransport = (): Promise<Transport> =>
  (transport ??= import('../../adapters/browser/http/axios-transport.ts').then((http) =>
    http.axiosTransport(),
  ))

/**
 * One area's calls (a contract module, loaded in its own chunk on the first call, with the client and
 * axios) with the signed-in user's token applied inside: what the area's query hooks call. A page that
 * never calls an area never loads its schemas.
 */
export const lazyApi = <Module extends object>(
  loadModule: () => Promise<Module>,
  accessToken: () => Promise<unknown>,
): Api<Module> => {
  let client: Promise<Api<Module>> | undefined
  const connect = async () => {
    const [module, http, wire] = await Promise.all([
      loadModule(),
      import('../../adapters/browser/http/contract-client.ts'),
      sharedTransport(),
    ])
    return http.contractClient(module as Module, wire, accessToken)
  }
  return new Proxy({} as Api<Module>, {
    get: (_target, name) => {
      // `then` stays undefined, so the value is never taken for a promise.
      if (typeof name !== 'string' || name === 'then') return undefined
      return async (input?: unknown) => {
        client ??= connect()
        const call = (await client)[name as keyof Api<Module>] as unknown
        if (typeof call !== 'function') throw new Error(`the contract has no call ${name}`)
        return (call as (input?: unknown) => Promise<unknown>)(input)
      }
    },
  })
}

/** Binds an area's API: its contract module loaded lazily, the bearer token from GetAccessToken. */
export const bindContractApi = <Module extends object>(
  container: Container,
  token: Token<Api<Module>>,
  loadModule: () => Promise<Module>,
): void => {
  container.bind(token).toDynamicValue((ctx) => {
    const getAccessToken = typedResolver(ctx)(SessionTokens.GetAccessToken)
    return lazyApi(loadModule, () => getAccessToken.execute())
  })
}
