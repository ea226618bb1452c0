import type { Schema } from 'effect'
import type { ApiKeyScope } from '../../domain/api-keys/api-key.ts'
import type { CallTag } from './call-tags.ts'

/** Who may make a call: anyone, a signed-in user, or an administrator. */
export type Access = 'public' | 'user' | 'admin'

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH'

/** Answers that are not JSON: an HTML page, a CSV download. */
export type TextMediaType = 'text/html' | 'text/csv'

export const isTextMediaType = (type: string | undefined): type is TextMediaType =>
  type === 'text/html' || type === 'text/csv'

/** An Excel workbook (a Contacts export). */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Answers sent as bytes: a download. */
export type BinaryMediaType = 'application/zip' | typeof XLSX_MEDIA_TYPE

export const isBinaryMediaType = (type: string | undefined): type is BinaryMediaType =>
  type === 'application/zip' || type === XLSX_MEDIA_TYPE

/** A failure a call documents: both sides branch on `code`, never on the message. */
export type ErrorDoc = { readonly status: number; readonly code: string; readonly when: string }

/**
 * A schema of the wire: it decodes what travels (strings for params and queries, JSON for bodies and
 * answers) into the types either side works with, and needs no services to do it.
 */
export type WireSchema = Schema.ConstraintCodec<unknown, unknown>

/**
 * One API call as both sides see it: its address, who may make it, the schemas of its input and its
 * answer, and the failures it documents. The server decodes input and documents the answer with these
 * schemas (and generates the OpenAPI document from them); the browser encodes its input to their wire
 * form and decodes the answer with them.
 */
export type Call = {
  readonly method: Method
  /** Fastify syntax, `/api/contact/profile/:linkedinId`. */
  readonly path: string
  readonly access: Access
  readonly summary: string
  /** Its area: one of CALL_TAGS, the document's top-level tags. */
  readonly tag: CallTag
  readonly params?: WireSchema
  readonly query?: WireSchema
  readonly body?: WireSchema
  /** The success body; text and binary calls (the sandbox checkout page, CSV files, the zip) have none. */
  readonly response?: WireSchema
  /** A text type is sent as UTF-8 text, a binary type as bytes; errors are JSON whatever this says. */
  readonly produces?: 'application/json' | TextMediaType | BinaryMediaType
  /**
   * The answer is a file whose type the query chooses (the enrichment result: CSV, or XLSX with
   * `format=xlsx`): the browser takes its bytes and the name Content-Disposition gives, whatever `produces` says.
   */
  readonly download?: true
  /**
   * The body is not decoded by the service but handed over byte for byte (a payment provider's signed
   * notification, whose signature covers the raw bytes); `body` stays undefined.
   */
  readonly rawBody?: true
  /**
   * A file upload: the request is `multipart/form-data` (read by the handler as it streams, not decoded
   * by a schema), with these form fields, `file` the binary one.
   */
  readonly multipart?: { readonly fields: Readonly<Record<string, string>> }
  /** Success status when not 200. */
  readonly status?: number
  readonly errors?: readonly ErrorDoc[]
  /** See KeyScopeRule. */
  readonly keyScope?: KeyScopeRule
  /**
   * Charges or creates: an `Idempotency-Key` header makes a retry safe (Stripe's semantics, docs/api.md):
   * the first answer is kept 24 hours and replayed; the key with another request is 422, while running 409.
   */
  readonly idempotent?: boolean
}

/**
 * What an API key needs to make a call: a scope, or one chosen from the decoded query (the profile call
 * needs `reveal` only when it reveals). A 'user' call without one is for browser sessions only (keys,
 * onboarding, cancelling a plan): no key may make it. An 'admin' call needs `admin` unless it says.
 */
export type KeyScopeRule =
  | ApiKeyScope
  | { readonly note: string; readonly of: (query: unknown) => ApiKeyScope }

/** The scope a key needs for this call with this query; null: no key may make it. */
export const keyScopeFor = (call: Call, query: unknown): ApiKeyScope | null => {
  const rule = call.keyScope ?? (call.access === 'admin' ? 'admin' : null)
  if (rule === null || typeof rule === 'string') return rule
  return rule.of(query)
}

/** Keeps a call's exact schemas in its type, so both sides are typed from them. */
export const defineCall = <const C extends Call>(call: C): C => call

/** What a part of a call decodes to (undefined when the call has no such part). */
export type TypeOf<S> = S extends WireSchema ? S['Type'] : undefined

/** What a part of a call travels as (undefined when the call has no such part). */
export type EncodedOf<S> = S extends WireSchema ? S['Encoded'] : undefined
