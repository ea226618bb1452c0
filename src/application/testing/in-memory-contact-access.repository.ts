import type { Bucket } from '../../domain/credits/bucket.ts'
import { NO_PARTS, type Parts, partsAfter, showsMore } from '../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  ContactAccessRepository,
  DecideInList,
  MembersPageKey,
  PageDecision,
  RevealDecision,
  RevealedContact,
} from '../server/ports/contact-access.repository.port.ts'
import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type { SearchLogLine } from '../server/ports/search-log.repository.port.ts'
import type { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'
import type { InMemorySearchLogRepository } from './in-memory-search-log.repository.ts'

const pageKeyOf = ({ companyId, page }: MembersPageKey): string => JSON.stringify([companyId, page])

// Code-point order, as the database's "C" collation sorts.
const compare = (a: string, b: string): number => {
  const [x, y] = [[...a], [...b]]
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const d = (x[i]?.codePointAt(0) ?? 0) - (y[i]?.codePointAt(0) ?? 0)
    if (d !== 0) return d
  }
  return x.length - y.length
}

type Seen = { readonly parts: Parts; readonly at: Instant }

/**
 * ContactAccessRepository in memory, with the database's semantics. It keeps what each user bought
 * beside the credits of the ledger fake it is given, and writes the calls' lines to the search-log fake
 * it is given, so the fakes are one world: every method runs in that ledger's per-user turn (the row
 * lock's stand-in), and what was bought and logged is recorded together with the charge or not at all
 * (a throwing `decide`, an inconsistent decision or a line the database cannot hold records none).
 */
export class InMemoryContactAccessRepository implements ContactAccessRepository {
  private readonly revealedByUser = new Map<UserId, Map<ProfileId, Seen>>()
  private readonly paidPagesByUser = new Map<UserId, Map<string, Instant>>()

  constructor(
    private readonly ledger: InMemoryCreditLedgerRepository,
    private readonly log: InMemorySearchLogRepository,
  ) {}

  reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R> {
    let decided: RevealDecision<R> | undefined
    return this.ledger.chargeAlongside(
      userId,
      (buckets) => {
        decided = decide(buckets, this.partsOf(userId, profileId))
        return decided.charge
      },
      () => {
        if (decided === undefined) throw new Error('reveal: nothing decided')
        const { revealed, at, logged } = decided
        // The line first: it is the one write that can refuse, and then nothing may be written.
        this.logInTurn(logged)
        this.record(userId, profileId, { revealed, at })
      },
    )
  }

  revealMany<R>(
    userId: UserId,
    profileIds: readonly ProfileId[],
    decide: DecideInList<R>,
  ): Promise<readonly R[]> {
    let decided: RevealDecision<R>[] = []
    // What the user holds of each person after the decisions so far, before any is written.
    let held = new Map<ProfileId, Parts>()
    const partsNow = (id: ProfileId) => held.get(id) ?? this.partsOf(userId, id)
    return this.ledger.chargeManyAlongside(
      userId,
      profileIds.length,
      (buckets, index) => {
        if (index === 0) [decided, held] = [[], new Map()]
        const id = profileIds[index] as ProfileId
        const already = partsNow(id)
        const decision = decide(buckets, already, id, index)
        decided.push(decision)
        held.set(id, partsAfter(already, decision.revealed))
        return decision.charge
      },
      () => {
        // The lines first: they are the one write that can refuse, and then nothing may be written.
        this.log.appendAllInTurn(decided.flatMap((d) => (d.logged === undefined ? [] : [d.logged])))
        for (const [index, decision] of decided.entries())
          this.record(userId, profileIds[index] as ProfileId, decision)
      },
    )
  }

  async revealedOf(userId: UserId, profileIds: readonly ProfileId[]): Promise<ReadonlyMap<ProfileId, Parts>> {
    const ofUser = this.revealedByUser.get(userId)
    return new Map(
      profileIds.flatMap((id) => {
        const seen = ofUser?.get(id)
        return seen === undefined ? [] : [[id, seen.parts] as const]
      }),
    )
  }

  async revealedBy(userId: UserId): Promise<readonly RevealedContact[]> {
    return [...(this.revealedByUser.get(userId) ?? new Map<ProfileId, Seen>())]
      .map(([profileId, { parts, at }]) => ({ profileId, revealed: parts, revealedAt: at }))
      .sort((a, b) => b.revealedAt - a.revealedAt || compare(a.profileId, b.profileId))
  }

  viewPage<R>(
    userId: UserId,
    page: MembersPageKey,
    paidSince: Instant,
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => PageDecision<R>,
  ): Promise<R> {
    const key = pageKeyOf(page)
    let logged: SearchLogLine | undefined
    return this.ledger.chargeAlongside(
      userId,
      (buckets) => {
        const paidAt = this.paidPagesByUser.get(userId)?.get(key)
        const decided = decide(buckets, paidAt !== undefined && paidAt >= paidSince)
        logged = decided.logged
        return decided.charge
      },
      (charge) => {
        this.logInTurn(logged)
        if (charge._tag === 'NoCharge') return
        const ofUser = this.paidPagesByUser.get(userId) ?? new Map<string, Instant>()
        this.paidPagesByUser.set(userId, ofUser.set(key, charge.at))
      },
    )
  }

  /** What a decision shows, recorded: a person's record changes only when a part not seen before is shown. */
  private record(
    userId: UserId,
    profileId: ProfileId,
    { revealed, at }: Pick<RevealDecision<unknown>, 'revealed' | 'at'>,
  ) {
    const already = this.partsOf(userId, profileId)
    const after = partsAfter(already, revealed)
    if (!showsMore(after, already)) return
    const ofUser = this.revealedByUser.get(userId) ?? new Map<ProfileId, Seen>()
    this.revealedByUser.set(userId, ofUser.set(profileId, Object.freeze({ parts: after, at })))
  }

  private logInTurn(logged: SearchLogLine | undefined): void {
    if (logged !== undefined) this.log.appendInTurn(logged)
  }

  private partsOf(userId: UserId, profileId: ProfileId): Parts {
    return this.revealedByUser.get(userId)?.get(profileId)?.parts ?? NO_PARTS
  }
}
