import type { OnboardingAnswers } from '../../domain/onboarding/onboarding-answers.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Subscription } from '../../domain/subscriptions/subscription.ts'
import type { CreditLedgerRepository, UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type {
  SignedIn,
  UserAccount,
  UserProfile,
  UserRepository,
  UsersPage,
  Welcome,
} from '../server/ports/user.repository.port.ts'

/**
 * UserRepository in memory. New users' welcome credits go to the ledger fake it is given, and their
 * subscriptions to `subscriptions`, so fakes of several ports can share one world in a test.
 */
export class InMemoryUserRepository implements UserRepository {
  private readonly accounts = new Map<UserId, UserAccount>()

  constructor(
    private readonly ledger: CreditLedgerRepository,
    readonly subscriptions = new Map<UserId, readonly Subscription[]>(),
  ) {}

  async signIn(profile: UserProfile, now: Instant, welcome: () => Welcome): Promise<SignedIn> {
    const known = this.accounts.get(profile.id)
    if (known !== undefined) {
      this.accounts.set(profile.id, { ...known, ...profile, lastSeenAt: now })
      return { created: false, roleChanged: known.isAdmin !== profile.isAdmin }
    }
    // Claimed before the first await, so racing first requests see the user and do not welcome twice.
    this.accounts.set(profile.id, {
      ...profile,
      collectionId: null,
      onboarding: null,
      createdAt: now,
      lastSeenAt: now,
    })
    const { subscription, buckets } = welcome()
    this.subscriptions.set(profile.id, [...(this.subscriptions.get(profile.id) ?? []), subscription])
    await this.ledger.grant(profile.id, buckets)
    return { created: true, roleChanged: false }
  }

  async find(id: UserId): Promise<UserAccount | undefined> {
    return this.accounts.get(id)
  }

  async completeOnboarding(id: UserId, collectionId: string, answers: OnboardingAnswers | null) {
    const known = this.accounts.get(id)
    if (known !== undefined) this.accounts.set(id, { ...known, collectionId, onboarding: answers })
  }

  async list(offset: number, limit: number): Promise<UsersPage> {
    const all = [...this.accounts.values()].sort(
      (a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    )
    return { total: all.length, users: all.slice(offset, offset + limit) }
  }
}
