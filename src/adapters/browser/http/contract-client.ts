import { Result, Schema } from 'effect'
import type { Api, CallFailed } from '../../../application/browser/ports/api.port.ts'
import { apiCallFailed, type TokenUnavailable } from '../../../application/browser/ports/api-call-failed.ts'
import { type Call, isBinaryMediaType, isTextMediaType, type WireSchema } from '../../http-contract/call.ts'
import { isCall } from '../../http-contract/call-shapes.ts'
import { filenameOf } from './content-disposition.ts'
import { readErrorBody } from './error-body.ts'
import { isUnanswered, type Transport, type WireResponse } from './wire-transport.ts'

/**
 * The bearer token for a call that needs one (GetAccessToken): a string, or anything else when none can
 * be had (then the call is not made).
 */
export type AccessTokenSource = () => Promise<unknown>

const NO_TOKEN: TokenUnavailable = { _tag: 'TokenUnavailable' }

type LooseInput = {
  readonly params?: unknown
  readonly query?: unknown
  readonly body?: unknown
  readonly form?: FormData
  readonly idempotencyKey?: string
}

// A part the caller holds in its decoded form goes out in its wire form; one the schema refuses is
// never sent: the service would refuse it the same way (400 INVALID_REQUEST).
const encodePart = (schema: WireSchema | undefined, value: unknown) => {
  if (schema === undefined || value === undefined) return Result.succeed(undefined)
  return Schema.encodeUnknownResult(schema)(value)
}

const fillPath = (path: string, params: unknown) =>
  path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String((params as Record<string, unknown> | undefined)?.[name] ?? '')),
  )

const queryString = (query: unknown) => {
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item))
  }
  const text = search.toString()
  return text === '' ? '' : `?${text}`
}

const textOf = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

const jsonOf = (bytes: Uint8Array): unknown => {
  try {
    return JSON.parse(textOf(bytes))
  } catch {
    return undefined
  }
}

const UNEXPECTED = 'an answer of an unexpected shape'

// A success read as the call says it answers: JSON decoded by its schema, text, or a download.
const answerOf = (call: Call, response: WireResponse): unknown => {
  if (call.download !== true && isTextMediaType(call.produces)) return textOf(response.bytes)
  if (call.download === true || isBinaryMediaType(call.produces))
    return {
      filename: filenameOf(response.headers['content-disposition']) ?? 'download',
      bytes: response.bytes,
    }
  if (call.response === undefined) return undefined
  const decoded = Schema.decodeUnknownResult(call.response)(jsonOf(response.bytes))
  return Result.isSuccess(decoded) ? decoded.success : apiCallFailed(response.status, { message: UNEXPECTED })
}

// An upload of 20 MB, or a large result file, on a slow line takes longer than the usual 60 s.
const FILE_TIMEOUT_MS = 10 * 60_000

const carriesAFile = (call: Call) =>
  call.multipart !== undefined || call.download === true || isBinaryMediaType(call.produces)

const requestOf = (call: Call, input: LooseInput, token: string | null) => {
  const params = encodePart(call.params, input.params)
  const query = encodePart(call.query, input.query)
  const body = encodePart(call.body, input.body)
  for (const part of [params, query, body])
    if (Result.isFailure(part))
      return apiCallFailed(400, { code: 'INVALID_REQUEST', message: part.failure.message })
  const json = Result.getOrUndefined(body)
  return {
    method: call.method,
    url: fillPath(call.path, Result.getOrUndefined(params)) + queryString(Result.getOrUndefined(query)),
    headers: {
      accept: 'application/json',
      ...(token === null ? {} : { authorization: `Bearer ${token}` }),
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(input.idempotencyKey === undefined ? {} : { 'idempotency-key': input.idempotencyKey }),
    },
    ...(carriesAFile(call) ? { timeoutMs: FILE_TIMEOUT_MS } : {}),
    ...(input.form !== undefined
      ? { body: input.form }
      : json === undefined
        ? {}
        : { body: JSON.stringify(json) }),
  }
}

/** One call: the token if it needs one, the request in its wire form, the answer decoded. Never throws. */
const makeCall = async (
  call: Call,
  input: LooseInput,
  transport: Transport,
  accessToken: AccessTokenSource,
): Promise<unknown> => {
  let token: string | null = null
  if (call.access !== 'public') {
    const given = await accessToken()
    if (typeof given !== 'string') return NO_TOKEN
    token = given
  }
  const request = requestOf(call, input, token)
  if ('_tag' in request) return request
  const response = await transport(request)
  if (isUnanswered(response)) return apiCallFailed(response.unanswered, { message: response.message })
  if (response.status < 200 || response.status >= 300)
    return apiCallFailed(response.status, readErrorBody(jsonOf(response.bytes))) satisfies CallFailed
  return answerOf(call, response)
}

/**
 * The browser's one HTTP adapter (DESIGN rule 12): every call of a contract module as a function by its
 * export name, over a transport, with the access token applied inside.
 */
export const contractClient = <Module extends object>(
  module: Module,
  transport: Transport,
  accessToken: AccessTokenSource,
): Api<Module> =>
  new Proxy({} as Api<Module>, {
    get: (_target, name) => {
      if (typeof name !== 'string') return undefined
      const call = (module as Record<string, unknown>)[name]
      if (!isCall(call)) return undefined
      return (input: LooseInput = {}) => makeCall(call, input, transport, accessToken)
    },
  })
