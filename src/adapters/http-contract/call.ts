import type { Schema } from 'effect'

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
  readonly tag: string
  readonly params?: WireSchema
  readonly query?: WireSchema
  readonly body?: WireSchema
  /** The success body; text and binary calls (the sandbox checkout page, CSV files, the zip) have none. */
  readonly response?: WireSchema
  /** A text type is sent as UTF-8 text, a binary type as bytes; errors are JSON whatever this says. */
  readonly produces?: 'application/json' | TextMediaType | BinaryMediaType
  /** Success status when not 200. */
  readonly status?: number
  readonly errors?: readonly ErrorDoc[]
}

/** Keeps a call's exact schemas in its type, so both sides are typed from them. */
export const defineCall = <const C extends Call>(call: C): C => call

/** What a part of a call decodes to (undefined when the call has no such part). */
export type TypeOf<S> = S extends WireSchema ? S['Type'] : undefined

/** What a part of a call travels as (undefined when the call has no such part). */
export type EncodedOf<S> = S extends WireSchema ? S['Encoded'] : undefined
