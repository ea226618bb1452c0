import type { ApiCallFailed, TokenUnavailable } from '../../../application/browser/ports/api-call-failed.ts'
import type { OptOutRefusalCode } from '../../../application/browser/ports/opt-out.api.port.ts'
import { OPT_OUT_CODES } from '../../../domain/opt-out/opt-out-failures.ts'

/** Where a refusal is shown: beside the field it is about, or above the form. */
export type OptOutMessage = {
  readonly field: 'profileLink' | 'email' | 'relationship' | null
  readonly key: string
}

// The web app's one table for this area (DESIGN rule 10): each code the two calls document, to its words.
// Keyed by the calls' own codes, so a code renamed or added in the contract alone fails to compile here.
const BY_CODE = {
  [OPT_OUT_CODES.profileLink]: { field: 'profileLink', key: 'optOut.errors.profileLink' },
  [OPT_OUT_CODES.email]: { field: 'email', key: 'optOut.errors.email' },
  [OPT_OUT_CODES.relationship]: { field: 'relationship', key: 'optOut.errors.relationship' },
  [OPT_OUT_CODES.tokenUnknown]: { field: null, key: 'optOut.errors.tokenUnknown' },
  [OPT_OUT_CODES.tokenUsed]: { field: null, key: 'optOut.errors.tokenUsed' },
  [OPT_OUT_CODES.tokenExpired]: { field: null, key: 'optOut.errors.tokenExpired' },
} as const satisfies Readonly<Record<OptOutRefusalCode, OptOutMessage>>

const isRefusalCode = (code: string | undefined): code is OptOutRefusalCode =>
  code !== undefined && Object.hasOwn(BY_CODE, code)

/** What to tell the person about a failed request or confirmation. */
export const optOutMessage = (
  failure:
    | ApiCallFailed
    | TokenUnavailable
    | { readonly _tag: 'InvalidProfileLink' }
    | { readonly _tag: 'InvalidOptOutEmail' }
    | { readonly _tag: 'InvalidRelationship' },
): OptOutMessage => {
  if (failure._tag === 'InvalidRelationship')
    return { field: 'relationship', key: 'optOut.errors.relationship' }
  if (failure._tag === 'InvalidProfileLink') return { field: 'profileLink', key: 'optOut.errors.profileLink' }
  if (failure._tag === 'InvalidOptOutEmail') return { field: 'email', key: 'optOut.errors.email' }
  // Both calls are public: no token is ever wanted, so this is only the type's completeness.
  if (failure._tag === 'TokenUnavailable') return { field: null, key: 'optOut.errors.generic' }
  if (isRefusalCode(failure.code)) return BY_CODE[failure.code]
  if (failure.status === 429) return { field: null, key: 'optOut.errors.tooMany' }
  return { field: null, key: 'optOut.errors.generic' }
}
