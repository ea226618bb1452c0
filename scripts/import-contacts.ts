// `npm run import -- FILE [--format csv|jsonl] [--database-url URL] [--data-dir DIR]`
// Loads people and their companies from a CSV or JSON Lines file into the contact tables (docs/import.md).
// The database is the service's: DATABASE_URL (or --database-url) names a PostgreSQL server, else the
// embedded PGlite in --data-dir / DATA_DIR (default ./data). PGlite allows one process at a time: stop
// the service before importing into it.
import { access } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { importContacts } from '../src/adapters/server/contact-source/import/import-contacts.ts'
import { formatOf, type ImportFormat } from '../src/adapters/server/contact-source/import/import-source.ts'
import { ProgressLine } from '../src/adapters/server/contact-source/import/progress-line.ts'
import { openDatabase } from '../src/adapters/server/persistence/open-database.ts'
import { instant } from '../src/domain/shared/instant.ts'

const USAGE =
  'usage: npm run import -- FILE [--format csv|jsonl] [--database-url URL] [--data-dir DIR] [--batch-rows N]'

const fail = (message: string): never => {
  process.stderr.write(`${message}\n${USAGE}\n`)
  process.exit(2)
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        format: { type: 'string' },
        'database-url': { type: 'string' },
        'data-dir': { type: 'string' },
        'batch-rows': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error))
  }
})()

if (values.help === true) {
  process.stdout.write(`${USAGE}\n`)
  process.exit(0)
}
const [file, ...extra] = positionals
if (file === undefined || extra.length > 0) fail('name exactly one file to import')
const format: ImportFormat =
  values.format === 'csv' || values.format === 'jsonl'
    ? values.format
    : values.format !== undefined
      ? fail(`--format must be csv or jsonl, not ${values.format}`)
      : (formatOf(file ?? '') ??
        fail('cannot tell the format from the file name: add --format csv or --format jsonl'))
const batchRows = values['batch-rows'] === undefined ? undefined : Number(values['batch-rows'])
if (batchRows !== undefined && !(Number.isSafeInteger(batchRows) && batchRows > 0))
  fail('--batch-rows must be a positive whole number')

const nonEmpty = (value: string | undefined) => (value === undefined || value === '' ? undefined : value)
const databaseUrl = nonEmpty(values['database-url']) ?? nonEmpty(process.env.DATABASE_URL)
const dataDir = nonEmpty(values['data-dir']) ?? nonEmpty(process.env.DATA_DIR) ?? './data'

// Before opening the database, which takes seconds for PGlite.
await access(file ?? '').catch(() => fail(`cannot read ${file}`))

const database = await openDatabase(databaseUrl === undefined ? { dataDir } : { databaseUrl })
const progress = new ProgressLine(process.stderr)
// Closed before any exit: PGlite must shut down cleanly to leave its data folder consistent.
const result = await importContacts({
  db: database.db,
  file: file ?? '',
  format,
  importedAt: instant(Date.now()),
  ...(batchRows === undefined ? {} : { batchRows }),
  // The service's pepper: without the same one, people who opted out would be imported again.
  suppressionPepper: process.env.SUPPRESSION_PEPPER ?? '',
  onProgress: (p) => progress.update(p),
})
  .catch((error: unknown) => {
    // A missing file or a lost connection: the message is enough, a stack trace is not for this user.
    process.stderr.write(`\nimport failed: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 1
    return undefined
  })
  .finally(() => database.close())
if (result === undefined) process.exit()

if (result._tag === 'ImportRefused') fail(`${file}: ${result.reason}`)
else {
  progress.done(result)
  const target = database.kind === 'postgres' ? 'PostgreSQL' : `PGlite at ${dataDir}`
  const lines = [
    `${result.newCompanies} new companies, ${result.newPeople} new people (into ${target})`,
    ...(result.suppressed > 0 ? [`skipped ${result.suppressed} people who opted out`] : []),
    ...(result.unknownColumns.length > 0
      ? [`ignored unknown columns: ${result.unknownColumns.join(', ')}`]
      : []),
    ...(result.rejectsFile === null ? [] : [`rejected rows: ${result.rejectsFile}`]),
  ]
  process.stderr.write(`${lines.join('\n')}\n`)
}
