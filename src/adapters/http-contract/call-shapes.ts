import type { API_KEY_CODES } from './api-keys.ts'
import type { BinaryMediaType, Call, TextMediaType, WireSchema } from './call.ts'
import type { ERROR_CODES } from './error-codes.ts'
import type { REQUEST_REFUSALS, SERVICE_FAILURES } from './request-refusals.ts'

// What a caller of the API sees of one call, derived from its contract entry: what it gives, what it
// gets back, and which failure codes it may meet. The browser's client and its port are typed by these,
// so neither restates a field or a code the contract already names.

/** One part of a call's input as its caller holds it (decoded: numbers, fen, instants), when the call has it. */
type Part<K extends string, S> = S extends WireSchema
  ? Record<never, never> extends S['Type']
    ? { readonly [P in K]?: S['Type'] }
    : { readonly [P in K]: S['Type'] }
  : { readonly [P in K]?: never }

/** A file upload: its form (the call's fields and the `file`), sent as multipart/form-data. */
type FormPart<C extends Call> = C['multipart'] extends object
  ? { readonly form: FormData }
  : { readonly form?: never }

/** A charge or creation may carry an Idempotency-Key, so a retry is safe. */
type IdempotencyPart<C extends Call> = C['idempotent'] extends true
  ? { readonly idempotencyKey?: string }
  : { readonly idempotencyKey?: never }

/** What a caller gives a call: its path parameters, query and body as the contract's schemas decode them. */
export type InputOf<C extends Call> = Part<'params', C['params']> &
  Part<'query', C['query']> &
  Part<'body', C['body']> &
  FormPart<C> &
  IdempotencyPart<C>

/** A file the service sends (a CSV or XLSX export, the extension's zip): its bytes and the name it gave. */
export type Download = { readonly filename: string; readonly bytes: Uint8Array }

/** What a call answers on success: the decoded body, the text of a page or file, or a download. */
export type AnswerOf<C extends Call> = C['response'] extends WireSchema
  ? C['response']['Type']
  : C['download'] extends true
    ? Download
    : C['produces'] extends TextMediaType
      ? string
      : C['produces'] extends BinaryMediaType
        ? Download
        : undefined

/** The codes a call documents itself (its `errors`). */
export type OwnCodeOf<C extends Call> = C['errors'] extends readonly (infer E)[]
  ? E extends { readonly code: infer K extends string }
    ? K
    : never
  : never

type ValuesOf<T> = T[keyof T]

/**
 * Codes any call may answer whatever its own rules (the OpenAPI document's `failuresOf` lists which
 * apply to which call): bad input, the request itself, access, keys, rate limits, the service failing.
 */
export type DoorCode =
  | typeof ERROR_CODES.invalidRequest
  | typeof ERROR_CODES.unauthenticated
  | typeof ERROR_CODES.forbidden
  | typeof ERROR_CODES.rateLimited
  | typeof API_KEY_CODES.scopeMissing
  | typeof API_KEY_CODES.idempotencyInProgress
  | typeof API_KEY_CODES.idempotencyMismatch
  | ValuesOf<typeof REQUEST_REFUSALS>['code']
  | ValuesOf<typeof SERVICE_FAILURES>['code']

/** Every code a caller of this call may meet: compare a failure's `code` only with these. */
export type CodeOf<C extends Call> = OwnCodeOf<C> | DoorCode

/** The names of a contract module's exports that are calls (its schemas and constants are left out). */
export type CallNamesOf<Module> = {
  readonly [K in keyof Module]: Module[K] extends Call ? K : never
}[keyof Module]

/** A name → call map: a contract module, or a few of its calls picked for one page. */
export type Calls = { readonly [name: string]: Call }

/** True when the value is a contract entry (the client looks calls up by name in a module). */
export const isCall = (value: unknown): value is Call =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'access' in value &&
  typeof (value as { path: unknown }).path === 'string'
