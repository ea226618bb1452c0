import type {
  InviteCodeCheckResult,
  InviteCodeValid,
} from '../../../application/browser/check-invite-code.use-case.ts'
import type { PurchaseResult } from '../../../application/browser/purchase-plan.use-case.ts'
import type { PlanType } from '../../../domain/plans/plan-type.ts'
import { classifyError } from '../../errors/classify-error.ts'
import type { ErrorContext } from '../../errors/error-context.ts'
import type { ErrorOutcome } from '../../errors/error-outcome.ts'
import { isPacket } from './pricing-offers.ts'

/** SPEC §8 gives plan and packet orders different reactions. */
export const orderContext = (plan: PlanType): ErrorContext => (isPacket(plan) ? 'packetOrder' : 'order')

/**
 * What the user sees when an order did not go through, from the UI's one error table. An anonymous
 * buyer is treated as the 401 the service would answer (no call is made). Null: nothing more to show,
 * because the 'Authentication expired' dialog is already open.
 */
export const orderFailureOutcome = (
  plan: PlanType,
  result: Exclude<PurchaseResult, { _tag: 'OrderPlaced' }>,
  path?: string,
): ErrorOutcome | null => {
  const context = orderContext(plan)
  switch (result._tag) {
    case 'SignInRequired':
      return classifyError({ context, status: 401 })
    case 'TokenUnavailable':
      return null
    case 'ApiCallFailed':
      return classifyError({
        context,
        status: result.status,
        ...(result.message === undefined ? {} : { message: result.message }),
        ...(result.code === undefined ? {} : { code: result.code }),
        ...(path === undefined ? {} : { path }),
      })
  }
}

/** The purchase dialog's invite-code states (SPEC §4/§5). */
export type CodeState =
  | { readonly _tag: 'Idle' }
  | { readonly _tag: 'Validating' }
  | InviteCodeValid
  /** Required, invalid or failed: a message in place, under the box. */
  | { readonly _tag: 'Refused'; readonly messageKey: string }
  /** Nobody is signed in after all: the sign-in dialog takes over. */
  | { readonly _tag: 'SignInNeeded'; readonly outcome: ErrorOutcome }

const VALIDATION_FAILED = 'errors.invitation.validation_failed'

export const codeStateOf = (plan: PlanType, result: InviteCodeCheckResult): CodeState => {
  switch (result._tag) {
    case 'InviteCodeValid':
      return result
    case 'InviteCodeRequired':
      return { _tag: 'Refused', messageKey: 'pricing.dialog.required' }
    case 'InviteCodeInvalid':
      return { _tag: 'Refused', messageKey: 'errors.invitation.invalid_code' }
    case 'SignInRequired':
      return { _tag: 'SignInNeeded', outcome: classifyError({ context: orderContext(plan), status: 401 }) }
    case 'TokenUnavailable':
      return { _tag: 'Refused', messageKey: VALIDATION_FAILED }
    case 'ApiCallFailed':
      return refusedBy(
        classifyError({
          context: 'invitationValidate',
          status: result.status,
          ...(result.code === undefined ? {} : { code: result.code }),
        }),
      )
  }
}

const refusedBy = (outcome: ErrorOutcome): CodeState =>
  outcome._tag === 'Inline'
    ? { _tag: 'Refused', messageKey: outcome.messageKey }
    : { _tag: 'Refused', messageKey: VALIDATION_FAILED }
