import { planReverify } from '../../domain/contacts-workspace/reverify.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Caller } from './caller.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactsWorkspace } from './ports/contacts-workspace.port.ts'
import type { JobQueue } from './ports/job-queue.port.ts'
import { RECHECK_EMAIL_JOB } from './recheck-email.use-case.ts'

const DAY_SECONDS = 86_400

export type ReverifyQueued = {
  readonly queued: number
  /** Asked for within the last day: not asked again. */
  readonly tooSoon: number
  /** No revealed address to check. */
  readonly noEmail: number
  /** Not among the caller's contacts. */
  readonly notHeld: number
}

/**
 * "Re-verify" on a selection of the Contacts page: queues the verifier's re-check of each selected
 * contact's revealed address, free (the user holds it), at most once a day per contact and user. The
 * verdict lands on the address wherever it is held (RecheckEmail), and so on the Contacts page.
 */
export class ReverifyContacts {
  constructor(
    private readonly workspace: ContactsWorkspace,
    private readonly jobs: JobQueue,
    private readonly clock: Clock,
  ) {}

  async execute(caller: Caller, profileIds: readonly ProfileId[]): Promise<ReverifyQueued> {
    const now = this.clock.now()
    const unique = [...new Set(profileIds)]
    const held = await this.workspace.held(caller.userId, unique)
    const plan = planReverify(
      held.map((c) => ({ profileId: c.profileId, email: c.email, lastRequestedAt: c.reverifyRequestedAt })),
      now,
    )
    // One check an address a day, whoever asks: the job engine keeps the key.
    for (const { email } of plan.queue)
      await this.jobs.send(
        RECHECK_EMAIL_JOB,
        { address: email },
        { dedupeKey: email, dedupeSeconds: DAY_SECONDS },
      )
    await this.workspace.markReverifyRequested(
      caller.userId,
      plan.queue.map((q) => q.profileId),
      now,
    )
    return {
      queued: plan.queue.length,
      tooSoon: plan.tooSoon.length,
      noEmail: plan.noEmail.length,
      notHeld: unique.length - held.length,
    }
  }
}
