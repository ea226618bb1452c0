import { Schema } from 'effect'
import { API_KEY_SCOPES, MAX_KEY_NAME_LENGTH } from '../../domain/api-keys/api-key.ts'
import { defineCall } from './call.ts'
import { Count, IsoDate, Text } from './wire-schemas.ts'

// Self-serve API keys (issue 21, docs/api.md "API keys"). Browser sessions only: no key may manage keys.

/** The codes of the public API's own refusals (the browser's error table names some of them). */
export const API_KEY_CODES = {
  /** 403: the key lacks the scope this call needs, or no key may make this call. */
  scopeMissing: 'API_KEY_SCOPE_MISSING',
  adminScopeNotAllowed: 'API_KEY_ADMIN_SCOPE_NOT_ALLOWED',
  noScope: 'API_KEY_NO_SCOPE',
  tooManyKeys: 'API_KEY_LIMIT_REACHED',
  notFound: 'API_KEY_NOT_FOUND',
  /** Idempotency-Key: the key was used with another request. */
  idempotencyMismatch: 'IDEMPOTENCY_KEY_REUSED',
  /** Idempotency-Key: the first request with this key is still running. */
  idempotencyInProgress: 'IDEMPOTENCY_KEY_IN_USE',
  idempotencyInvalid: 'IDEMPOTENCY_KEY_INVALID',
} as const

export const ApiKeyScopeSchema = Schema.Literals(API_KEY_SCOPES)

export const ApiKeyView = Schema.Struct({
  id: Schema.String,
  name: Schema.String,
  /** `ll_live_<id>`: what the list shows of the key after it was handed over. */
  prefix: Schema.String,
  scopes: Schema.Array(ApiKeyScopeSchema),
  createdAt: IsoDate,
  lastUsedAt: Schema.NullOr(IsoDate),
  revokedAt: Schema.NullOr(IsoDate),
  /** Calls made with it this calendar month (UTC); counted within about a second. */
  requestsThisMonth: Count,
})

export const listApiKeys = defineCall({
  method: 'GET',
  path: '/api/keys',
  access: 'user',
  tag: 'api-keys',
  summary: "The caller's API keys, newest first, revoked ones included (never their secrets)",
  response: Schema.Struct({ keys: Schema.Array(ApiKeyView) }),
})

export const createApiKey = defineCall({
  method: 'POST',
  path: '/api/keys',
  access: 'user',
  tag: 'api-keys',
  summary:
    'Make an API key with a name and scopes (read, write, reveal, enrich; admin for administrators only). ' +
    'The answer holds the whole key once: it is never shown again',
  body: Schema.Struct({
    name: Text(MAX_KEY_NAME_LENGTH),
    scopes: Schema.Array(ApiKeyScopeSchema).pipe(Schema.check(Schema.isMaxLength(API_KEY_SCOPES.length))),
  }),
  status: 201,
  response: Schema.Struct({ key: ApiKeyView, secret: Schema.String }),
  errors: [
    { status: 400, code: API_KEY_CODES.noScope, when: 'no scope was chosen' },
    {
      status: 403,
      code: API_KEY_CODES.adminScopeNotAllowed,
      when: 'the admin scope, asked by someone who is not an administrator',
    },
    { status: 409, code: API_KEY_CODES.tooManyKeys, when: 'the caller already has 20 live keys' },
  ],
})

export const revokeApiKey = defineCall({
  method: 'DELETE',
  path: '/api/keys/:id',
  access: 'user',
  tag: 'api-keys',
  summary: 'Revoke a key at once: the next call with it, on any process, is 401',
  params: Schema.Struct({ id: Text(64) }),
  response: Schema.Struct({ key: ApiKeyView }),
  errors: [{ status: 404, code: API_KEY_CODES.notFound, when: 'no such live key of the caller' }],
})
