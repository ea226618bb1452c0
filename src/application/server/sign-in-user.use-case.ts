import { SYSTEM_ACTOR } from '../../domain/audit/audit-entry.ts'
import { grant } from '../../domain/credits/grant.ts'
import { planOf } from '../../domain/plans/plan-catalogue.ts'
import { fen } from '../../domain/shared/money.ts'
import { openSubscription } from '../../domain/subscriptions/subscription.ts'
import { recordChange } from './audit-trail.ts'
import type { Caller } from './caller.ts'
import type { VerifiedToken } from './ports/access-token-verifier.port.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import type { UserRepository } from './ports/user.repository.port.ts'

export const ADMIN_ROLE = 'admin'

const roleOf = (isAdmin: boolean) => (isAdmin ? ADMIN_ROLE : 'user')

/**
 * Turns a verified token into the caller, recording the user as the token describes them. A user
 * seen for the first time starts on the FREE plan with its trial credits (PRODUCT.md). Roles come from
 * the token's claim, so a role given or taken away at the provider shows here first: the audit log
 * records it then, as the system's doing, right after the user's row took the new role.
 */
export class SignInUser {
  constructor(
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(token: VerifiedToken): Promise<Caller> {
    const caller: Caller = {
      userId: token.subject,
      isAdmin: token.roles.includes(ADMIN_ROLE),
      username: token.username,
      email: token.email,
      avatar: token.avatar,
    }
    const now = this.clock.now()
    const { userId, ...profile } = caller
    const { roleChanged } = await this.users.signIn({ id: userId, ...profile }, now, () => {
      const plan = planOf('FREE')
      const subscription = openSubscription({ id: this.ids.next(), plan, start: now, amount: fen(0) })
      return { subscription, buckets: grant(plan, now, () => this.ids.next(), subscription.id) }
    })
    if (roleChanged)
      await recordChange(this.audit, {
        actor: SYSTEM_ACTOR,
        action: 'user.role',
        targetId: userId,
        before: { role: roleOf(!caller.isAdmin) },
        after: { role: roleOf(caller.isAdmin) },
        at: now,
      })
    return caller
  }
}
