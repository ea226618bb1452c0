import { Schema } from 'effect'
import { keyScopeFor } from '../../../http-contract/call.ts'
import { callNameOf } from '../../../http-contract/call-names.ts'
import { CALL_TAGS } from '../../../http-contract/call-tags.ts'
import { IDEMPOTENCY_HEADER } from './idempotent-run.ts'
import { ERROR_BODY, errorResponses } from './openapi-responses.ts'
import { type AnyRoute, isBinaryMediaType, isTextMediaType } from './route.ts'

type JsonObject = Record<string, unknown>

const jsonSchemaOf = (schema: Schema.Constraint): JsonObject => {
  const document = Schema.toJsonSchemaDocument(schema)
  const definitions = document.definitions as JsonObject
  // Inline documents only: a schema with named definitions would need its $refs rewritten.
  if (Object.keys(definitions).length > 0) return { ...document.schema, $defs: definitions }
  return document.schema as JsonObject
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/** Query and path parameters, one per property of the route's (struct) schema. */
const parametersOf = (schema: Schema.Constraint | undefined, where: 'path' | 'query') => {
  if (schema === undefined) return []
  const json = jsonSchemaOf(schema)
  const properties = (json.properties ?? {}) as Record<string, JsonObject>
  const required = new Set((json.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }))
}

/** Which API keys may make the call, in words and as `x-api-key-scope`. */
const keyScopeOf = (route: AnyRoute) => {
  if (route.access === 'public') return { description: 'Public: no token or API key is needed.' }
  const rule = route.keyScope
  const scope = rule !== undefined && typeof rule !== 'string' ? rule.note : (keyScopeFor(route, {}) ?? null)
  return {
    description:
      scope === null
        ? 'Browser sessions only: no API key may make this call.'
        : `API key scope: ${scope.startsWith('`') ? scope : `\`${scope}\``}.${
            route.idempotent === true ? ' Takes an `Idempotency-Key`.' : ''
          }`,
    'x-api-key-scope': scope,
  }
}

const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  description:
    'Any unique text (a UUID): the first answer is kept 24 hours and replayed for the same request ' +
    '(with `Idempotent-Replayed: true`), so a retry never charges or creates twice.',
  schema: { type: 'string', minLength: 1, maxLength: 255 },
}

// `getApiUserInfo` for a route the contract does not name (a test keeps there being none).
const fallbackName = (route: AnyRoute) =>
  route.method.toLowerCase() + route.path.replace(/[^A-Za-z0-9]+(\w)/g, (_, c: string) => c.toUpperCase())

const operationOf = (route: AnyRoute) => ({
  operationId: callNameOf(route) ?? fallbackName(route),
  summary: route.summary,
  ...keyScopeOf(route),
  tags: [route.tag],
  // A public call says so (an empty requirement), rather than leaving a reader to guess.
  security: route.access === 'public' ? [] : [{ bearer: [] }],
  ...(route.access === 'admin' ? { 'x-required-role': 'admin' } : {}),
  parameters: [
    ...parametersOf(route.params, 'path'),
    ...parametersOf(route.query, 'query'),
    ...(route.idempotent === true ? [IDEMPOTENCY_PARAMETER] : []),
  ],
  ...(route.multipart !== undefined
    ? {
        requestBody: {
          required: true,
          content: {
            'multipart/form-data': {
              schema: {
                type: 'object',
                required: ['file'],
                properties: Object.fromEntries(
                  Object.entries(route.multipart.fields).map(([name, description]) => [
                    name,
                    name === 'file'
                      ? { type: 'string', contentMediaType: 'application/octet-stream', description }
                      : { type: 'string', description },
                  ]),
                ),
              },
            },
          },
        },
      }
    : {}),
  ...(route.body === undefined
    ? {}
    : {
        requestBody: {
          required: true,
          content: { 'application/json': { schema: jsonSchemaOf(route.body) } },
        },
      }),
  responses: {
    [String(route.status ?? 200)]: {
      description: 'Success',
      ...(isTextMediaType(route.produces)
        ? { content: { [route.produces]: { schema: { type: 'string' } } } }
        : isBinaryMediaType(route.produces)
          ? {
              content: { [route.produces]: { schema: { type: 'string', contentMediaType: route.produces } } },
            }
          : route.response === undefined
            ? {}
            : { content: { 'application/json': { schema: jsonSchemaOf(route.response) } } }),
    },
    ...errorResponses(route),
  },
})

/** The OpenAPI 3.1 document of a route table, built from the very schemas the routes decode with. */
export const openApiDocument = (
  routes: readonly AnyRoute[],
  info: {
    readonly title: string
    readonly version: string
    /** PUBLIC_URL's origin, where the service answers; absent: addresses relative to the document's host. */
    readonly origin?: string
  },
) => {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const route of routes) {
    const path = openApiPath(route.path)
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) }
  }
  const origin = info.origin ?? ''
  const used = new Set(routes.map((route) => route.tag))
  return {
    openapi: '3.1.0',
    info: {
      title: info.title,
      version: info.version,
      description: API_DESCRIPTION,
      contact: { name: `${info.title} support`, url: `${origin}/contact-us` },
      license: { name: `${info.title} Terms of Service`, url: `${origin}/terms` },
    },
    servers: [{ url: origin === '' ? '/' : origin, description: `This ${info.title} service` }],
    tags: Object.entries(CALL_TAGS)
      .filter(([name]) => used.has(name as keyof typeof CALL_TAGS))
      .map(([name, description]) => ({ name, description })),
    components: {
      schemas: { Error: ERROR_BODY },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key (`ll_live_…`, made on the dashboard’s API keys page) or an OpenID Connect access token.',
        },
      },
    },
    paths,
  }
}

// The rules every call shares, shown at the top of the reference page (docs/api.md has them in full).
const API_DESCRIPTION = `Every call answers JSON; every error is \`{ statusCode, code, message }\`: branch on \`code\`.

## Authentication
Send \`Authorization: Bearer ll_live_…\` with an API key made on the dashboard's **API keys** page
(or a browser session's access token). A key acts as its user, with the same credits, within its scopes:
\`read\` (look-ups and exports that charge nothing), \`write\` (free changes to your own data: contact lists,
re-verification requests), \`reveal\` (anything that charges credits or places an order),
\`enrich\` (bulk jobs), \`admin\` (administrators' calls; only an administrator can give it). Each call says
which scope it needs. A revoked key is refused (401) at once.

## Rate limits
Per address, per user and per key (the key's limit follows the plan: Free 60, Basic 120, Pro 600 calls a
minute; an Enterprise (CUSTOM) plan's, per user and per key, is the one agreed with sales). Every limited
answer carries the IETF draft's \`RateLimit-Policy: "user";q=600;w=60\` and \`RateLimit: "user";r=42;t=17\`
(the limit with least left: its quota, window, what is left and the seconds until it ends), and the older
\`RateLimit-Limit\`, \`RateLimit-Remaining\`, \`RateLimit-Reset\` and \`X-RateLimit-*\`; over the limit:
429 \`RATE_LIMITED\` with \`Retry-After\` seconds.

## Requests
An unknown query parameter is refused (400 \`INVALID_REQUEST\`) on every call. Each operation lists every
status it can answer; every error has the body above. Answers are \`Cache-Control: no-store\` unless a call
says otherwise.

## Idempotency
Calls that charge or create take an \`Idempotency-Key\` header (Stripe's semantics): the first answer is kept
24 hours and replayed for the same request (\`Idempotent-Replayed: true\`); the same key with another
request is 422 \`IDEMPOTENCY_KEY_REUSED\`; while the first is still running, 409 \`IDEMPOTENCY_KEY_IN_USE\`.
Keys are per user.

## Credits
\`429 CREDITS_EXCEEDED\` (message \`Credits Exceeded\`) when no credit can pay; nothing is charged then. A
reveal never charges twice for the same person.

## Webhooks
Each delivery is a POST of a JSON event with \`LeadLens-Signature: t=<unix seconds>,v1=<hex>\`, where \`v1\` is
HMAC-SHA256 with the endpoint's secret (\`whsec_…\`) over \`<t>.<raw body>\`. Compare in constant time, and
refuse a \`t\` more than five minutes from now (a replay). There is one \`v1\` per secret that signs: after a
rotation (\`POST /api/webhooks/{id}/rotate-secret\`) the old secret keeps signing beside the new one until
\`previousSecretExpiresAt\` (24 hours by default), so accept a delivery when any \`v1\` matches. In Node.js:

\`\`\`js
import { createHmac, timingSafeEqual } from 'node:crypto'
export const verify = (rawBody, header, secret, now = Date.now()) => {
  const parts = header.split(',').map((part) => part.split('='))
  const t = parts.find(([name]) => name === 't')?.[1]
  if (t === undefined || Math.abs(now / 1000 - Number(t)) > 300) return false
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest()
  // One v1 per signing secret (two during a rotation's overlap): any may match.
  return parts
    .filter(([name]) => name === 'v1')
    .some(([, v1]) => {
      const given = Buffer.from(v1 ?? '', 'hex')
      return given.length === expected.length && timingSafeEqual(given, expected)
    })
}
\`\`\``
