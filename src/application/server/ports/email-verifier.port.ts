import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/** One step of a verification and what it found, in the order they ran (shown to integrators). */
export type VerificationStep = {
  readonly step: 'syntax' | 'lists' | 'dns' | 'catch_all' | 'smtp'
  readonly outcome: string
}

/** Everything known about an address after checking it. */
export type EmailVerification = {
  readonly address: string
  readonly verdict: EmailVerdict
  readonly reason: string
  /** The mail server that answered, or null when none was reached. */
  readonly mxHost: string | null
  readonly checkedAt: Instant
  readonly disposable: boolean
  readonly freeWebmail: boolean
  readonly role: boolean
  readonly steps: readonly VerificationStep[]
}

/**
 * Checks whether an address can receive mail, without sending any: syntax, lists, DNS and an SMTP
 * conversation that stops before DATA. Never throws for what the world answers; a verdict says it.
 */
export interface EmailVerifier {
  verify(address: string): Promise<EmailVerification>
}
