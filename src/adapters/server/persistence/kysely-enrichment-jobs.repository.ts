import { type Kysely, type Selectable, sql } from 'kysely'
import type { UserId } from '../../../application/server/ports/credit-ledger.repository.port.ts'
import type {
  EnrichmentJob,
  EnrichmentJobs,
  NewJob,
  RowAnswer,
  RowOutcome,
  StoredRow,
} from '../../../application/server/ports/enrichment-jobs.port.ts'
import type { ColumnMapping } from '../../../domain/enrichment/column-mapping.ts'
import type { JobState } from '../../../domain/enrichment/job-progress.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../../domain/profiles/profile-link.ts'
import { type Instant, instant } from '../../../domain/shared/instant.ts'
import type { Database } from './database-schema.ts'
import type { EnrichmentJobsTable, EnrichmentRowsTable } from './enrichment-tables.ts'

// Rows per insert statement: two parameters each, far under PostgreSQL's 65,535.
const INSERT_BATCH = 1000

const at = (date: Date | null): Instant | null => (date === null ? null : instant(date.getTime()))
// jsonb comes back parsed on both drivers; an older driver could hand back the text.
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T

const jobOf = (row: Selectable<EnrichmentJobsTable>): EnrichmentJob => ({
  id: row.id,
  userId: row.user_id as UserId,
  notifyEmail: row.notify_email,
  fileName: row.file_name,
  createdAt: instant(row.created_at.getTime()),
  expiresAt: instant(row.expires_at.getTime()),
  state: row.state as JobState,
  columns: parsed<string[]>(row.columns),
  mapping: parsed<ColumnMapping>(row.mapping),
  totalRows: row.total_rows,
  doneRows: row.done_rows,
  foundRows: row.found_rows,
  notFoundRows: row.not_found_rows,
  invalidRows: row.invalid_rows,
  charged: row.charged,
  runStartedAt: at(row.run_started_at),
  runStartedDone: row.run_started_done,
  finishedAt: at(row.finished_at),
})

const storedRowOf = (
  row: Pick<Selectable<EnrichmentRowsTable>, 'row_no' | 'cells' | 'status' | 'reason' | 'result'>,
): StoredRow => ({
  rowNo: row.row_no,
  cells: parsed<string[]>(row.cells),
  status: row.status as StoredRow['status'],
  reason: row.reason,
  answer: row.result === null ? null : parsed<RowAnswer>(row.result),
})

/**
 * What the ledger charged in the job: its lines carry the job (migration 0020), written in the charge's
 * own transaction, so a process killed between a chunk's reveals and its answers cannot leave the job's
 * figure short (issue 29 §17). Refund lines are not charges.
 */
const ledgerCharged = sql<number>`(
  select coalesce(sum(l.quantity), 0)::int from credit_ledger l
  where l.enrichment_job_id = enrichment_jobs.id and l.refund_of is null)`.as('ledger_charged')

// The job's own count when no line carries it (a store whose charges were written without the ledger,
// as the contract suite records answers alone); with the ledger, its sum, which the count never exceeds.
const chargedByLedger = ({
  ledger_charged,
  ...row
}: Selectable<EnrichmentJobsTable> & { ledger_charged: number }): EnrichmentJob => ({
  ...jobOf(row),
  charged: Math.max(row.charged, Number(ledger_charged)),
})

/** EnrichmentJobs on the tables of migration 0013. */
export class KyselyEnrichmentJobs implements EnrichmentJobs {
  constructor(private readonly db: Kysely<Database>) {}

  async create(job: NewJob) {
    await this.db
      .insertInto('enrichment_jobs')
      .values({
        id: job.id,
        user_id: job.userId,
        notify_email: job.notifyEmail,
        file_name: job.fileName,
        created_at: new Date(job.createdAt),
        expires_at: new Date(job.expiresAt),
        state: 'draft',
        columns: '[]',
        mapping: '{}',
      })
      .execute()
  }

  async appendRows(jobId: string, firstRowNo: number, rows: readonly (readonly string[])[]) {
    for (let start = 0; start < rows.length; start += INSERT_BATCH) {
      const batch = rows.slice(start, start + INSERT_BATCH)
      await this.db
        .insertInto('enrichment_rows')
        .values(
          batch.map((cells, i) => ({
            job_id: jobId,
            row_no: firstRowNo + start + i,
            cells: JSON.stringify(cells),
          })),
        )
        .execute()
    }
  }

  async completeUpload(jobId: string, columns: readonly string[], totalRows: number, mapping: ColumnMapping) {
    await this.db
      .updateTable('enrichment_jobs')
      .set({ columns: JSON.stringify(columns), total_rows: totalRows, mapping: JSON.stringify(mapping) })
      .where('id', '=', jobId)
      .execute()
  }

  async discard(jobId: string) {
    await this.db.deleteFrom('enrichment_jobs').where('id', '=', jobId).execute()
  }

  async find(jobId: string) {
    const row = await this.db
      .selectFrom('enrichment_jobs')
      .selectAll()
      .select(ledgerCharged)
      .where('id', '=', jobId)
      .executeTakeFirst()
    return row === undefined ? undefined : chargedByLedger(row)
  }

  async list(userId: UserId, limit: number) {
    const rows = await this.db
      .selectFrom('enrichment_jobs')
      .selectAll()
      .select(ledgerCharged)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute()
    return rows.map(chargedByLedger)
  }

  async rows(jobId: string, afterRowNo: number, limit: number) {
    const rows = await this.db
      .selectFrom('enrichment_rows')
      .select(['row_no', 'cells', 'status', 'reason', 'result'])
      .where('job_id', '=', jobId)
      .where('row_no', '>', afterRowNo)
      .orderBy('row_no')
      .limit(limit)
      .execute()
    return rows.map(storedRowOf)
  }

  async foundProfileIds(jobId: string) {
    const rows = await this.db
      .selectFrom('enrichment_rows')
      .select(sql<string | null>`result->>'profileLink'`.as('link'))
      .where('job_id', '=', jobId)
      .where('status', '=', 'found')
      .orderBy('row_no')
      .execute()
    const ids = new Set<ProfileId>()
    for (const { link } of rows) {
      const id = link === null ? undefined : parseProfileLink(link)
      if (typeof id === 'string') ids.add(id)
    }
    return [...ids]
  }

  async pendingRows(jobId: string, limit: number, afterRowNo?: number) {
    const rows = await this.db
      .selectFrom('enrichment_rows')
      .select(['row_no', 'cells', 'status', 'reason', 'result'])
      .where('job_id', '=', jobId)
      // A literal, not a parameter: the statement runs prepared, and only a plan that knows the status
      // is 'pending' may read the partial index of pending rows. A plan for any status walks every row
      // of the job, answered ones included, on each chunk (a 100,000-row file read 100,000 index entries
      // for each of its last chunks).
      .where('status', '=', sql.lit('pending'))
      // Past the rows this run answered: their index entries stay until a vacuum.
      .$if(afterRowNo !== undefined, (q) => q.where('row_no', '>', afterRowNo as number))
      .orderBy('row_no')
      .limit(limit)
      .execute()
    return rows.map(storedRowOf)
  }

  async answersOf(jobId: string, keys: readonly string[]) {
    const answers = new Map<string, RowOutcome>()
    if (keys.length === 0) return answers
    const rows = await this.db
      .selectFrom('enrichment_rows')
      .select(['row_no', 'row_key', 'status', 'reason', 'result'])
      .where('job_id', '=', jobId)
      .where('row_key', 'in', [...keys])
      .where('status', '<>', 'pending')
      .orderBy('row_no')
      .execute()
    for (const row of rows) {
      if (row.row_key === null || answers.has(row.row_key)) continue
      answers.set(row.row_key, {
        rowNo: row.row_no,
        key: row.row_key,
        status: row.status as RowOutcome['status'],
        reason: row.reason,
        answer: row.result === null ? null : parsed<RowAnswer>(row.result),
        charged: 0,
      })
    }
    return answers
  }

  async record(jobId: string, outcomes: readonly RowOutcome[]) {
    if (outcomes.length === 0) return
    await this.db.transaction().execute(async (trx) => {
      const values = outcomes.map(
        (o) =>
          sql`(${o.rowNo}::int, ${o.key}::text, ${o.status}::text, ${o.reason}::text, ${
            o.answer === null ? null : JSON.stringify(o.answer)
          }::jsonb, ${o.charged}::int)`,
      )
      const updated = await sql<{ row_no: number; status: string }>`
        update enrichment_rows r
        set row_key = v.k, status = v.s, reason = v.r, result = v.a, charged = r.charged + v.c
        from (values ${sql.join(values)}) as v(n, k, s, r, a, c)
        where r.job_id = ${jobId} and r.row_no = v.n and r.status = 'pending'
        returning r.row_no, r.status`.execute(trx)
      const firstTime = new Set(updated.rows.map((r) => r.row_no))
      // Answered before (another process, a retry): the first answer stays; a charge this time is added.
      for (const o of outcomes)
        if (!firstTime.has(o.rowNo) && o.charged > 0)
          await trx
            .updateTable('enrichment_rows')
            .set((eb) => ({ charged: eb('charged', '+', o.charged) }))
            .where('job_id', '=', jobId)
            .where('row_no', '=', o.rowNo)
            .execute()
      const count = (status: string) => updated.rows.filter((r) => r.status === status).length
      const charged = outcomes.reduce((total, o) => total + o.charged, 0)
      await trx
        .updateTable('enrichment_jobs')
        .set((eb) => ({
          done_rows: eb('done_rows', '+', firstTime.size),
          found_rows: eb('found_rows', '+', count('found')),
          not_found_rows: eb('not_found_rows', '+', count('not_found')),
          invalid_rows: eb('invalid_rows', '+', count('invalid')),
          charged: eb('charged', '+', charged),
        }))
        .where('id', '=', jobId)
        .execute()
    })
  }

  async transition(
    jobId: string,
    from: readonly JobState[],
    to: JobState,
    when: Instant,
    mapping?: ColumnMapping,
  ) {
    const result = await this.db
      .updateTable('enrichment_jobs')
      .set((eb) => ({
        state: to,
        ...(mapping === undefined ? {} : { mapping: JSON.stringify(mapping) }),
        ...(to === 'running'
          ? {
              run_started_at: new Date(when),
              run_started_done: eb.ref('done_rows'),
              lease_owner: null,
              lease_until: null,
            }
          : { lease_owner: null, lease_until: null }),
        ...(to === 'finished' ? { finished_at: new Date(when) } : {}),
      }))
      .where('id', '=', jobId)
      .where('state', 'in', [...from])
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async lease(jobId: string, owner: string, now: Instant, until: Instant) {
    const row = await this.db
      .updateTable('enrichment_jobs')
      .set({ lease_owner: owner, lease_until: new Date(until) })
      .where('id', '=', jobId)
      .where('state', '=', 'running')
      .where((eb) =>
        eb.or([
          eb('lease_owner', 'is', null),
          eb('lease_owner', '=', owner),
          eb('lease_until', '<', new Date(now)),
        ]),
      )
      .returningAll()
      .executeTakeFirst()
    return row === undefined ? undefined : jobOf(row)
  }

  async release(jobId: string, owner: string) {
    await this.db
      .updateTable('enrichment_jobs')
      .set({ lease_owner: null, lease_until: null })
      .where('id', '=', jobId)
      .where('lease_owner', '=', owner)
      .execute()
  }

  async orphaned(now: Instant, limit: number) {
    const rows = await this.db
      .selectFrom('enrichment_jobs')
      .select('id')
      .where('state', '=', 'running')
      .where((eb) =>
        eb.or([
          eb('lease_until', '<', new Date(now)),
          eb.and([eb('lease_until', 'is', null), eb('run_started_at', '<', new Date(now - 30_000))]),
        ]),
      )
      .orderBy('created_at')
      .limit(limit)
      .execute()
    return rows.map((r) => r.id)
  }

  async paused(limit: number) {
    const rows = await this.db
      .selectFrom('enrichment_jobs')
      .selectAll()
      .where('state', '=', 'paused')
      .orderBy('created_at')
      .limit(limit)
      .execute()
    return rows.map(jobOf)
  }

  async markNotified(jobId: string) {
    const result = await this.db
      .updateTable('enrichment_jobs')
      .set({ notified: true })
      .where('id', '=', jobId)
      .where('notified', '=', false)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  async deleteExpired(now: Instant) {
    const result = await this.db
      .deleteFrom('enrichment_jobs')
      .where('expires_at', '<', new Date(now))
      .executeTakeFirst()
    return Number(result.numDeletedRows)
  }
}
