import type { Kysely, QueryCreator } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type {
  SearchApiName,
  SearchLogLine,
  SearchLogPage,
  SearchLogRepository,
} from '../../../application/server/ports/search-log.repository.port.ts'
import { toDate } from '../../../domain/shared/instant.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'

const apiNameOf = (value: string): SearchApiName => {
  if (value === 'getUserContact' || value === 'getCompanyMembers') return value
  throw new Error(`unknown search api name in the database: ${value}`)
}

const paramsOf = (value: unknown): Record<string, string | number> =>
  (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, string | number>

/** The insert of one line, for `append` and for the charge that writes its call's line with it. */
export const insertSearchLogLine = (line: SearchLogLine) => (db: QueryCreator<Database>) =>
  db.insertInto('search_log').values({
    user_id: line.userId,
    api_name: line.apiName,
    request_params: JSON.stringify(line.requestParams),
    created_at: toDate(line.createdAt),
  })

/** SearchLogRepository on PostgreSQL or PGlite. */
export class KyselySearchLogRepository implements SearchLogRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async append(line: SearchLogLine): Promise<void> {
    await insertSearchLogLine(line)(this.db).execute()
  }

  async page(userId: UserId | null, offset: number, limit: number): Promise<SearchLogPage> {
    let entries = this.db
      .selectFrom('search_log')
      .innerJoin('users', 'users.id', 'search_log.user_id')
      .select([
        'search_log.id',
        'search_log.user_id',
        'users.username',
        'search_log.api_name',
        'search_log.request_params',
        'search_log.created_at',
      ])
    let count = this.db.selectFrom('search_log').select((e) => e.fn.countAll<string>().as('n'))
    if (userId !== null) {
      entries = entries.where('search_log.user_id', '=', userId)
      count = count.where('user_id', '=', userId)
    }
    const [rows, total] = await Promise.all([
      entries
        .orderBy('search_log.created_at', 'desc')
        .orderBy('search_log.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute(),
      count.executeTakeFirstOrThrow(),
    ])
    return {
      total: Number(total.n),
      entries: rows.map((r) => ({
        id: String(r.id),
        userId: r.user_id,
        username: r.username,
        apiName: apiNameOf(r.api_name),
        requestParams: paramsOf(r.request_params),
        createdAt: instantOf(r.created_at),
      })),
    }
  }
}
