import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { Instant } from '../../../domain/shared/instant.ts'

/** An address we hold and when it was last checked. */
export type HeldAddress = { readonly address: string; readonly checkedAt: Instant }

/** An address we hold at a domain, with its owner's name as the source gave it. */
export type NamedAddress = { readonly address: string; readonly name: string }

/** A verdict to keep on every copy of an address (a verdict is about the mailbox, not a person). */
export type RecordedVerdict = {
  readonly address: string
  readonly verdict: EmailVerdict
  readonly reason: string
  readonly mxHost: string | null
  readonly checkedAt: Instant
}

/**
 * The verification side of the addresses we hold: which are stale, which a domain has (to learn its
 * pattern), and where a new verdict is written.
 */
export interface EmailRecords {
  /**
   * Addresses last checked before `checkedBefore`, oldest first, each once, at most `limit`; none whose
   * domain ends with one of `skipDomainSuffixes` (reserved names are never contacted).
   */
  staleFirst(
    checkedBefore: Instant,
    limit: number,
    skipDomainSuffixes: readonly string[],
  ): Promise<readonly HeldAddress[]>
  /** Writes the verdict on every copy of the address; how many copies there were. */
  recordVerdict(verdict: RecordedVerdict): Promise<number>
  /** Up to `limit` addresses at the domain with their owners' names (for learning its pattern). */
  namedAddressesAt(domain: string, limit: number): Promise<readonly NamedAddress[]>
  /**
   * Records that the finder found `address` for `userId`: true the first time, false when it was
   * already recorded (also when two calls race: exactly one gets true).
   */
  markFound(userId: string, address: string, at: Instant): Promise<boolean>
  /** Takes a record back (the charge for it failed). */
  forgetFound(userId: string, address: string): Promise<void>
  /**
   * The users who hold `address`: the finder found it for them, or they revealed the emails of a person
   * holding it. Each once, in code-unit order.
   */
  usersHolding(address: string): Promise<readonly string[]>
  /** Whether the finder found `address` for `userId` (and so the user paid for it, or it was free). */
  wasFound(userId: string, address: string): Promise<boolean>
  /**
   * The one person called `fullName` (any case, spaces collapsed) who works at a company with this
   * domain or holds an address there; null when there is none or more than one.
   */
  personAt(domain: string, fullName: string): Promise<string | null>
  /** The profile ids of the people holding `address`, whatever its verdict, in id order. */
  holdersOf(address: string): Promise<readonly string[]>
  /**
   * Stores an address the finder found with the person it belongs to (source `found`), with its
   * verdict, so the next look at that person shows it. True when it was new for that person; an
   * address the person already has keeps its row (its verdict updated) and gives false.
   */
  storeFound(profileId: string, found: RecordedVerdict): Promise<boolean>
  /**
   * Records that `userId` reported a bounce of `address`: true the first time, false when they already
   * did (also when two reports race: exactly one gets true).
   */
  markBounceReported(userId: string, address: string, at: Instant): Promise<boolean>
  /** Takes a bounce report back (its re-check could not run). */
  forgetBounceReport(userId: string, address: string): Promise<void>
}
