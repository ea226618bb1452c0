import type { Kysely } from 'kysely'
import type { Instant } from '../../../../domain/shared/instant.ts'
import type { Database } from '../../persistence/database-schema.ts'
import { KyselyContactSource } from '../kysely-contact-source.ts'
import { writeContactBatch } from '../kysely-contact-writer.ts'
import { refreshContactStatistics } from '../refresh-contact-statistics.ts'
import { suppressionFilter } from '../suppression-filter.ts'
import { missingRequiredColumns, unknownColumns } from './import-columns.ts'
import { type ImportedRow, validateImportRow } from './import-row.ts'
import { fileEvents, type ImportFormat } from './import-source.ts'
import type { ImportProgress } from './progress-line.ts'
import { RejectsFile } from './rejects-file.ts'

export type ImportOptions = {
  readonly db: Kysely<Database>
  readonly file: string
  readonly format: ImportFormat
  /** Where rejected rows are reported; defaults to `<file>.rejects.jsonl`. */
  readonly rejectsFile?: string
  /** Rows per transaction; memory holds one batch. */
  readonly batchRows?: number
  /** The check date of emails given without one. */
  readonly importedAt: Instant
  /** Told after each batch is committed. */
  readonly onProgress?: (progress: ImportProgress) => void
  /** The service's SUPPRESSION_PEPPER ('' when it has none): opted-out people are skipped with it. */
  readonly suppressionPepper?: string
}

export type ImportResult =
  | (ImportProgress & {
      readonly _tag: 'Imported'
      /** Companies and people that were not in the database before (the rest were updated). */
      readonly newCompanies: number
      readonly newPeople: number
      /** Accepted rows not written: the person opted out (docs/opt-out-notes.md). */
      readonly suppressed: number
      /** The report of rejected rows, or null when every row was accepted. */
      readonly rejectsFile: string | null
      /** Header names the importer does not know, ignored (CSV only). */
      readonly unknownColumns: readonly string[]
    })
  | { readonly _tag: 'ImportRefused'; readonly reason: string }

const DEFAULT_BATCH_ROWS = 1000

const batchOf = (rows: readonly ImportedRow[]) => ({
  companies: rows.flatMap((r) => (r.company === null ? [] : [r.company])),
  people: rows.map((r) => r.person),
})

/**
 * Streams a CSV or JSON Lines file into the contact tables: each row checked on its own (a bad row is
 * reported with its line and reason, never stops the import), good rows written batch by batch, each
 * batch in its own transaction. Re-importing a file updates what it imported before.
 */
export const importContacts = async (options: ImportOptions): Promise<ImportResult> => {
  const started = performance.now()
  const source = new KyselyContactSource(options.db)
  const suppression = suppressionFilter(options.db, options.suppressionPepper ?? '')
  // Another pepper would match none of the opted-out people and bring them all back: refuse first.
  const refused = await suppression.check().then(
    () => undefined,
    (error: unknown) => (error instanceof Error ? error.message : String(error)),
  )
  if (refused !== undefined) return { _tag: 'ImportRefused', reason: refused }
  const before = await source.counts()
  const rejects = await RejectsFile.open(options.rejectsFile ?? `${options.file}.rejects.jsonl`)
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS
  let rows = 0
  let accepted = 0
  let suppressed = 0
  let unknown: readonly string[] = []
  let pending: ImportedRow[] = []
  const progress = (): ImportProgress => ({
    rows,
    accepted,
    rejected: rejects.count,
    elapsedMs: performance.now() - started,
  })
  // One batch is written while the next is read and checked: on PostgreSQL the two run on different
  // cores. Memory holds at most two batches.
  let writing: Promise<void> = Promise.resolve()
  const flush = async () => {
    if (pending.length === 0) return
    const batch = batchOf(pending)
    pending = []
    await writing
    writing = suppression
      .apply(batch)
      .then(async (kept) => {
        suppressed += kept.suppressed
        await writeContactBatch(options.db, kept.batch)
      })
      .then(() => options.onProgress?.(progress()))
    // Awaited at the next flush; until then this keeps Node from calling a failure unhandled.
    writing.catch(() => {})
  }
  try {
    for await (const event of fileEvents(options.format, options.file)) {
      if (event.kind === 'header') {
        const missing = missingRequiredColumns(event.columns)
        if (missing !== undefined) return { _tag: 'ImportRefused', reason: missing }
        unknown = unknownColumns(event.columns)
        continue
      }
      rows++
      if (event.kind === 'unreadable') {
        await rejects.add({ line: event.line, reason: event.reason })
        continue
      }
      const result = validateImportRow(event.row, options.importedAt)
      if (result._tag === 'Rejected') {
        await rejects.add({ line: event.line, reason: result.reason, row: event.row })
        continue
      }
      accepted++
      pending.push(result.row)
      if (pending.length >= batchRows) await flush()
    }
    await flush()
    await writing
  } finally {
    // A refused header or a failed read must not leave a write running (or its failure unobserved).
    await writing.catch(() => {})
    await rejects.close()
  }
  // A big import changes the tables' sizes by orders of magnitude; PGlite would never notice.
  if (accepted > 0) await refreshContactStatistics(options.db)
  const after = await source.counts()
  return {
    _tag: 'Imported',
    ...progress(),
    newCompanies: after.companies - before.companies,
    newPeople: after.contacts - before.contacts,
    suppressed,
    rejectsFile: rejects.count > 0 ? rejects.path : null,
    unknownColumns: unknown,
  }
}
