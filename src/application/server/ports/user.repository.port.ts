import type { Bucket } from '../../../domain/credits/bucket.ts'
import type { OnboardingAnswers } from '../../../domain/onboarding/onboarding-answers.ts'
import type { Instant } from '../../../domain/shared/instant.ts'
import type { Subscription } from '../../../domain/subscriptions/subscription.ts'
import type { UserId } from './credit-ledger.repository.port.ts'

/** What the identity provider says about a user, refreshed from each new token. */
export type UserProfile = {
  readonly id: UserId
  readonly username: string
  readonly email: string | null
  readonly avatar: string | null
  readonly isAdmin: boolean
}

export type UserAccount = UserProfile & {
  /** Set once onboarding was answered or skipped (SPEC §2: the first-login check). */
  readonly collectionId: string | null
  readonly onboarding: OnboardingAnswers | null
  readonly createdAt: Instant
  readonly lastSeenAt: Instant
}

/** What a new user starts with: the FREE plan and its trial credits. */
export type Welcome = { readonly subscription: Subscription; readonly buckets: readonly Bucket[] }

export type SignedIn = { readonly created: boolean; readonly roleChanged: boolean }

export type UsersPage = { readonly total: number; readonly users: readonly UserAccount[] }

export interface UserRepository {
  /**
   * Records the user as the token describes them. The first time a user is seen, `welcome` is opened
   * in the same transaction, so a user exists with their trial or not at all, however many first
   * requests race. Returns whether this call created the user, and whether it changed a known user's
   * recorded role (`isAdmin`): of racing calls bringing the same new role, exactly one says so.
   */
  signIn(profile: UserProfile, now: Instant, welcome: () => Welcome): Promise<SignedIn>
  find(id: UserId): Promise<UserAccount | undefined>
  /** Onboarding: answers (or null for a skip) and the collection id that marks it done. */
  completeOnboarding(id: UserId, collectionId: string, answers: OnboardingAnswers | null): Promise<void>
  /** Newest first. */
  list(offset: number, limit: number): Promise<UsersPage>
}
