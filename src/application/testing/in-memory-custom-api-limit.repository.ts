import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type { CustomApiLimitRepository } from '../server/ports/custom-api-limit.repository.port.ts'

/** CustomApiLimitRepository in memory; `isUser` stands for the users table the rows reference. */
export class InMemoryCustomApiLimitRepository implements CustomApiLimitRepository {
  private readonly limits = new Map<UserId, number>()

  constructor(private readonly isUser: (userId: UserId) => boolean = () => true) {}

  async find(userId: UserId): Promise<number | null> {
    return this.limits.get(userId) ?? null
  }

  async set(userId: UserId, perMinute: number | null): Promise<number | null> {
    if (!this.isUser(userId)) throw new Error(`no user ${userId}: a limit must name a user`)
    if (perMinute !== null && !(Number.isInteger(perMinute) && perMinute > 0))
      throw new Error(`a limit is a whole number from 1, not ${perMinute}`)
    const before = this.limits.get(userId) ?? null
    if (perMinute === null) this.limits.delete(userId)
    else this.limits.set(userId, perMinute)
    return before
  }
}
