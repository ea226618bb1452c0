import type { EmailRecords } from './ports/email-records.port.ts'
import type { EmailVerification, EmailVerifier } from './ports/email-verifier.port.ts'
import type { WebhookEvents } from './ports/webhook-events.port.ts'

/** Checks one address now and writes the verdict on every copy of it. */
const verifyAndRecord = async (verifier: EmailVerifier, records: EmailRecords, address: string) => {
  const verification = await verifier.verify(address)
  await records.recordVerdict({
    address,
    verdict: verification.verdict,
    reason: verification.reason,
    mxHost: verification.mxHost,
    checkedAt: verification.checkedAt,
  })
  return verification
}

/**
 * Tells each user who holds the address its new verdict (`email.reverified`, issue 21 §4). `events`
 * returns at once and never throws (FireAndForgetWebhookEvents), so telling never fails or slows the
 * check it follows.
 */
const tellHolders = async (
  records: EmailRecords,
  events: WebhookEvents,
  address: string,
  verification: EmailVerification,
) => {
  const data = {
    address,
    verdict: verification.verdict,
    reason: verification.reason,
    checkedAt: new Date(verification.checkedAt).toISOString(),
  }
  for (const userId of await records.usersHolding(address))
    await events.emit(userId, 'email.reverified', data)
}

/** The job that re-checks one address: its name on the job engine. */
export const RECHECK_EMAIL_JOB = 'recheck-email'

/**
 * Re-checks one address we hold and writes the verdict on every copy of it, whatever it is: a verdict
 * is the truth as of its date, so an address that cannot be checked today says `unknown` and when.
 * Each user who holds the address is then told (tellHolders). A scheduled re-check and a bounce
 * report (ReportBounce) both run it.
 */
export class RecheckEmail {
  constructor(
    private readonly verifier: EmailVerifier,
    private readonly records: EmailRecords,
    private readonly events: WebhookEvents,
  ) {}

  async execute(address: string) {
    const verification = await verifyAndRecord(this.verifier, this.records, address)
    await tellHolders(this.records, this.events, address, verification)
    return verification
  }
}
