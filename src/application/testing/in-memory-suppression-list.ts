import type { OptOutTokenHash } from '../../domain/opt-out/opt-out-token.ts'
import type { SuppressionEntry, SuppressionKey } from '../../domain/opt-out/suppression-key.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type {
  NewOptOutRequest,
  OptOutRequestRecord,
  SuppressionList,
} from '../server/ports/suppression-list.repository.port.ts'

/** What a database would hold: shared by every list opened on it (each with its own pepper check). */
export type SuppressionStore = {
  readonly requests: Map<OptOutTokenHash, OptOutRequestRecord>
  readonly keys: Map<SuppressionKey, { readonly entry: SuppressionEntry; readonly at: Instant }>
  pepperCheck: string | null
}

export const emptySuppressionStore = (): SuppressionStore => ({
  requests: new Map(),
  keys: new Map(),
  pepperCheck: null,
})

/** SuppressionList in memory, with the database adapter's semantics (tests/contract/suppression-list). */
export class InMemorySuppressionList implements SuppressionList {
  constructor(
    private readonly pepperCheck: string,
    private readonly store: SuppressionStore = emptySuppressionStore(),
  ) {}

  async addRequest(request: NewOptOutRequest): Promise<void> {
    this.checkPepper()
    if (this.store.requests.has(request.tokenHash)) throw new Error('duplicate opt-out token hash')
    this.store.requests.set(request.tokenHash, { ...request, confirmedAt: null })
  }

  async findRequest(tokenHash: OptOutTokenHash): Promise<OptOutRequestRecord | undefined> {
    this.checkPepper()
    return this.store.requests.get(tokenHash)
  }

  async suppress(entries: readonly SuppressionEntry[], at: Instant): Promise<void> {
    this.checkPepper()
    this.store.pepperCheck ??= this.pepperCheck
    for (const entry of entries)
      if (!this.store.keys.has(entry.key)) this.store.keys.set(entry.key, { entry, at })
  }

  async markConfirmed(tokenHash: OptOutTokenHash, at: Instant): Promise<boolean> {
    this.checkPepper()
    const found = this.store.requests.get(tokenHash)
    if (found === undefined || found.confirmedAt !== null) return false
    const { tokenHash: hash, requestedAt, expiresAt } = found
    this.store.requests.set(tokenHash, {
      tokenHash: hash,
      requestedAt,
      expiresAt,
      profileId: null,
      email: null,
      confirmedAt: at,
    })
    return true
  }

  async suppressedAmong(keys: readonly SuppressionKey[]): Promise<ReadonlySet<SuppressionKey>> {
    this.checkPepper()
    return new Set(keys.filter((key) => this.store.keys.has(key)))
  }

  async purgeExpired(now: Instant): Promise<number> {
    this.checkPepper()
    let purged = 0
    for (const [hash, request] of this.store.requests)
      if (request.expiresAt < now) {
        this.store.requests.delete(hash)
        purged++
      }
    return purged
  }

  private checkPepper() {
    if (this.store.pepperCheck !== null && this.store.pepperCheck !== this.pepperCheck)
      throw new Error(SUPPRESSION_PEPPER_MISMATCH)
  }
}

export const SUPPRESSION_PEPPER_MISMATCH =
  'the suppression list was written with another SUPPRESSION_PEPPER: its keys would never match'
