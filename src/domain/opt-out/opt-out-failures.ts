/**
 * Why an opt-out was not taken: the same codes travel in the API's error body, and the web app shows
 * each with its own message (optOut.errors.* in both languages).
 */
export const OPT_OUT_CODES = {
  profileLink: 'OPT_OUT_PROFILE_LINK_INVALID',
  email: 'OPT_OUT_EMAIL_INVALID',
  tokenUnknown: 'OPT_OUT_TOKEN_UNKNOWN',
  tokenUsed: 'OPT_OUT_TOKEN_USED',
  tokenExpired: 'OPT_OUT_TOKEN_EXPIRED',
  relationship: 'OPT_OUT_RELATIONSHIP_INVALID',
} as const

/** Why an admin's decision on a removal request was refused (the removal requests page words them). */
export const OPT_OUT_REVIEW_CODES = {
  reviewUnknown: 'OPT_OUT_REVIEW_UNKNOWN',
  reviewDecided: 'OPT_OUT_REVIEW_DECIDED',
} as const

export type OptOutCode = (typeof OPT_OUT_CODES)[keyof typeof OPT_OUT_CODES]

export type OptOutTokenRefused =
  | { readonly _tag: 'OptOutTokenUnknown' }
  | { readonly _tag: 'OptOutTokenUsed' }
  | { readonly _tag: 'OptOutTokenExpired' }
