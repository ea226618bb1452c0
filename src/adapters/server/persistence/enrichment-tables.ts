import type { ColumnType, Generated } from 'kysely'

// jsonb: written as JSON text, read back parsed.
type Json = ColumnType<unknown, string, string>
type NullableJson = ColumnType<unknown, string | null | undefined, string | null>

/** Bulk enrichment jobs and their rows; migration 0013-enrichment-jobs. */
export interface EnrichmentTables {
  enrichment_jobs: EnrichmentJobsTable
  enrichment_rows: EnrichmentRowsTable
}

export interface EnrichmentJobsTable {
  id: string
  user_id: string
  notify_email: string | null
  file_name: string
  created_at: Date
  expires_at: Date
  state: string
  columns: Json
  mapping: Json
  total_rows: Generated<number>
  done_rows: Generated<number>
  found_rows: Generated<number>
  not_found_rows: Generated<number>
  invalid_rows: Generated<number>
  charged: Generated<number>
  run_started_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  run_started_done: Generated<number>
  finished_at: ColumnType<Date | null, Date | null | undefined, Date | null>
  notified: Generated<boolean>
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>
  lease_until: ColumnType<Date | null, Date | null | undefined, Date | null>
}

export interface EnrichmentRowsTable {
  job_id: string
  row_no: number
  cells: Json
  row_key: ColumnType<string | null, string | null | undefined, string | null>
  status: Generated<string>
  reason: ColumnType<string | null, string | null | undefined, string | null>
  result: NullableJson
  charged: Generated<number>
}
