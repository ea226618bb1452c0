import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import type { Call, TypeOf, WireSchema } from '../../http-contract/call.ts'
import { requestJson } from './request-json.ts'

/** One part of a call's input in its wire form, required exactly when the call has that part. */
type Part<K extends string, S> = S extends WireSchema
  ? { readonly [P in K]: S['Encoded'] }
  : { readonly [P in K]?: undefined }

/**
 * What the browser sends for a call, as the contract's schemas encode it: path parameters and query
 * values as strings, the body as JSON. The types come from the contract, so a gateway cannot send a
 * field the service does not read.
 */
export type CallInput<C extends Call> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']>

const pathOf = (path: string, params: Readonly<Record<string, string>> | undefined) =>
  path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params?.[name] ?? ''))

/** The request a call's input makes: its path filled in, its query and its body. */
export const requestOf = <C extends Call>(call: C, input: CallInput<C>): AxiosRequestConfig => ({
  method: call.method,
  url: pathOf(call.path, input.params as Readonly<Record<string, string>> | undefined),
  ...(input.query === undefined ? {} : { params: input.query }),
  ...(input.body === undefined ? {} : { data: input.body }),
})

/**
 * Makes one contract call through the shared client (requestJson): the answer decoded by the call's
 * response schema, or the failure as data. Fields the service adds are dropped, not refused (effect's
 * decoding ignores excess keys), so an older page keeps working against a newer service.
 */
export const callApi = <C extends Call & { readonly response: WireSchema }>(
  client: AxiosInstance,
  accessToken: string | null,
  call: C,
  input: CallInput<C>,
): Promise<TypeOf<C['response']> | ApiCallFailed> =>
  requestJson(client, accessToken, requestOf(call, input), call.response) as Promise<
    TypeOf<C['response']> | ApiCallFailed
  >
