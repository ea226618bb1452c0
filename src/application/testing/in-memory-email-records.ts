import type { EmailVerdict } from '../../domain/email/email-verdict.ts'
import { instant } from '../../domain/shared/instant.ts'
import type { EmailRecords, NamedAddress, RecordedVerdict } from '../server/ports/email-records.port.ts'

/** One held copy of an address, as the fake keeps it. */
export type HeldEmail = {
  /** The person holding it (the contract seeds `contract-person-<index>`). */
  readonly profileId?: string
  readonly name: string
  readonly address: string
  verdict: EmailVerdict
  reason: string | null
  mxHost: string | null
  checkedAt: number
}

const domainOf = (address: string) => (address.split('@')[1] ?? '').toLowerCase()

/** EmailRecords in memory, for use-case tests; `held` is open for a test to seed and read. */
export class InMemoryEmailRecords implements EmailRecords {
  readonly held: HeldEmail[] = []
  private readonly found = new Set<string>()
  private readonly bounces = new Set<string>()

  async staleFirst(checkedBefore: number, limit: number, skipDomainSuffixes: readonly string[]) {
    const skipped = (domain: string) =>
      skipDomainSuffixes.some((s) => domain === s || domain.endsWith(`.${s}`))
    const stale = this.held
      .filter((e) => e.checkedAt < checkedBefore && !skipped(domainOf(e.address)))
      .sort(
        (a, b) => a.checkedAt - b.checkedAt || (a.address < b.address ? -1 : a.address > b.address ? 1 : 0),
      )
    const seen = new Set<string>()
    return stale
      .filter((e) => !seen.has(e.address) && seen.add(e.address))
      .slice(0, limit)
      .map((e) => ({ address: e.address, checkedAt: instant(e.checkedAt) }))
  }

  async recordVerdict(verdict: RecordedVerdict) {
    const copies = this.held.filter((e) => e.address === verdict.address)
    for (const copy of copies) {
      copy.verdict = verdict.verdict
      copy.reason = verdict.reason
      copy.mxHost = verdict.mxHost
      copy.checkedAt = verdict.checkedAt
    }
    return copies.length
  }

  async namedAddressesAt(domain: string, limit: number): Promise<readonly NamedAddress[]> {
    return this.held
      .filter((e) => domainOf(e.address) === domain.toLowerCase() && e.verdict !== 'invalid')
      .sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0))
      .slice(0, limit)
      .map(({ address, name }) => ({ address, name }))
  }

  async markFound(userId: string, address: string) {
    const key = `${userId}\u0000${address}`
    if (this.found.has(key)) return false
    this.found.add(key)
    return true
  }

  async forgetFound(userId: string, address: string) {
    this.found.delete(`${userId}\u0000${address}`)
  }

  /** Users who revealed the emails of a person (open for a test to seed; the reveals live elsewhere). */
  readonly emailRevealers: { readonly userId: string; readonly profileId: string }[] = []

  async usersHolding(address: string) {
    const finders = [...this.found].flatMap((key) => {
      const [userId, found] = key.split('\u0000')
      return found === address && userId !== undefined ? [userId] : []
    })
    const holders = new Set(this.held.filter((e) => e.address === address).map((e) => e.profileId))
    const revealers = this.emailRevealers.filter((r) => holders.has(r.profileId)).map((r) => r.userId)
    return [...new Set([...finders, ...revealers])].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }

  async wasFound(userId: string, address: string) {
    return this.found.has(`${userId}\u0000${address}`)
  }

  async personAt(domain: string, fullName: string): Promise<string | null> {
    const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()
    const ids = new Set(
      this.held
        .filter((e) => key(e.name) === key(fullName) && domainOf(e.address) === domain.toLowerCase())
        .flatMap((e) => (e.profileId === undefined ? [] : [e.profileId])),
    )
    return ids.size === 1 ? ([...ids][0] ?? null) : null
  }

  async holdersOf(address: string): Promise<readonly string[]> {
    const ids = this.held.flatMap((e) =>
      e.address === address && e.profileId !== undefined ? [e.profileId] : [],
    )
    return [...new Set(ids)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  }

  async storeFound(profileId: string, found: RecordedVerdict) {
    const copy = this.held.find((e) => e.profileId === profileId && e.address === found.address)
    if (copy !== undefined) {
      copy.verdict = found.verdict
      copy.reason = found.reason
      copy.mxHost = found.mxHost
      copy.checkedAt = found.checkedAt
      return false
    }
    const name = this.held.find((e) => e.profileId === profileId)?.name ?? ''
    this.held.push({
      profileId,
      name,
      address: found.address,
      verdict: found.verdict,
      reason: found.reason,
      mxHost: found.mxHost,
      checkedAt: found.checkedAt,
    })
    return true
  }

  async markBounceReported(userId: string, address: string) {
    const key = `${userId}\u0000${address}`
    if (this.bounces.has(key)) return false
    this.bounces.add(key)
    return true
  }

  async forgetBounceReport(userId: string, address: string) {
    this.bounces.delete(`${userId}\u0000${address}`)
  }
}
