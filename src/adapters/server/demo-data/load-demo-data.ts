import { type Kysely, sql } from 'kysely'
import { writeContactBatch } from '../contact-source/kysely-contact-writer.ts'
import { refreshContactStatistics } from '../contact-source/refresh-contact-statistics.ts'
import { suppressionFilter } from '../contact-source/suppression-filter.ts'
import type { Database } from '../persistence/database-schema.ts'
import { demoBatch } from './demo-batch.ts'
import type { DemoCompanyWithPeople } from './demo-records.ts'
import { DEMO_DEFAULT_COMPANIES, generateDataset } from './generate-dataset.ts'

export type DemoLoadProgress = { readonly companies: number; readonly people: number; readonly of: number }

export type DemoLoadOptions = {
  readonly seed: string
  /** How many companies; defaults to DEMO_DEFAULT_COMPANIES (3,000, about 56,000 people). */
  readonly companies?: number
  /** "Now" for the dataset (email check dates); pass a fixed date for the same data on every start. */
  readonly asOf: Date
  /** Told after each batch is written (not yet committed: the load commits once, at the end). */
  readonly onProgress?: (progress: DemoLoadProgress) => void
  /** The service's SUPPRESSION_PEPPER ('' when it has none): people who opted out are not loaded. */
  readonly suppressionPepper?: string
}

export type DemoLoadResult = {
  readonly loaded: boolean
  readonly companies: number
  readonly people: number
  readonly ms: number
}

// About 4,000 people a batch: big enough that per-statement costs vanish, small enough to hold in memory.
const COMPANIES_PER_BATCH = 200
// Any constant; only demo loads take it. Serialises service processes starting together on one database.
const DEMO_LOAD_LOCK = 7_363_366

/**
 * Fills empty contact tables with the demo dataset and leaves data that is already there alone.
 * All in one transaction, under a lock: a crash leaves the tables empty (the next start loads again),
 * and of several processes starting at once, one loads while the others wait, then find it loaded.
 * The generator streams; only one batch is held at a time. A load ends by refreshing the planner's
 * statistics, so the first queries on a million companies already use the right indexes.
 */
export const loadDemoDataIfEmpty = async (
  db: Kysely<Database>,
  options: DemoLoadOptions,
): Promise<DemoLoadResult> => {
  const started = performance.now()
  const of = options.companies ?? DEMO_DEFAULT_COMPANIES
  const counted = await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(DEMO_LOAD_LOCK)})`.execute(trx)
    if ((await trx.selectFrom('companies').select('id').limit(1).executeTakeFirst()) !== undefined)
      return undefined
    let companies = 0
    let people = 0
    // The contact tables may be empty while the suppression list is not (a database emptied by hand).
    const suppression = suppressionFilter(trx, options.suppressionPepper ?? '')
    const flush = async (batch: DemoCompanyWithPeople[]) => {
      const written = await writeContactBatch(trx, (await suppression.apply(demoBatch(batch))).batch)
      companies += written.companies
      people += written.people
      options.onProgress?.({ companies, people, of })
    }
    let batch: DemoCompanyWithPeople[] = []
    for (const item of generateDataset({ seed: options.seed, companies: of, asOf: options.asOf })) {
      batch.push(item)
      if (batch.length === COMPANIES_PER_BATCH) {
        await flush(batch)
        batch = []
      }
    }
    if (batch.length > 0) await flush(batch)
    return { companies, people }
  })
  // After the commit: ANALYZE inside the transaction would hold its lock for the whole sampling.
  if (counted !== undefined) await refreshContactStatistics(db)
  const ms = Math.round(performance.now() - started)
  return counted === undefined
    ? { loaded: false, companies: 0, people: 0, ms }
    : { loaded: true, ...counted, ms }
}
