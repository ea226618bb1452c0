import type { SubmitOnboarding } from '../../application/browser/submit-onboarding.use-case.ts'
import { token } from '../token.ts'

/** The dashboard's account use cases (bound in account.bindings.ts). */
export const AccountTokens = {
  /** The first-login onboarding dialog: POST /user/collection. */
  SubmitOnboarding: token<SubmitOnboarding>('SubmitOnboarding'),
} as const
