import type { Parts } from '../credits/credit-action.ts'
import type { EmailVerdict } from '../email/email-verdict.ts'
import { type Instant, toDate } from '../shared/instant.ts'
import { toCsv } from './csv.ts'
import { phoneFlagWord } from './flag-word.ts'

/** The export's header row: the column names the dashboard and the docs promise. */
export const CONTACT_CSV_HEADER = [
  'name',
  'title',
  'company',
  'domain',
  'profile_url',
  'emails',
  'phones',
  'whatsapp',
  'revealed_at',
  // Each email's verdict and the date it was checked, in the order of `emails` (issue 19 §3).
  'email_verdicts',
  'email_checked_at',
] as const

/** A revealed person with every value the source holds; `revealed` says which parts were paid for. */
export type ContactForExport = {
  readonly name: string
  readonly title: string | null
  readonly company: string | null
  readonly domain: string | null
  readonly profileUrl: string
  readonly emails: readonly string[]
  /** Each email's verdict and when it was reached, in the order of `emails`. */
  readonly emailChecks: readonly { readonly verdict: EmailVerdict; readonly checkedAt: Instant }[]
  /** E.164, best first; the first one's flag is `whatsappValid` (SPEC §7: chat uses the first phone). */
  readonly phones: readonly string[]
  readonly whatsappValid: boolean
  readonly revealed: Parts
  readonly revealedAt: Instant
}

// Several values share one cell: "; " reads well and never occurs inside an address or an E.164 number.
const SEPARATOR = '; '

/**
 * One row, holding only what the user paid for: an unrevealed part is an empty cell, never a masked
 * value, and the WhatsApp flag belongs to the phones.
 */
export const contactCsvCells = (c: ContactForExport): readonly string[] => [
  c.name,
  c.title ?? '',
  c.company ?? '',
  c.domain ?? '',
  c.profileUrl,
  c.revealed.emails ? c.emails.join(SEPARATOR) : '',
  c.revealed.phones ? c.phones.join(SEPARATOR) : '',
  phoneFlagWord(c.revealed.phones ? c.phones.length : 0, c.whatsappValid),
  toDate(c.revealedAt).toISOString(),
  c.revealed.emails ? c.emailChecks.map((e) => e.verdict).join(SEPARATOR) : '',
  c.revealed.emails ? c.emailChecks.map((e) => toDate(e.checkedAt).toISOString()).join(SEPARATOR) : '',
]

// A byte-order mark: without it Excel reads UTF-8 as the local code page and garbles Chinese names.
const BOM = '\uFEFF'

/** The whole file: BOM, header, one row per contact in the order given. */
export const contactsCsv = (contacts: readonly ContactForExport[]): string =>
  BOM + toCsv([CONTACT_CSV_HEADER, ...contacts.map(contactCsvCells)])

/** `leadlens-contacts-<YYYY-MM-DD>.csv`, the UTC date of `now`. */
export const exportFileName = (now: Instant): string =>
  `leadlens-contacts-${toDate(now).toISOString().slice(0, 10)}.csv`
