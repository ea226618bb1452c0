import { Schema } from 'effect'
import { COLUMN_ROLES } from '../../domain/enrichment/column-mapping.ts'
import { MAX_COLUMNS, MAX_UPLOAD_ROWS } from '../../domain/enrichment/enrichment-limits.ts'
import { JOB_STATES } from '../../domain/enrichment/job-progress.ts'
import { ROW_LOOKUPS } from '../../domain/enrichment/row-input.ts'
import { SPREADSHEET_FORMATS } from '../../domain/export/spreadsheet-format.ts'
import { defineCall, type ErrorDoc } from './call.ts'
import { CONTACT_LIST_CODES } from './contacts-workspace.ts'
import { Count, IsoDate } from './wire-schemas.ts'

// Bulk enrichment (docs/bulk-enrichment.md): upload a spreadsheet, map its columns, see the cost, run it
// as a job, download the result.

/** The codes only this area answers with. */
export const ENRICHMENT_CODES = {
  bulkNotIncluded: 'BULK_NOT_INCLUDED',
  noFile: 'NO_FILE',
  unsupportedFile: 'UNSUPPORTED_FILE',
  fileTooLarge: 'FILE_TOO_LARGE',
  tooManyRows: 'TOO_MANY_ROWS',
  tooManyColumns: 'TOO_MANY_COLUMNS',
  emptyFile: 'EMPTY_FILE',
  unreadableFile: 'UNREADABLE_FILE',
  jobNotFound: 'JOB_NOT_FOUND',
  badMapping: 'BAD_MAPPING',
  jobState: 'JOB_STATE',
} as const

const ColumnIndex = Schema.Int.pipe(Schema.check(Schema.isBetween({ minimum: 0, maximum: MAX_COLUMNS - 1 })))

/** Which column (0-based) holds each role; a role left out is not read. */
export const MappingSchema = Schema.Struct(
  Object.fromEntries(COLUMN_ROLES.map((role) => [role, Schema.optionalKey(ColumnIndex)])) as {
    readonly [R in (typeof COLUMN_ROLES)[number]]: Schema.optionalKey<typeof ColumnIndex>
  },
)

export const JobStateSchema = Schema.Literals(JOB_STATES)

/** A job as its page shows it. */
export const JobAnswer = Schema.Struct({
  id: Schema.String,
  fileName: Schema.String,
  createdAt: IsoDate,
  /** When the rows and the result are deleted (30 days after upload). */
  expiresAt: IsoDate,
  state: JobStateSchema,
  columns: Schema.Array(Schema.String),
  mapping: MappingSchema,
  totalRows: Count,
  doneRows: Count,
  found: Count,
  notFound: Count,
  /** Rows whose input could not be used (status "invalid input"). */
  invalid: Count,
  /** Credits charged so far. */
  charged: Count,
  /** Seconds left at the pace so far; null when not running or no pace yet. */
  etaSeconds: Schema.NullOr(Count),
  finishedAt: Schema.NullOr(IsoDate),
})

export const JobsAnswer = Schema.Struct({
  /** Whether the caller's plan includes bulk enrichment (the Pro plans); false: the page offers an upgrade. */
  included: Schema.Boolean,
  jobs: Schema.Array(JobAnswer),
})

export const RowReadingSchema = Schema.Struct({
  /** profile: a profile link to look up; find: a name at a company; verify: an address; invalid: why not. */
  kind: Schema.Literals(ROW_LOOKUPS),
  /** What will be looked up (the profile id, "First Last @ domain-or-company", the address), or the reason code. */
  detail: Schema.String,
})

export const QuoteAnswer = Schema.Struct({
  rows: Count,
  valid: Count,
  /** Rows the data already holds an answer for. */
  answerable: Count,
  /** Distinct questions (duplicates within the file count once). */
  distinct: Count,
  /** The most the file can cost, in credits. */
  mostCredits: Count,
  /** Credits the caller holds that pay for contacts. */
  held: Count,
  preview: Schema.Array(Schema.Struct({ cells: Schema.Array(Schema.String), reading: RowReadingSchema })),
})

// Job ids are the service's own (letters, digits, '-' and '_').
const JobParams = Schema.Struct({
  id: Schema.String.pipe(Schema.check(Schema.isMaxLength(100), Schema.isPattern(/^[\w-]+$/))),
})
const MappingBody = Schema.Struct({ mapping: Schema.optionalKey(MappingSchema) })

// Literal codes (`as const satisfies`), so each call's failure type names them for the UI.
const JOB_NOT_FOUND = {
  status: 404,
  code: ENRICHMENT_CODES.jobNotFound,
  when: 'no job of yours has this id (or it expired)',
} as const satisfies ErrorDoc
const NOT_INCLUDED = {
  status: 403,
  code: ENRICHMENT_CODES.bulkNotIncluded,
  when: 'no Pro plan is running (bulk enrichment is a Pro feature)',
} as const satisfies ErrorDoc
const BAD_MAPPING = {
  status: 422,
  code: ENRICHMENT_CODES.badMapping,
  when: 'the mapping names a column the file lacks, one column twice, or nothing to look up',
} as const satisfies ErrorDoc
const JOB_STATE = {
  status: 409,
  code: ENRICHMENT_CODES.jobState,
  when: 'the job is not in a state that allows this',
} as const satisfies ErrorDoc

export const uploadEnrichmentFile = defineCall({
  keyScope: 'enrich',
  method: 'POST',
  path: '/api/enrichment/jobs',
  access: 'user',
  tag: 'enrichment',
  summary:
    `Upload a CSV (UTF-8 with or without BOM, UTF-16, GB18030; any of , ; tab |) or XLSX file, up to ` +
    `${MAX_UPLOAD_ROWS.toLocaleString('en')} rows and 20 MB, as multipart field \`file\`. Answers a draft job with the ` +
    'columns and a guessed mapping; nothing is charged. Fields sent before the file: `mapping` (JSON) and ' +
    '`start=true` to start at once',
  multipart: {
    fields: {
      file: 'the CSV or XLSX file (binary)',
      mapping: 'optional: the column mapping as JSON, e.g. {"profileLink":0}',
      start: 'optional: "true" starts the job at once',
    },
  },
  response: JobAnswer,
  status: 201,
  errors: [
    NOT_INCLUDED,
    { status: 400, code: ENRICHMENT_CODES.noFile, when: 'the request holds no file' },
    { status: 415, code: ENRICHMENT_CODES.unsupportedFile, when: 'the file is neither CSV nor XLSX' },
    { status: 413, code: ENRICHMENT_CODES.fileTooLarge, when: 'the file is larger than 20 MB' },
    {
      status: 413,
      code: ENRICHMENT_CODES.tooManyRows,
      when: `the file has more than ${MAX_UPLOAD_ROWS} rows`,
    },
    {
      status: 422,
      code: ENRICHMENT_CODES.tooManyColumns,
      when: `a row has data past column ${MAX_COLUMNS} (the file is refused, never cut)`,
    },
    { status: 422, code: ENRICHMENT_CODES.emptyFile, when: 'the file has no header or no rows' },
    {
      status: 422,
      code: ENRICHMENT_CODES.unreadableFile,
      when: 'the file cannot be read as its kind (a binary file renamed .csv, a NUL byte in a CSV, a broken XLSX)',
    },
    BAD_MAPPING,
  ],
})

/** The codes the upload answers with (its documented errors): what the page can say, each in its words. */
export type UploadRefusalCode = (typeof uploadEnrichmentFile.errors)[number]['code']

export const listEnrichmentJobs = defineCall({
  keyScope: 'enrich',
  method: 'GET',
  path: '/api/enrichment/jobs',
  access: 'user',
  tag: 'enrichment',
  summary: 'Your bulk enrichment jobs, newest first (kept 30 days), and whether your plan includes it',
  response: JobsAnswer,
})

export const getEnrichmentJob = defineCall({
  keyScope: 'enrich',
  method: 'GET',
  path: '/api/enrichment/jobs/:id',
  access: 'user',
  tag: 'enrichment',
  summary: 'One job and its progress: rows done of total, found, charged, invalid, an ETA',
  params: JobParams,
  response: JobAnswer,
  errors: [JOB_NOT_FOUND],
})

export const quoteEnrichmentJob = defineCall({
  keyScope: 'enrich',
  method: 'POST',
  path: '/api/enrichment/jobs/:id/quote',
  access: 'user',
  tag: 'enrichment',
  summary:
    'How a draft reads with a mapping (the first rows) and what it can cost: rows already answerable, ' +
    'the most it can cost (duplicates once, people you revealed free), the credits you hold. Charges nothing',
  params: JobParams,
  body: MappingBody,
  response: QuoteAnswer,
  errors: [JOB_NOT_FOUND, BAD_MAPPING],
})

export const startEnrichmentJob = defineCall({
  keyScope: 'enrich',
  idempotent: true,
  method: 'POST',
  path: '/api/enrichment/jobs/:id/start',
  access: 'user',
  tag: 'enrichment',
  summary: 'Start a draft with a mapping (default: the guessed one). Rows are charged as they are answered',
  params: JobParams,
  body: MappingBody,
  response: JobAnswer,
  errors: [JOB_NOT_FOUND, BAD_MAPPING, JOB_STATE, NOT_INCLUDED],
})

export const cancelEnrichmentJob = defineCall({
  keyScope: 'enrich',
  method: 'POST',
  path: '/api/enrichment/jobs/:id/cancel',
  access: 'user',
  tag: 'enrichment',
  summary: 'Stop a running or paused job after the rows in hand; what was done is kept and it can be resumed',
  params: JobParams,
  response: JobAnswer,
  errors: [JOB_NOT_FOUND, JOB_STATE],
})

export const resumeEnrichmentJob = defineCall({
  keyScope: 'enrich',
  idempotent: true,
  method: 'POST',
  path: '/api/enrichment/jobs/:id/resume',
  access: 'user',
  tag: 'enrichment',
  summary:
    'Go on with a cancelled job, or a job paused for credits (it also resumes by itself after a purchase)',
  params: JobParams,
  response: JobAnswer,
  errors: [JOB_NOT_FOUND, JOB_STATE, NOT_INCLUDED],
})

export const enrichmentResult = defineCall({
  keyScope: 'enrich',
  method: 'GET',
  path: '/api/enrichment/jobs/:id/result',
  access: 'user',
  tag: 'enrichment',
  summary:
    'The result so far: the original columns plus email, email_verdict, email_checked_at, phones, whatsapp, ' +
    'company, title, profile_link, status, status_reason. CSV (UTF-8 with BOM, formula cells defused) or, ' +
    'with `format=xlsx`, an XLSX workbook',
  params: JobParams,
  query: Schema.Struct({ format: Schema.optionalKey(Schema.Literals(SPREADSHEET_FORMATS)) }),
  produces: 'text/csv',
  download: true,
  errors: [JOB_NOT_FOUND],
})

export const addEnrichmentFoundToList = defineCall({
  keyScope: 'enrich',
  idempotent: true,
  method: 'POST',
  path: '/api/enrichment/jobs/:id/add-to-list',
  access: 'user',
  tag: 'enrichment',
  summary:
    'Add every person the job found (rows with status found that name a profile) to one of your lists, ' +
    '`{ "listId": … }`, or to a new one, `{ "newListName": … }`; `added` counts the people new to the list',
  params: JobParams,
  body: Schema.Union([
    Schema.Struct({ listId: Schema.String.pipe(Schema.check(Schema.isMaxLength(100))) }),
    Schema.Struct({ newListName: Schema.String.pipe(Schema.check(Schema.isMaxLength(200))) }),
  ]),
  response: Schema.Struct({ listId: Schema.String, added: Count, found: Count }),
  errors: [
    JOB_NOT_FOUND,
    JOB_STATE,
    {
      status: 404,
      code: CONTACT_LIST_CODES.listNotFound,
      when: 'no list of yours has this id',
    },
    { status: 400, code: CONTACT_LIST_CODES.invalidListName, when: 'the new name is blank or too long' },
    { status: 409, code: CONTACT_LIST_CODES.listNameTaken, when: 'you have a list of that name' },
    { status: 409, code: CONTACT_LIST_CODES.tooManyLists, when: 'you keep the most lists allowed' },
  ],
})
