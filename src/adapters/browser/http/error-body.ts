import { Result, Schema } from 'effect'
import { ErrorBody } from '../../http-contract/wire-schemas.ts'

// Read leniently: the body only informs (a proxy's error page has none), so each field is taken if there.
const Said = Schema.Struct({
  code: Schema.optionalKey(ErrorBody.fields.code),
  message: Schema.optionalKey(ErrorBody.fields.message),
})

/** The `code` and `message` of an error answer (docs/api.md), as far as it has them. */
export const readErrorBody = (body: unknown): { readonly code?: string; readonly message?: string } => {
  const decoded = Schema.decodeUnknownResult(Said)(body)
  return Result.isSuccess(decoded) ? decoded.success : {}
}
