import type { ErrorDoc } from '../../http-contract/call.ts'
import { REQUEST_REFUSALS as R } from '../../http-contract/request-refusals.ts'

// Fastify's and @fastify/multipart's client errors, by their code, onto the contract's stable codes:
// the framework's names (FST_ERR_CTP_BODY_TOO_LARGE…) are its own and may change between versions.
const BY_FRAMEWORK_CODE: Readonly<Record<string, ErrorDoc>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: R.invalidJsonBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: R.emptyJsonBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: R.invalidContentLength,
  FST_ERR_CTP_BODY_TOO_LARGE: R.payloadTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: R.unsupportedMediaType,
  FST_ERR_BAD_URL: R.invalidUrl,
  FST_ERR_INVALID_URL: R.invalidUrl,
  FST_ERR_MAX_PARAM_LENGTH: R.uriTooLong,
  FST_PARTS_LIMIT: R.tooManyParts,
  FST_FILES_LIMIT: R.tooManyParts,
  FST_FIELDS_LIMIT: R.tooManyParts,
  FST_PROTO_VIOLATION: R.malformedUpload,
  FST_INVALID_MULTIPART_CONTENT_TYPE: R.malformedUpload,
  FST_INVALID_JSON_FIELD_ERROR: R.malformedUpload,
  FST_MP_PREMATURE_CLOSE: R.malformedUpload,
}

// The multipart parser (@fastify/busboy) raises plain Errors, with no code or status, for a body it
// cannot read; these are all of its messages for one (deps/dicer and lib/types/multipart.js).
const UNREADABLE_MULTIPART = [
  /^Unexpected end of multipart data$/,
  /terminated early due to unexpected end of multipart data$/,
  /^Multipart: Boundary not found$/,
  /^Boundary required$/,
  /^Unsupported Content-Type\.$/,
  /^Missing Content-Type-header\.$/,
]

/** The stable refusal a framework or upload-parser error stands for; undefined: not one of them. */
export const frameworkRefusal = (error: { code?: string; statusCode?: number; message: string }) => {
  const known = error.code === undefined ? undefined : BY_FRAMEWORK_CODE[error.code]
  if (known !== undefined) return known
  if (error.statusCode === undefined && UNREADABLE_MULTIPART.some((pattern) => pattern.test(error.message)))
    return R.malformedUpload
  return undefined
}
