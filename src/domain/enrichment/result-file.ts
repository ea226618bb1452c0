import { phoneFlagWord } from '../export/flag-word.ts'
import type { JobState, RowStatus } from './job-progress.ts'
import { shownStatus } from './job-progress.ts'

/** The columns the result adds after the file's own, in this order. */
export const RESULT_COLUMNS = [
  'email',
  'email_verdict',
  'email_checked_at',
  'phones',
  'whatsapp',
  'company',
  'title',
  'profile_link',
  'status',
  'status_reason',
] as const

/** What the result file says for each row status (English, like the column names). */
export const STATUS_WORDS: Readonly<Record<RowStatus, string>> = {
  pending: 'waiting',
  found: 'found',
  not_found: 'not found',
  invalid: 'invalid input',
  no_credits: 'not enough credits',
}

/** Why an input was refused or nothing was found, in words. */
export const REASON_WORDS: Readonly<Record<string, string>> = {
  empty: 'no profile link, name with company, or email in the mapped columns',
  bad_profile_link: 'the profile link is not a personal profile link',
  bad_email: 'the email address is malformed',
  no_company: 'a name needs a company or a domain',
  not_in_data: 'no such person in the data',
  no_contacts: 'the person has no email or phone on record',
  company_not_found: 'the company could not be found',
  not_verifiable: 'the address could not be verified',
}

export type ResultAnswer = {
  readonly email: string | null
  readonly verdict: string | null
  readonly checkedAt: string | null
  readonly phones: readonly string[]
  readonly whatsapp: boolean
  readonly company: string | null
  readonly title: string | null
  readonly profileLink: string | null
}

/** The header: the file's own columns, then the result's. */
export const resultHeader = (columns: readonly string[]): readonly string[] => [...columns, ...RESULT_COLUMNS]

/**
 * One row of the result: its original cells (padded to the header so the added columns line up), then
 * what was found and its status. A row the job never reached reads "not enough credits" once credits
 * paused the job.
 */
export const resultRecord = (
  columns: number,
  row: {
    readonly cells: readonly string[]
    readonly status: Exclude<RowStatus, 'no_credits'>
    readonly reason: string | null
    readonly answer: ResultAnswer | null
  },
  job: JobState,
): readonly string[] => {
  const own = Array.from({ length: Math.max(columns, row.cells.length) }, (_, i) => row.cells[i] ?? '').slice(
    0,
    Math.max(columns, 1),
  )
  const a = row.answer
  const status = shownStatus(row.status, job)
  return [
    ...own,
    a?.email ?? '',
    a?.verdict ?? '',
    a?.checkedAt ?? '',
    (a?.phones ?? []).join(' '),
    phoneFlagWord(a?.phones.length ?? 0, a?.whatsapp ?? false),
    a?.company ?? '',
    a?.title ?? '',
    a?.profileLink ?? '',
    STATUS_WORDS[status],
    row.reason === null ? '' : (REASON_WORDS[row.reason] ?? row.reason),
  ]
}
