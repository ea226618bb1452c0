import { guessMapping } from '../../domain/enrichment/column-mapping.ts'
import {
  cutsData,
  MAX_CELL_LENGTH,
  MAX_COLUMNS,
  MAX_UPLOAD_ROWS,
  RESULT_KEEP_DAYS,
} from '../../domain/enrichment/enrichment-limits.ts'
import { instant } from '../../domain/shared/instant.ts'
import { canBulkEnrich } from '../../domain/subscriptions/bulk-enrichment.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { EnrichmentJob, EnrichmentJobs } from './ports/enrichment-jobs.port.ts'
import type { IdGenerator } from './ports/id-generator.port.ts'
import {
  type SpreadsheetKind,
  type SpreadsheetReader,
  UnreadableSpreadsheet,
} from './ports/spreadsheet-reader.port.ts'

export type UploadedFile = {
  readonly fileName: string
  readonly kind: SpreadsheetKind
  readonly bytes: AsyncIterable<Uint8Array>
}

export type UploadInput = {
  readonly caller: Caller
  /** Opens the upload (read only once the caller may upload); undefined when the request holds none. */
  readonly open: () => Promise<UploadedFile | undefined>
}

export type BulkNotIncluded = { readonly _tag: 'BulkNotIncluded' }
export type UploadRefused =
  | BulkNotIncluded
  | { readonly _tag: 'NoFile' }
  | { readonly _tag: 'FileTooLarge' }
  | { readonly _tag: 'TooManyRows' }
  | { readonly _tag: 'TooManyColumns' }
  | { readonly _tag: 'EmptyFile' }
  | { readonly _tag: 'UnreadableFile'; readonly detail: string }
export type FileUploaded = { readonly _tag: 'FileUploaded'; readonly job: EnrichmentJob }

// Rows written to the database at once while the file streams in.
const WRITE_BATCH = 1000

const DAY_MS = 86_400_000

const tidy = (record: readonly string[]): string[] =>
  record
    .slice(0, MAX_COLUMNS)
    .map((cell) => (cell.length > MAX_CELL_LENGTH ? cell.slice(0, MAX_CELL_LENGTH) : cell))

/**
 * POST /api/enrichment/jobs: reads an uploaded CSV or XLSX as it streams in, into a draft job (the header,
 * every row, the guessed mapping). Nothing is charged; the user confirms the mapping and the cost next.
 * A file over the limits leaves nothing behind.
 */
export class UploadEnrichmentFile {
  constructor(
    private readonly billing: BillingRepository,
    private readonly jobs: EnrichmentJobs,
    private readonly reader: SpreadsheetReader,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute({ caller, open }: UploadInput): Promise<FileUploaded | UploadRefused> {
    const now = this.clock.now()
    const { subscriptions } = await this.billing.holdings(caller.userId)
    if (!canBulkEnrich(subscriptions, now)) return { _tag: 'BulkNotIncluded' }
    const file = await open()
    if (file === undefined) return { _tag: 'NoFile' }
    const id = this.ids.next()
    await this.jobs.create({
      id,
      userId: caller.userId,
      notifyEmail: caller.email,
      fileName: file.fileName.slice(0, 255) || 'upload',
      createdAt: now,
      expiresAt: instant(now + RESULT_KEEP_DAYS * DAY_MS),
    })
    try {
      let header: string[] | undefined
      let rows = 0
      let batch: string[][] = []
      for await (const record of this.reader.records(file.bytes, file.kind)) {
        // Cutting it would hand back a file missing the user's columns (issue 29 §19): refused instead.
        if (cutsData(record)) {
          await this.jobs.discard(id)
          return { _tag: 'TooManyColumns' }
        }
        const cells = tidy(record)
        if (cells.every((cell) => cell.trim() === '')) continue
        if (header === undefined) {
          header = cells.map((cell, i) => cell.trim() || `column ${i + 1}`)
          continue
        }
        rows++
        if (rows > MAX_UPLOAD_ROWS) {
          await this.jobs.discard(id)
          return { _tag: 'TooManyRows' }
        }
        batch.push(cells)
        if (batch.length === WRITE_BATCH) {
          await this.jobs.appendRows(id, rows - batch.length + 1, batch)
          batch = []
        }
      }
      if (batch.length > 0) await this.jobs.appendRows(id, rows - batch.length + 1, batch)
      if (header === undefined || rows === 0) {
        await this.jobs.discard(id)
        return { _tag: 'EmptyFile' }
      }
      await this.jobs.completeUpload(id, header, rows, guessMapping(header))
      const job = await this.jobs.find(id)
      if (job === undefined) throw new Error(`enrichment job ${id} vanished while uploading`)
      return { _tag: 'FileUploaded', job }
    } catch (error) {
      await this.jobs.discard(id)
      if (error instanceof UnreadableSpreadsheet)
        return error.reason === 'too_large'
          ? { _tag: 'FileTooLarge' }
          : { _tag: 'UnreadableFile', detail: error.message }
      throw error
    }
  }
}
