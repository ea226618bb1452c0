import type { ErrorDoc } from './call.ts'

/**
 * Refusals of the request itself, before any call's own rules: the body, the address, the headers
 * (issue 29 §9, §12). Defined once: the server answers with these (its error handler maps the
 * framework's and the upload parser's errors onto them) and the OpenAPI document lists them for every
 * operation they can reach, so the two cannot drift.
 */
export const REQUEST_REFUSALS = {
  invalidJsonBody: { status: 400, code: 'INVALID_JSON_BODY', when: 'the body is not valid JSON' },
  emptyJsonBody: {
    status: 400,
    code: 'EMPTY_JSON_BODY',
    when: 'a JSON Content-Type with an empty body',
  },
  invalidContentLength: {
    status: 400,
    code: 'INVALID_CONTENT_LENGTH',
    when: 'the body is not as long as its Content-Length says',
  },
  malformedUpload: {
    status: 400,
    code: 'MALFORMED_UPLOAD',
    when: 'a multipart/form-data body that cannot be read: no boundary, another boundary, a part cut short',
  },
  invalidUrl: { status: 400, code: 'INVALID_URL', when: 'the address holds a malformed %-escape' },
  badRequest: { status: 400, code: 'BAD_REQUEST', when: 'the request is not valid HTTP' },
  requestTimeout: { status: 408, code: 'REQUEST_TIMEOUT', when: 'the request did not arrive in time' },
  payloadTooLarge: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    when: 'the body is larger than the call takes (64 KB of JSON)',
  },
  tooManyParts: {
    status: 413,
    code: 'TOO_MANY_PARTS',
    when: 'an upload with more than one file, or more parts or fields than it takes',
  },
  uriTooLong: {
    status: 414,
    code: 'URI_TOO_LONG',
    when: 'a path parameter is longer than 100 characters',
  },
  unsupportedMediaType: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    when: 'a body whose Content-Type the call does not read (send application/json)',
  },
  headersTooLarge: {
    status: 431,
    code: 'HEADERS_TOO_LARGE',
    when: 'the request’s headers are larger than 16 KB',
  },
} as const satisfies Record<string, ErrorDoc>

/** Statuses every call may answer whatever its own rules: a defect, or the database away. */
export const SERVICE_FAILURES = {
  internalError: {
    status: 500,
    code: 'INTERNAL_ERROR',
    when: 'a defect; logged in full, answered with no detail',
  },
  databaseUnavailable: {
    status: 503,
    code: 'DATABASE_UNAVAILABLE',
    when: 'the database cannot be reached: try again shortly',
  },
} as const satisfies Record<string, ErrorDoc>
