/**
 * The `code`s of the error body (`{ statusCode, code, message }`, docs/api.md) that both sides name:
 * the server answers with them and the browser branches on them. A code only one area uses stays in
 * that area's contract entries.
 */
export const ERROR_CODES = {
  /** 400: the input does not match the call's schemas. */
  invalidRequest: 'INVALID_REQUEST',
  /** 401: no valid bearer token. */
  unauthenticated: 'UNAUTHENTICATED',
  /** 403: the call is for administrators. */
  forbidden: 'FORBIDDEN',
  /** 429: no credit can pay (the message is CREDITS_EXCEEDED_MESSAGE, SPEC §8). */
  creditsExceeded: 'CREDITS_EXCEEDED',
  /** 429: a rate limit, told from the credits' 429 by this code. */
  rateLimited: 'RATE_LIMITED',
  profileNotFound: 'PROFILE_NOT_FOUND',
  invalidProfileId: 'INVALID_PROFILE_ID',
  companyNotFound: 'COMPANY_NOT_FOUND',
  exportNotIncluded: 'EXPORT_NOT_INCLUDED',
  invalidInviteCode: 'INVALID_INVITE_CODE',
  inviteCodeRequired: 'INVITE_CODE_REQUIRED',
  /** 409: "Report a bounce" a second time for the same address (once per address per user). */
  bounceAlreadyReported: 'BOUNCE_ALREADY_REPORTED',
  /** 404: a bounce report of an address the caller never revealed or found. */
  emailNotRevealed: 'EMAIL_NOT_REVEALED',
} as const

/** SPEC §8: the exact message of the credits' 429, which the clients branch on. */
export const CREDITS_EXCEEDED_MESSAGE = 'Credits Exceeded'
