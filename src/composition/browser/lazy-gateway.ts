import type { AxiosInstance } from 'axios'

type AsyncMethods<G> = {
  [K in keyof G]: G[K] extends (...args: infer A) => Promise<infer R> ? (...args: A) => Promise<R> : never
}

/**
 * A gateway whose adapter (and the axios client under it) is imported on its first call, in its own
 * chunk, so pages that never call it never load it. Every method of a gateway port returns a promise,
 * so a stand-in can forward each call once the adapter has arrived.
 */
export const lazyGateway = <G extends AsyncMethods<G>>(connect: () => Promise<G>): G => {
  let adapter: Promise<G> | undefined
  return new Proxy({} as G, {
    get: (_target, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined
      return async (...args: unknown[]) => {
        adapter ??= connect()
        const loaded = await adapter
        const call = loaded[method as keyof G] as unknown as (...a: unknown[]) => Promise<unknown>
        return call.apply(loaded, args)
      }
    },
  })
}

/** The shared JSON client of SPEC §7, created once, when the first gateway needs it. */
let client: Promise<AxiosInstance> | undefined
export const sharedApiClient = (): Promise<AxiosInstance> =>
  (client ??= import('../../adapters/browser/http/api-client.ts').then((http) => http.createApiClient()))
