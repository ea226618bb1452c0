// Test support: fast-check arbitraries for requests to the API. Each request starts from a valid call
// of one route (so it can reach deep: past the token check, the schemas, into the use case) and breaks
// some of its parts: path parameters, query, body, content type, headers, method, token.
import fc from 'fast-check'
import { bodyOf, isRecord, jsonValue } from './api-fuzz.bodies.ts'
import { authorizationOf, CONTENT_TYPES, extraHeaders } from './api-fuzz.headers.ts'
import type { DocumentedStatuses } from './api-fuzz.statuses.ts'
import { encode, fuzzText, headerText, urlText } from './api-fuzz.texts.ts'

/** A valid call of one route, the starting point of its fuzzed requests. */
export type FuzzTarget = {
  readonly method: string
  /** Fastify syntax, `/api/invitation/:id`. */
  readonly path: string
  readonly params: Readonly<Record<string, string>>
  readonly query: Readonly<Record<string, string>>
  readonly body: unknown
}

export type FuzzPool = {
  /** One per operation of the OpenAPI document. */
  readonly targets: readonly FuzzTarget[]
  /** The statuses the document allows a request. */
  readonly documented: DocumentedStatuses
  /** Valid tokens (a user, an administrator…) and refused ones (expired, forged…), by name. */
  readonly tokens: Readonly<Record<string, string>>
}

export type FuzzRequest = {
  readonly method: string
  readonly url: string
  readonly headers: Readonly<Record<string, string>>
  readonly payload?: string
}
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'] as const

const pathOf = (target: FuzzTarget): fc.Arbitrary<string> => {
  const names = Object.keys(target.params)
  return fc
    .tuple(
      fc.tuple(...names.map((name) => urlText(target.params[name] ?? ''))),
      fc.oneof(
        { arbitrary: fc.constant(''), weight: 12 },
        fc.constantFrom('/', '//', '/..', '/.', '%2F', ';jsessionid=1', '.json', '/extra'),
      ),
      fc.oneof({ arbitrary: fc.constant(false), weight: 12 }, fc.constant(true)),
    )
    .map(([values, suffix, shout]) => {
      let i = 0
      const path = target.path.replace(/:\w+/g, () => values[i++] ?? '')
      return (shout ? path.toUpperCase() : path) + suffix
    })
}

const queryKey = (known: readonly string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['page'])), weight: 4 },
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'page[]', 'page[0]', 'a[b][c]', 'zzz', ''),
    fuzzText.map((key) => key.slice(0, 100)),
  )

/** A query string: the valid pairs kept, dropped, repeated, replaced or joined by strangers. */
const queryOf = (target: FuzzTarget): fc.Arbitrary<string> => {
  const valid = Object.entries(target.query)
  const known = valid.map(([key]) => key)
  const pair = fc.tuple(queryKey(known), fc.oneof(urlText('1'), fc.constantFrom('0', '-1', '100001', '1e3')))
  return fc
    .tuple(
      fc.subarray(valid),
      fc.array(pair, { maxLength: 6 }),
      fc.constantFrom('&', '&&', ';'),
      fc.oneof({ arbitrary: fc.constant(''), weight: 6 }, fc.constantFrom('&', '=', '=x', 'flag', '&&=&')),
    )
    .map(([kept, extra, joiner, tail]) => {
      const pairs = [
        ...kept.map(([key, value]) => `${encode(key)}=${encode(value)}`),
        ...extra.map(([key, value]) => `${key}=${value}`),
      ]
      const text = pairs.join(joiner) + tail
      return text === '' ? '' : `?${text}`
    })
}

type Slot = { readonly part: 'param' | 'query' | 'body'; readonly key: string }

const slotsOf = (target: FuzzTarget): Slot[] => [
  ...Object.keys(target.params).map((key) => ({ part: 'param' as const, key })),
  ...Object.keys(target.query).map((key) => ({ part: 'query' as const, key })),
  { part: 'query', key: 'zzz' },
  ...(isRecord(target.body)
    ? [...Object.keys(target.body), 'extra'].map((key) => ({ part: 'body' as const, key }))
    : []),
]

/**
 * The valid call, by a caller its access check lets through, with exactly one value replaced: the
 * likeliest way to reach a handler or a query with text nobody planned for.
 */
const focusedRequest = (pool: FuzzPool, target: FuzzTarget): fc.Arbitrary<FuzzRequest> => {
  const tokens = ['admin', 'admin', 'user', 'other'].map((name) => pool.tokens[name] ?? '')
  return fc
    .record({
      slot: fc.constantFrom(...slotsOf(target)),
      text: fuzzText,
      json: fc.oneof({ arbitrary: fc.constant(undefined), weight: 4 }, jsonValue(['x'])),
      token: fc.constantFrom(...tokens),
    })
    .map(({ slot, text, json, token }) => {
      const params = { ...target.params }
      const query: Record<string, string> = { ...target.query }
      const body: unknown = isRecord(target.body) ? { ...target.body } : target.body
      if (slot.part === 'param') params[slot.key] = text
      if (slot.part === 'query') query[slot.key] = text
      if (slot.part === 'body' && isRecord(body))
        Object.defineProperty(body, slot.key, { value: json ?? text, enumerable: true, writable: true })
      const path = target.path.replace(/:(\w+)/g, (_, name: string) => encode(params[name] ?? ''))
      const search = Object.entries(query)
        .map(([key, value]) => `${encode(key)}=${encode(value)}`)
        .join('&')
      return {
        method: target.method,
        url: search === '' ? path : `${path}?${search}`,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      }
    })
}

/** One request to one route: one value broken (focused), or any of its parts (chaotic), or none. */
export const fuzzRequest = (pool: FuzzPool): fc.Arbitrary<FuzzRequest> =>
  fc
    .constantFrom(...pool.targets)
    .chain((target) => fc.oneof(focusedRequest(pool, target), chaoticRequest(pool, target)))

const chaoticRequest = (pool: FuzzPool, target: FuzzTarget): fc.Arbitrary<FuzzRequest> =>
  fc
    .record({
      method: fc.oneof({ arbitrary: fc.constant(target.method), weight: 12 }, fc.constantFrom(...METHODS)),
      path: pathOf(target),
      query: queryOf(target),
      body: bodyOf(target.body),
      contentType: fc.oneof(
        { arbitrary: fc.constant('application/json'), weight: 6 },
        { arbitrary: fc.constantFrom(...CONTENT_TYPES), weight: 3 },
        headerText(60),
      ),
      authorization: authorizationOf(pool.tokens),
      headers: extraHeaders,
    })
    .map(({ method, path, query, body, contentType, authorization, headers }) => ({
      method,
      url: path + query,
      headers: {
        ...headers,
        ...(authorization === undefined ? {} : { authorization }),
        ...(body === undefined ? {} : { 'content-type': contentType }),
      },
      ...(body === undefined ? {} : { payload: body }),
    }))
