import type { Instant } from '../../domain/shared/instant.ts'
import type {
  ApiKeyRepository,
  KeyHolder,
  KeyUse,
  NewApiKey,
  StoredApiKey,
} from '../server/ports/api-key.repository.port.ts'
import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type { UserProfile } from '../server/ports/user.repository.port.ts'

/** ApiKeyRepository in memory, with the database's semantics; users are given by `users`. */
export class InMemoryApiKeyRepository implements ApiKeyRepository {
  private readonly keys = new Map<string, StoredApiKey & { readonly seq: number }>()
  private readonly addresses = new Set<string>()
  private seq = 0

  constructor(private readonly users: (id: UserId) => UserProfile | undefined) {}

  async create(key: NewApiKey): Promise<void> {
    if (this.keys.has(key.id)) throw new Error(`api key ${key.id} exists`)
    if (this.users(key.userId) === undefined) throw new Error(`no user ${key.userId}`)
    this.keys.set(key.id, {
      ...key,
      scopes: [...key.scopes],
      lastUsedAt: null,
      revokedAt: null,
      requests: 0,
      usageMonth: null,
      seq: ++this.seq,
    })
  }

  async countLive(userId: UserId): Promise<number> {
    return [...this.keys.values()].filter((k) => k.userId === userId && k.revokedAt === null).length
  }

  async findWithUser(id: string): Promise<KeyHolder | undefined> {
    const key = this.keys.get(id)
    const user = key === undefined ? undefined : this.users(key.userId)
    return key === undefined || user === undefined ? undefined : { key: strip(key), user }
  }

  async list(userId: UserId): Promise<readonly StoredApiKey[]> {
    return [...this.keys.values()]
      .filter((k) => k.userId === userId)
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? -1 : 1))
      .map(strip)
  }

  async revoke(userId: UserId, id: string, now: Instant): Promise<StoredApiKey | undefined> {
    const key = this.keys.get(id)
    if (key === undefined || key.userId !== userId || key.revokedAt !== null) return undefined
    const revoked = { ...key, revokedAt: now }
    this.keys.set(id, revoked)
    return strip(revoked)
  }

  async recordUse(uses: readonly KeyUse[]): Promise<void> {
    for (const use of uses) {
      const key = this.keys.get(use.id)
      if (key === undefined) continue
      this.keys.set(use.id, {
        ...key,
        requests: key.usageMonth === use.month ? key.requests + use.calls : use.calls,
        usageMonth: use.month,
        lastUsedAt:
          key.lastUsedAt === null ? use.lastUsedAt : (Math.max(key.lastUsedAt, use.lastUsedAt) as Instant),
      })
    }
  }

  async rememberAddress(id: string, address: string): Promise<boolean> {
    const pair = `${id} ${address}`
    if (this.addresses.has(pair)) return false
    this.addresses.add(pair)
    return true
  }
}

const strip = ({ seq: _seq, ...key }: StoredApiKey & { readonly seq: number }): StoredApiKey => key
