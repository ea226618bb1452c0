import type { ApiCallFailed } from '../../../application/browser/ports/api-call-failed.ts'
import { OPT_OUT_CODES } from '../../../domain/opt-out/opt-out-failures.ts'

/** Where a refusal is shown: beside the field it is about, or above the form. */
export type OptOutMessage = {
  readonly field: 'profileLink' | 'email' | 'relationship' | null
  readonly key: string
}

// The web app's one table for this area (DESIGN rule 10): each stable code to its words.
const BY_CODE: Readonly<Record<string, OptOutMessage>> = {
  [OPT_OUT_CODES.profileLink]: { field: 'profileLink', key: 'optOut.errors.profileLink' },
  [OPT_OUT_CODES.email]: { field: 'email', key: 'optOut.errors.email' },
  [OPT_OUT_CODES.relationship]: { field: 'relationship', key: 'optOut.errors.relationship' },
  [OPT_OUT_CODES.tokenUnknown]: { field: null, key: 'optOut.errors.tokenUnknown' },
  [OPT_OUT_CODES.tokenUsed]: { field: null, key: 'optOut.errors.tokenUsed' },
  [OPT_OUT_CODES.tokenExpired]: { field: null, key: 'optOut.errors.tokenExpired' },
}

/** What to tell the person about a failed request or confirmation. */
export const optOutMessage = (
  failure:
    | ApiCallFailed
    | { readonly _tag: 'InvalidProfileLink' }
    | { readonly _tag: 'InvalidOptOutEmail' }
    | { readonly _tag: 'InvalidRelationship' },
): OptOutMessage => {
  if (failure._tag === 'InvalidRelationship')
    return { field: 'relationship', key: 'optOut.errors.relationship' }
  if (failure._tag === 'InvalidProfileLink') return { field: 'profileLink', key: 'optOut.errors.profileLink' }
  if (failure._tag === 'InvalidOptOutEmail') return { field: 'email', key: 'optOut.errors.email' }
  const known = failure.code === undefined ? undefined : BY_CODE[failure.code]
  if (known !== undefined) return known
  if (failure.status === 429) return { field: null, key: 'optOut.errors.tooMany' }
  return { field: null, key: 'optOut.errors.generic' }
}
