import type { GetAccessToken } from './get-access-token.use-case.ts'
import type { TokenUnavailable } from './ports/api-call-failed.ts'
import { withAccessToken } from './with-access-token.ts'

/**
 * A gateway's calls with the bearer token applied (SPEC §7): each takes the call's own arguments and
 * answers what the gateway answers, or TokenUnavailable when no token could be had (the call was not
 * made). What the dashboard's query hooks call, instead of one forwarding use case per call.
 */
export type Authorised<Gateway> = {
  readonly [Call in keyof Gateway]: Gateway[Call] extends (
    accessToken: string,
    ...args: infer Args
  ) => Promise<infer Answer>
    ? (...args: Args) => Promise<Answer | TokenUnavailable>
    : never
}

type AnyCall = (accessToken: string, ...args: unknown[]) => Promise<unknown>

/**
 * Every call of `gateway` behind `withAccessToken`. The gateway is touched only when a call is made, so
 * a gateway whose adapter loads on first use (the composition's `lazyGateway`) still loads late.
 */
export const authorised = <Gateway extends object>(
  getAccessToken: GetAccessToken,
  gateway: Gateway,
): Authorised<Gateway> =>
  new Proxy({} as Authorised<Gateway>, {
    get: (_target, call) => {
      // `then` stays undefined, so the value is never taken for a promise.
      if (typeof call !== 'string' || call === 'then') return undefined
      return (...args: unknown[]) =>
        withAccessToken(getAccessToken, (token) => {
          const method = (gateway as Record<string, AnyCall>)[call]
          if (typeof method !== 'function') throw new Error(`the gateway has no call ${call}`)
          return method.call(gateway, token, ...args) as never
        })
    },
  })
