import { type Expression, type Kysely, type SqlBool, sql } from 'kysely'
import type {
  ContactList,
  ContactsPage,
  ContactsWorkspace,
  ListChange,
} from '../../../application/server/ports/contacts-workspace.port.ts'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import {
  COUNT_LIMIT,
  type ContactFilter,
  type ContactQuery,
  clampPageSize,
  companyKeys,
  EXPORT_BATCH,
  isUnfiltered,
  normaliseSearch,
  revealedWindow,
  type WorkspaceContact,
} from '../../../domain/contacts-workspace/contact-query.ts'
import type { EmailVerdict } from '../../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { type Instant, toDate } from '../../../domain/shared/instant.ts'
import type { ContactRowsTable } from './contacts-workspace-tables.ts'
import { instantOf } from './credit-ledger.rows.ts'
import type { Database } from './database-schema.ts'
import { createUser } from './ledger-transaction.ts'
import { CUSTOM_PLAN } from './prepared-statement-pool.ts'

const SORT_COLUMN = { revealed: 'revealed_at', name: 'name_key', company: 'company_key' } as const

// LIKE's own characters in a search are matched as themselves.
const likeEscaped = (text: string) => text.replace(/[\\%_]/gu, (c) => `\\${c}`)

const contactOf = (r: ContactRowsTable): WorkspaceContact => ({
  profileId: r.profile_id as ProfileId,
  name: r.name,
  title: r.title,
  companyName: r.company_name,
  companyDomain: r.company_domain,
  email: r.email,
  verdict: r.email === null ? null : (r.verdict as EmailVerdict | null),
  checkedAt: r.checked_at === null ? null : instantOf(r.checked_at),
  phone: r.phone,
  whatsappValid: r.whatsapp_valid,
  revealed: { emails: r.emails_revealed, phones: r.phones_revealed },
  revealedAt: instantOf(r.revealed_at),
  reverifyRequestedAt: r.reverify_requested_at === null ? null : instantOf(r.reverify_requested_at),
})

/** The filter as conditions on contact_rows `r` (the user's rows only). */
const conditions = (userId: UserId, filter: ContactFilter): Expression<SqlBool>[] => {
  const where: Expression<SqlBool>[] = [sql<SqlBool>`r.user_id = ${userId}`]
  const search = normaliseSearch(filter.search)
  if (search !== undefined) where.push(sql<SqlBool>`r.search like ${`%${likeEscaped(search)}%`}`)
  const company = companyKeys(filter.company)
  if (company !== undefined)
    where.push(
      company.domain === null
        ? sql<SqlBool>`r.company_key = ${company.name}`
        : sql<SqlBool>`(r.company_key = ${company.name} or r.company_domain = ${company.domain})`,
    )
  if (filter.verdict === 'none') where.push(sql<SqlBool>`r.verdict is null`)
  else if (filter.verdict !== undefined) where.push(sql<SqlBool>`r.verdict = ${filter.verdict}`)
  const { from, until } = revealedWindow(filter)
  if (from !== undefined) where.push(sql<SqlBool>`r.revealed_at >= ${new Date(from)}`)
  if (until !== undefined) where.push(sql<SqlBool>`r.revealed_at < ${new Date(until)}`)
  if (filter.listId !== undefined)
    where.push(sql<SqlBool>`m.list_id = ${filter.listId} and m.user_id = ${userId}`)
  return where
}

// A search is planned for its text (CUSTOM_PLAN): a generic plan would scan every contact for a rare one.
const planFor = (filter: ContactFilter) =>
  normaliseSearch(filter.search) === undefined ? sql`` : sql.raw(CUSTOM_PLAN)

// A list is a join from its members (a list of 1,000 is read from its 1,000 rows, not by probing
// every contact); everyone else, the user's rows.
const rowsOf = (filter: ContactFilter) =>
  filter.listId === undefined
    ? sql`contact_rows r`
    : sql`contact_list_members m join contact_rows r on r.user_id = m.user_id and r.profile_id = m.profile_id`

const and = (where: readonly Expression<SqlBool>[]) => sql.join(where, sql` and `)

/**
 * ContactsWorkspace on PostgreSQL or PGlite. The rows are the migration's contact_rows, kept by
 * triggers; each sort reads a page off its index (user, sort value, profile id), and the next page
 * starts past the last row (keyset), so page 2,000 costs what page 1 does.
 */
export class KyselyContactsWorkspace implements ContactsWorkspace {
  constructor(private readonly db: Kysely<Database>) {}

  async page(userId: UserId, query: ContactQuery, withTotal: boolean): Promise<ContactsPage> {
    const limit = clampPageSize(query.limit, EXPORT_BATCH)
    const column = sql.ref(`r.${SORT_COLUMN[query.sort]}`)
    const where = conditions(userId, query.filter)
    const after = query.after
    const keyset =
      after === undefined
        ? []
        : [
            query.direction === 'asc'
              ? sql<SqlBool>`(${column}, r.profile_id) > (${keyOf(query, after.key)}, ${after.profileId})`
              : sql<SqlBool>`(${column}, r.profile_id) < (${keyOf(query, after.key)}, ${after.profileId})`,
          ]
    const direction = sql.raw(query.direction)
    const { rows } =
      await sql<ContactRowsTable>`${planFor(query.filter)} select r.* from ${rowsOf(query.filter)}
      where ${and([...where, ...keyset])}
      order by ${column} ${direction}, r.profile_id ${direction} limit ${limit + 1}`.execute(this.db)
    const contacts = rows.slice(0, limit).map(contactOf)
    const last = contacts.at(-1)
    const next =
      rows.length > limit && last !== undefined
        ? { key: keyText(query, rows[limit - 1]), profileId: last.profileId }
        : undefined
    const total = withTotal ? await this.count(userId, query.filter, where) : undefined
    return {
      contacts,
      listsOf: await this.listsOf(
        userId,
        contacts.map((c) => c.profileId),
      ),
      ...(next === undefined ? {} : { next }),
      ...(total === undefined ? {} : { total }),
    }
  }

  // Everyone: the trigger-kept total. A filtered view: counted up to COUNT_LIMIT, so a count never
  // reads more than that many index entries.
  private async count(
    userId: UserId,
    filter: ContactFilter,
    where: readonly Expression<SqlBool>[],
  ): Promise<{ count: number; more: boolean }> {
    if (isUnfiltered(filter)) {
      const row = await this.db
        .selectFrom('contact_row_totals')
        .select('total')
        .where('user_id', '=', userId)
        .executeTakeFirst()
      return { count: Number(row?.total ?? 0), more: false }
    }
    // A list alone: its members are contacts (a trigger takes the gone out), so they are its count.
    const { listId, ...others } = filter
    const counting =
      listId !== undefined && isUnfiltered(others)
        ? sql`select 1 from contact_list_members m where m.list_id = ${listId} and m.user_id = ${userId}`
        : sql`select 1 from ${rowsOf(filter)} where ${and(where)}`
    const { rows } = await sql<{ n: string | number }>`${planFor(filter)} select count(*) as n from
      (${counting} limit ${COUNT_LIMIT + 1}) counted`.execute(this.db)
    const n = Number(rows[0]?.n ?? 0)
    return n > COUNT_LIMIT ? { count: COUNT_LIMIT, more: true } : { count: n, more: false }
  }

  private async listsOf(
    userId: UserId,
    ids: readonly ProfileId[],
  ): Promise<ReadonlyMap<ProfileId, string[]>> {
    const map = new Map<ProfileId, string[]>()
    if (ids.length === 0) return map
    const rows = await this.db
      .selectFrom('contact_list_members')
      .select(['profile_id', 'list_id'])
      .where('user_id', '=', userId)
      .where('profile_id', 'in', ids)
      .orderBy('added_at')
      .execute()
    for (const r of rows) {
      const id = r.profile_id as ProfileId
      map.set(id, [...(map.get(id) ?? []), r.list_id])
    }
    return map
  }

  async held(userId: UserId, profileIds: readonly ProfileId[]): Promise<readonly WorkspaceContact[]> {
    if (profileIds.length === 0) return []
    const rows = await this.db
      .selectFrom('contact_rows')
      .selectAll()
      .where('user_id', '=', userId)
      .where('profile_id', 'in', profileIds)
      .execute()
    return rows.map(contactOf)
  }

  async markReverifyRequested(userId: UserId, profileIds: readonly ProfileId[], at: Instant): Promise<void> {
    if (profileIds.length === 0) return
    await this.db
      .updateTable('contact_rows')
      .set({ reverify_requested_at: toDate(at) })
      .where('user_id', '=', userId)
      .where('profile_id', 'in', profileIds)
      .execute()
  }

  async lists(userId: UserId): Promise<readonly ContactList[]> {
    const { rows } = await sql<{ id: string; name: string; created_at: Date; size: string | number }>`
      select l.id, l.name, l.created_at,
        (select count(*) from contact_list_members m where m.list_id = l.id) as size
      from contact_lists l where l.user_id = ${userId}
      order by lower(l.name) collate "C", l.id collate "C"`.execute(this.db)
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: instantOf(r.created_at),
      size: Number(r.size),
    }))
  }

  async createList(
    userId: UserId,
    list: { readonly id: string; readonly name: string; readonly at: Instant },
  ): Promise<boolean> {
    // A user known so far only by their token has no row yet (the ledger creates users the same way).
    await createUser(this.db, userId)
    // The unique index (user, lower(name)) decides a race between two creations of one name.
    const { rows } = await sql<{ id: string }>`insert into contact_lists (id, user_id, name, created_at)
      values (${list.id}, ${userId}, ${list.name}, ${toDate(list.at)})
      on conflict (user_id, lower(name)) do nothing returning id`.execute(this.db)
    return rows.length === 1
  }

  async renameList(
    userId: UserId,
    listId: string,
    name: string,
  ): Promise<'renamed' | 'notFound' | 'nameTaken'> {
    const owned = await this.owns(userId, listId)
    if (!owned) return 'notFound'
    const { rows } = await sql<{ id: string }>`update contact_lists set name = ${name}
      where id = ${listId} and user_id = ${userId}
        and not exists (select 1 from contact_lists o
          where o.user_id = ${userId} and lower(o.name) = lower(${name}) and o.id <> ${listId})
      returning id`.execute(this.db)
    return rows.length === 1 ? 'renamed' : 'nameTaken'
  }

  async deleteList(userId: UserId, listId: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('contact_lists')
      .where('id', '=', listId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return Number(result.numDeletedRows) > 0
  }

  async addToList(
    userId: UserId,
    listId: string,
    profileIds: readonly ProfileId[],
    at: Instant,
  ): Promise<ListChange> {
    if (!(await this.owns(userId, listId))) return { _tag: 'ListNotFound' }
    if (profileIds.length === 0) return { _tag: 'ListChanged', changed: 0 }
    // Only people the user holds join (a row of theirs exists), each once.
    const { rows } = await sql<{ profile_id: string }>`insert into contact_list_members
        (list_id, user_id, profile_id, added_at)
      select ${listId}, r.user_id, r.profile_id, ${toDate(at)} from contact_rows r
      where r.user_id = ${userId} and r.profile_id in (${sql.join(profileIds)})
      on conflict (list_id, profile_id) do nothing returning profile_id`.execute(this.db)
    return { _tag: 'ListChanged', changed: rows.length }
  }

  async removeFromList(
    userId: UserId,
    listId: string,
    profileIds: readonly ProfileId[],
  ): Promise<ListChange> {
    if (!(await this.owns(userId, listId))) return { _tag: 'ListNotFound' }
    if (profileIds.length === 0) return { _tag: 'ListChanged', changed: 0 }
    const result = await this.db
      .deleteFrom('contact_list_members')
      .where('list_id', '=', listId)
      .where('user_id', '=', userId)
      .where('profile_id', 'in', profileIds)
      .executeTakeFirst()
    return { _tag: 'ListChanged', changed: Number(result.numDeletedRows) }
  }

  private async owns(userId: UserId, listId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('contact_lists')
      .select('id')
      .where('id', '=', listId)
      .where('user_id', '=', userId)
      .executeTakeFirst()
    return row !== undefined
  }
}

// The cursor's key as the column compares: a time for the reveal sort, text otherwise.
const keyOf = (query: ContactQuery, key: string) => {
  if (query.sort !== 'revealed') return key
  const ms = Date.parse(key)
  return Number.isNaN(ms) ? new Date(0) : new Date(ms)
}

const keyText = (query: ContactQuery, row: ContactRowsTable | undefined): string => {
  if (row === undefined) return ''
  switch (query.sort) {
    case 'revealed':
      return row.revealed_at.toISOString()
    case 'name':
      return row.name_key
    case 'company':
      return row.company_key
  }
}
