import type { Bucket } from '../../domain/credits/bucket.ts'
import { NO_PARTS, type Parts } from '../../domain/credits/credit-action.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  ContactAccessRepository,
  MembersPageKey,
  RevealDecision,
  RevealedContact,
} from '../server/ports/contact-access.repository.port.ts'
import type { ChargeDecision, UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type { InMemoryCreditLedgerRepository } from './in-memory-credit-ledger.repository.ts'

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
 * beside the credits of the ledger fake it is given, so both fakes are one world: every method runs in
 * that ledger's per-user turn (the row lock's stand-in), and what was bought is recorded together with
 * the charge or not at all (a throwing `decide` or an inconsistent decision records neither).
 */
export class InMemoryContactAccessRepository implements ContactAccessRepository {
  private readonly revealedByUser = new Map<UserId, Map<ProfileId, Seen>>()
  private readonly paidPagesByUser = new Map<UserId, Map<string, Instant>>()

  constructor(private readonly ledger: InMemoryCreditLedgerRepository) {}

  reveal<R>(
    userId: UserId,
    profileId: ProfileId,
    decide: (buckets: readonly Bucket[], alreadyRevealed: Parts) => RevealDecision<R>,
  ): Promise<R> {
    let revealed: Parts = NO_PARTS
    let at: Instant | undefined
    return this.ledger.chargeAlongside(
      userId,
      (buckets) => {
        const decision = decide(buckets, this.partsOf(userId, profileId))
        revealed = decision.revealed
        at = decision.at
        return decision.charge
      },
      () => {
        // What was seen before stays seen: a later partial reveal never hides an earlier part.
        const already = this.partsOf(userId, profileId)
        const after = { emails: already.emails || revealed.emails, phones: already.phones || revealed.phones }
        if (after.emails === already.emails && after.phones === already.phones) return
        if (at === undefined) throw new Error('reveal: no time decided')
        const ofUser = this.revealedByUser.get(userId) ?? new Map<ProfileId, Seen>()
        this.revealedByUser.set(userId, ofUser.set(profileId, Object.freeze({ parts: after, at })))
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
    decide: (buckets: readonly Bucket[], alreadyPaid: boolean) => ChargeDecision<R>,
  ): Promise<R> {
    const key = pageKeyOf(page)
    return this.ledger.chargeAlongside(
      userId,
      (buckets) => {
        const paidAt = this.paidPagesByUser.get(userId)?.get(key)
        return decide(buckets, paidAt !== undefined && paidAt >= paidSince)
      },
      (decision) => {
        if (decision._tag === 'NoCharge') return
        const ofUser = this.paidPagesByUser.get(userId) ?? new Map<string, Instant>()
        this.paidPagesByUser.set(userId, ofUser.set(key, decision.at))
      },
    )
  }

  private partsOf(userId: UserId, profileId: ProfileId): Parts {
    return this.revealedByUser.get(userId)?.get(profileId)?.parts ?? NO_PARTS
  }
}
