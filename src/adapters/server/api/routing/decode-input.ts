import { Result, Schema } from 'effect'
import type { WireSchema } from '../../../http-contract/call.ts'
import { invalidRequest } from './api-failure.ts'

export type InputPart = 'params' | 'query' | 'body'

// A misspelt query name should fail loudly, not be ignored, on every call alike (issue 29 §13): a call
// that takes no query refuses any parameter. Unknown body fields are ignored, as JSON APIs usually do, so
// a client may send more than a route reads.
const STRICT = { onExcessProperty: 'error', errors: 'first' } as const
const LENIENT = { onExcessProperty: 'ignore', errors: 'first' } as const

/** Decodes one part of a request, or throws a 400 whose message names the field and the problem. */
export const decodeInput = (schema: WireSchema | undefined, part: InputPart, value: unknown): unknown => {
  if (schema === undefined) {
    const names = part === 'query' && typeof value === 'object' && value !== null ? Object.keys(value) : []
    // The names are the caller's own text: a few, shortened, are enough to find the mistake.
    const shown = names.slice(0, 5).map((name) => (name.length > 40 ? `${name.slice(0, 40)}…` : name))
    if (names.length > 0)
      throw invalidRequest(`Invalid query: this call takes no query parameters, got ${JSON.stringify(shown)}`)
    return undefined
  }
  const result = Schema.decodeUnknownResult(schema, part === 'body' ? LENIENT : STRICT)(value ?? {})
  if (Result.isSuccess(result)) return result.success
  const detail = result.failure.message.replace(/\s+/g, ' ').trim()
  throw invalidRequest(`Invalid ${part}: ${detail}`)
}
