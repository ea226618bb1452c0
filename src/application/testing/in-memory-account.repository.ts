import { usernameKey } from '../../domain/identity/credentials.ts'
import type {
  Account,
  AccountRepository,
  AccountWithSecret,
  UsernameTaken,
} from '../server/ports/account.repository.port.ts'

const withoutSecret = ({ passwordHash: _, ...account }: AccountWithSecret): Account => account

/** AccountRepository in memory, for tests of the use cases and the identity pages. */
export class InMemoryAccountRepository implements AccountRepository {
  private readonly byId = new Map<string, AccountWithSecret>()
  private readonly idByKey = new Map<string, string>()

  async create(account: AccountWithSecret): Promise<Account | UsernameTaken> {
    const key = usernameKey(account.username)
    if (this.idByKey.has(key) || this.byId.has(account.id))
      return { _tag: 'UsernameTaken', username: account.username }
    this.byId.set(account.id, account)
    this.idByKey.set(key, account.id)
    return withoutSecret(account)
  }

  async findById(id: string): Promise<Account | undefined> {
    const found = this.byId.get(id)
    return found === undefined ? undefined : withoutSecret(found)
  }

  async findByUsername(username: string): Promise<AccountWithSecret | undefined> {
    const id = this.idByKey.get(usernameKey(username))
    return id === undefined ? undefined : this.byId.get(id)
  }

  async isEmpty(): Promise<boolean> {
    return this.byId.size === 0
  }

  async findSecretById(id: string): Promise<AccountWithSecret | undefined> {
    return this.byId.get(id)
  }

  async updateEmail(id: string, email: string | null): Promise<Account | undefined> {
    const found = this.byId.get(id)
    if (found === undefined) return undefined
    const changed = { ...found, email }
    this.byId.set(id, changed)
    return withoutSecret(changed)
  }

  async updatePasswordHash(id: string, passwordHash: string): Promise<boolean> {
    const found = this.byId.get(id)
    if (found === undefined) return false
    this.byId.set(id, { ...found, passwordHash })
    return true
  }
}
