import type {
  EmailVerification,
  EmailVerifier,
} from '../../../application/server/ports/email-verifier.port.ts'
import type { Metrics } from '../../../application/server/ports/metrics.port.ts'

/**
 * Counts each verdict, and times the verifications that reached a mail server (the SMTP conversation
 * and what led to it; an answer from the syntax, the lists or DNS alone is not a conversation).
 */
export class MeasuredEmailVerifier implements EmailVerifier {
  constructor(
    private readonly verifier: EmailVerifier,
    private readonly metrics: Pick<Metrics, 'verdict'>,
  ) {}

  async verify(address: string): Promise<EmailVerification> {
    const started = performance.now()
    const verification = await this.verifier.verify(address)
    const seconds = verification.mxHost === null ? 0 : (performance.now() - started) / 1000
    this.metrics.verdict(verification.verdict, seconds)
    return verification
  }
}
