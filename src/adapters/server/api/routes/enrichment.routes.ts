import { PassThrough, Readable } from 'node:stream'
// The request's file() and isMultipart() come with the plugin (registered in build-http-app.ts).
import type {} from '@fastify/multipart'
import { Result, Schema } from 'effect'
import ExcelJS from 'exceljs'
import type {
  AddFoundToList,
  ControlEnrichmentJob,
  EnrichmentResult,
  GetEnrichmentJob,
  JobView,
  ListEnrichmentJobs,
  QuoteEnrichment,
  RowReading,
} from '../../../../application/server/enrichment-jobs.use-cases.ts'
import {
  type SpreadsheetKind,
  UnreadableSpreadsheet,
} from '../../../../application/server/ports/spreadsheet-reader.port.ts'
import type { UploadEnrichmentFile } from '../../../../application/server/upload-enrichment-file.use-case.ts'
import type { ColumnMapping } from '../../../../domain/enrichment/column-mapping.ts'
import { resultHeader, resultRecord } from '../../../../domain/enrichment/result-file.ts'
import { csvRecord } from '../../../../domain/export/csv.ts'
import {
  addEnrichmentFoundToList,
  cancelEnrichmentJob,
  enrichmentResult,
  getEnrichmentJob,
  listEnrichmentJobs,
  MappingSchema,
  quoteEnrichmentJob,
  resumeEnrichmentJob,
  startEnrichmentJob,
  uploadEnrichmentFile,
} from '../../../http-contract/enrichment.ts'
import { FileAnswer } from '../routing/file-answer.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'
import { refuseAddFoundToList, refuseEnrichment } from './enrichment.failures.ts'

export type EnrichmentRouteDeps = {
  readonly upload: UploadEnrichmentFile
  readonly list: ListEnrichmentJobs
  readonly get: GetEnrichmentJob
  readonly quote: QuoteEnrichment
  readonly control: ControlEnrichmentJob
  readonly result: EnrichmentResult
  readonly addFoundToList: AddFoundToList
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString())

export const jobView = ({ job, etaSeconds }: JobView) => ({
  id: job.id,
  fileName: job.fileName,
  createdAt: new Date(job.createdAt).toISOString(),
  expiresAt: new Date(job.expiresAt).toISOString(),
  state: job.state,
  columns: [...job.columns],
  mapping: job.mapping,
  totalRows: job.totalRows,
  doneRows: job.doneRows,
  found: job.foundRows,
  notFound: job.notFoundRows,
  invalid: job.invalidRows,
  charged: job.charged,
  etaSeconds,
  finishedAt: iso(job.finishedAt),
})

const readingView = ({ cells, input }: RowReading) => {
  switch (input._tag) {
    case 'Profile':
      return { cells: [...cells], reading: { kind: 'profile' as const, detail: input.profileId } }
    case 'Person':
      return {
        cells: [...cells],
        reading: {
          kind: 'find' as const,
          detail: `${input.firstName} ${input.lastName} @ ${input.domain ?? input.company ?? ''}`,
        },
      }
    case 'Email':
      return { cells: [...cells], reading: { kind: 'verify' as const, detail: input.address } }
    case 'Invalid':
      return { cells: [...cells], reading: { kind: 'invalid' as const, detail: input.reason } }
  }
}

const kindOf = (fileName: string, mimetype: string): SpreadsheetKind | undefined => {
  const lowered = fileName.toLowerCase()
  if (lowered.endsWith('.xlsx') || mimetype === XLSX_TYPE) return 'xlsx'
  if (/\.(csv|tsv|txt)$/.test(lowered) || mimetype === 'text/csv' || mimetype === 'text/plain') return 'csv'
  return undefined
}

const fieldText = (field: unknown): string | undefined => {
  const value = (Array.isArray(field) ? field[0] : field) as { type?: string; value?: unknown } | undefined
  return value?.type === 'field' && typeof value.value === 'string' ? value.value : undefined
}

const decodeMapping = Schema.decodeUnknownResult(MappingSchema)

const mappingField = (text: string | undefined): ColumnMapping | undefined | 'bad' => {
  if (text === undefined || text.trim() === '') return undefined
  try {
    const decoded = decodeMapping(JSON.parse(text))
    return Result.isSuccess(decoded) ? decoded.success : 'bad'
  } catch {
    return 'bad'
  }
}

const fail = (failure: Parameters<typeof refuseEnrichment>[0]): never => {
  throw refuseEnrichment(failure)
}

/** Bulk enrichment for the dashboard and integrators (docs/bulk-enrichment.md). */
export const enrichmentRoutes = (deps: EnrichmentRouteDeps): readonly AnyRoute[] => [
  defineRoute(uploadEnrichmentFile, async ({ caller, request }) => {
    if (!request.isMultipart()) fail({ _tag: 'NoFile' })
    let fields: { mapping?: string | undefined; start?: string | undefined } = {}
    const uploaded = await deps.upload.execute({
      caller,
      open: async () => {
        const part = await request.file()
        if (part === undefined) return undefined
        const kind = kindOf(part.filename, part.mimetype)
        if (kind === undefined) {
          part.file.resume()
          return fail({ _tag: 'UnsupportedFile' })
        }
        fields = { mapping: fieldText(part.fields.mapping), start: fieldText(part.fields.start) }
        const stream = part.file
        // Past the size limit the stream just ends, marked truncated: the file is refused, not cut.
        async function* bytes() {
          for await (const chunk of stream) yield chunk as Uint8Array
          if (stream.truncated) throw new UnreadableSpreadsheet('too_large', 'the file is larger than 20 MB')
        }
        return { fileName: part.filename, kind, bytes: bytes() }
      },
    })
    if (uploaded._tag !== 'FileUploaded') return fail(uploaded)
    const mapping = mappingField(fields.mapping)
    if (mapping === 'bad') return fail({ _tag: 'BadMapping' })
    if (fields.start === 'true') {
      const started = await deps.control.start(caller, uploaded.job.id, mapping)
      if ('_tag' in started) return fail(started)
      return jobView(started)
    }
    if (mapping !== undefined) {
      const set = await deps.control.remap(caller, uploaded.job.id, mapping)
      if ('_tag' in set) return fail(set)
      return jobView(set)
    }
    const view = await deps.get.execute(caller, uploaded.job.id)
    return '_tag' in view ? fail(view) : jobView(view)
  }),
  defineRoute(listEnrichmentJobs, async ({ caller }) => {
    const { included, jobs } = await deps.list.execute(caller)
    return { included, jobs: jobs.map(jobView) }
  }),
  defineRoute(getEnrichmentJob, async ({ caller, params }) => {
    const view = await deps.get.execute(caller, params.id)
    return '_tag' in view ? fail(view) : jobView(view)
  }),
  defineRoute(quoteEnrichmentJob, async ({ caller, params, body }) => {
    const quoted = await deps.quote.execute(caller, params.id, body.mapping)
    if (quoted._tag !== 'EnrichmentQuote') return fail(quoted)
    return { ...quoted.estimate, held: quoted.held, preview: quoted.preview.map(readingView) }
  }),
  defineRoute(startEnrichmentJob, async ({ caller, params, body }) => {
    const started = await deps.control.start(caller, params.id, body.mapping)
    return '_tag' in started ? fail(started) : jobView(started)
  }),
  defineRoute(cancelEnrichmentJob, async ({ caller, params }) => {
    const cancelled = await deps.control.cancel(caller, params.id)
    return '_tag' in cancelled ? fail(cancelled) : jobView(cancelled)
  }),
  defineRoute(resumeEnrichmentJob, async ({ caller, params }) => {
    const resumed = await deps.control.resume(caller, params.id)
    return '_tag' in resumed ? fail(resumed) : jobView(resumed)
  }),
  defineRoute(addEnrichmentFoundToList, async ({ caller, params, body }) => {
    const done = await deps.addFoundToList.execute(caller, params.id, body)
    if (done._tag !== 'FoundAddedToList') throw refuseAddFoundToList(done)
    return { listId: done.listId, added: done.added, found: done.found }
  }),
  defineRoute(enrichmentResult, async ({ caller, params, query, reply }) => {
    const found = await deps.result.execute(caller, params.id)
    if (found._tag === 'JobNotFound') return fail(found)
    const { job, rows } = found
    const header = resultHeader(job.columns)
    const base = job.fileName.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '-') || 'result'
    const xlsx = query.format === 'xlsx'
    const name = `${base}-enriched.${xlsx ? 'xlsx' : 'csv'}`
    reply
      .header(
        'content-disposition',
        `attachment; filename="${encodeURIComponent(name)}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      )
      .header('cache-control', 'no-store')
    const records = async function* () {
      for await (const row of rows) yield resultRecord(job.columns.length, row, job.state)
    }
    if (!xlsx) {
      async function* text() {
        // A BOM, so Excel opens the UTF-8 as UTF-8; formula cells defused as the contacts export does.
        yield `\uFEFF${csvRecord(header)}\r\n`
        for await (const record of records()) yield `${csvRecord(record)}\r\n`
      }
      return new FileAnswer('text/csv; charset=utf-8', Readable.from(text()))
    }
    const out = new PassThrough()
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: false,
      useSharedStrings: false,
    })
    const sheet = workbook.addWorksheet('Enriched')
    void (async () => {
      try {
        sheet.addRow([...header]).commit()
        for await (const record of records()) sheet.addRow([...record]).commit()
        sheet.commit()
        await workbook.commit()
      } catch (error) {
        out.destroy(error instanceof Error ? error : new Error(String(error)))
      }
    })()
    return new FileAnswer(XLSX_TYPE, out)
  }),
]
