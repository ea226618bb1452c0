import type { UserId } from '../server/ports/credit-ledger.repository.port.ts'
import type {
  SearchLogEntry,
  SearchLogLine,
  SearchLogPage,
  SearchLogRepository,
} from '../server/ports/search-log.repository.port.ts'
import type { UserRepository } from '../server/ports/user.repository.port.ts'

type Stored = Omit<SearchLogEntry, 'username'> & { readonly seq: number }

// What a PostgreSQL text (and jsonb string) cannot hold: NUL, and UTF-16 that is not well formed.
const storable = (text: string): boolean => !/[\0\p{Cs}]/u.test(text)

/**
 * SearchLogRepository in memory, with the database's semantics. Usernames come from the users fake it
 * is given (any UserRepository; only `find` is used), looked up when a page is read, as the database
 * joins `users`: an entry shows its user's current name. As the foreign key and the jsonb column do,
 * `append` refuses an entry of an unknown user or with text PostgreSQL cannot store, writing nothing.
 */
export class InMemorySearchLogRepository implements SearchLogRepository {
  private entries: readonly Stored[] = []
  private lastSeq = 0

  constructor(private readonly users: Pick<UserRepository, 'find'>) {}

  async append(line: SearchLogLine): Promise<void> {
    // Numbered at the call, like the identity column, so entries of one time keep the order of writing.
    const stored = this.storedAs(line, ++this.lastSeq)
    if ((await this.users.find(line.userId)) === undefined)
      throw new Error(`search log: unknown user ${line.userId}`)
    this.entries = [...this.entries, stored]
  }

  /**
   * Test support, for the contact-access fake: the line of a call, written at once inside its charge's
   * turn (so it throws before that writes anything). Its user is one the charge's lock made, as the
   * database's lock inserts the user's row, so no user is looked up.
   */
  appendInTurn(line: SearchLogLine): void {
    this.entries = [...this.entries, this.storedAs(line, ++this.lastSeq)]
  }

  /** Test support, as `appendInTurn` for several lines: all are checked before any is written. */
  appendAllInTurn(lines: readonly SearchLogLine[]): void {
    const stored = lines.map((line, i) => this.storedAs(line, this.lastSeq + i + 1))
    this.lastSeq += lines.length
    this.entries = [...this.entries, ...stored]
  }

  private storedAs(line: SearchLogLine, seq: number): Stored {
    const params = Object.entries(line.requestParams)
    if (!params.every(([key, value]) => storable(key) && (typeof value !== 'string' || storable(value))))
      throw new Error('search log: request params hold text the database cannot store')
    // A copy, as the database keeps: later changes to the caller's object do not reach the log.
    return Object.freeze({
      id: String(seq),
      userId: line.userId,
      apiName: line.apiName,
      requestParams: Object.freeze(Object.fromEntries(params)),
      createdAt: line.createdAt,
      seq,
    })
  }

  async page(userId: UserId | null, offset: number, limit: number): Promise<SearchLogPage> {
    const matching = this.entries
      .filter((e) => userId === null || e.userId === userId)
      // Newest first; of one time, last written first (as `created_at desc, id desc`).
      .sort((a, b) => b.createdAt - a.createdAt || b.seq - a.seq)
    const entries = await Promise.all(
      matching.slice(offset, offset + limit).map(async ({ seq: _, ...e }): Promise<SearchLogEntry> => {
        // A user only a charge's lock made has never signed in: the database's default name, empty.
        const user = await this.users.find(e.userId)
        return { ...e, username: user?.username ?? '' }
      }),
    )
    return { total: matching.length, entries }
  }
}
