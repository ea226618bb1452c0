import { type KeyParts, parseKeyText } from '../../domain/api-keys/api-key.ts'
import { equalInConstantTime } from '../../domain/api-keys/constant-time.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import type { Caller } from './caller.ts'
import type { ApiKeyRepository, KeyUse } from './ports/api-key.repository.port.ts'
import type { AuditLogRepository } from './ports/audit-log.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { Digest } from './ports/digest.port.ts'

// A hash no secret has: a look-up of a key id that does not exist still hashes and compares.
const NO_HASH = '0'.repeat(64)
// Writes of "last used" and the month's count are gathered: at most one per key a second.
const FLUSH_EVERY_MS = 1000
const MAX_KNOWN_ADDRESSES = 10_000

const monthOf = (epochMs: number) => new Date(epochMs).toISOString().slice(0, 7)

/**
 * The caller an API key stands for, or null for a key that does not exist, is revoked, or whose
 * secret is wrong (all alike: 401). The key is read from the database on every call, so a revocation
 * holds at once on every process. The secret is checked by its SHA-256 in constant time.
 */
export class AuthenticateApiKey {
  private pending = new Map<string, KeyUse>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly knownAddresses = new Set<string>()

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly digest: Digest,
    private readonly clock: Clock,
    private readonly audit: AuditLogRepository,
  ) {}

  async execute(text: string, address: string): Promise<Caller | null> {
    const parts = parseKeyText(text)
    if (parts === null) return null
    return this.check(parts, address)
  }

  private async check(parts: KeyParts, address: string): Promise<Caller | null> {
    const holder = await this.keys.findWithUser(parts.id)
    const matches = equalInConstantTime(
      this.digest.sha256Hex(parts.secret),
      holder?.key.secretHash ?? NO_HASH,
    )
    if (holder === undefined || !matches || holder.key.revokedAt !== null) return null
    const { key, user } = holder
    const now = this.clock.now()
    this.count(key.id, now)
    await this.noticeAddress(key.id, user, address, now)
    return {
      userId: user.id,
      isAdmin: user.isAdmin && key.scopes.includes('admin'),
      username: user.username,
      email: user.email,
      avatar: user.avatar,
      apiKey: { id: key.id, scopes: key.scopes },
    }
  }

  /** Writes what is gathered now (the app's close, a test). */
  async flush(): Promise<void> {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
    const uses = [...this.pending.values()]
    this.pending = new Map()
    if (uses.length > 0) await this.keys.recordUse(uses)
  }

  private count(id: string, now: Instant) {
    const month = monthOf(now)
    const known = this.pending.get(id)
    const calls = known !== undefined && known.month === month ? known.calls + 1 : 1
    this.pending.set(id, { id, calls, lastUsedAt: now, month })
    if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush().catch(() => {}), FLUSH_EVERY_MS)
      this.timer.unref?.()
    }
  }

  // "Used from a new address" goes to the audit log; known pairs are kept here so most calls ask nothing.
  private async noticeAddress(
    id: string,
    user: { readonly id: string; readonly username: string },
    address: string,
    now: Instant,
  ) {
    const pair = `${id} ${address}`
    if (this.knownAddresses.has(pair)) return
    const first = await this.keys.rememberAddress(id, address, now)
    if (this.knownAddresses.size >= MAX_KNOWN_ADDRESSES) this.knownAddresses.clear()
    this.knownAddresses.add(pair)
    if (!first) return
    await this.audit.append({
      actor: { _tag: 'User', userId: user.id, username: user.username },
      action: 'api_key.new_address',
      target: { type: 'api_key', id },
      details: { address: { from: null, to: address } },
      at: now,
    })
  }
}
