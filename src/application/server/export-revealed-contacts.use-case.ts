import type { Parts } from '../../domain/credits/credit-action.ts'
import { type CompanyFilter, matchesCompanyFilter } from '../../domain/export/company-filter.ts'
import { type ContactForExport, contactsCsv } from '../../domain/export/contacts-csv.ts'
import { profileLinkFor } from '../../domain/profiles/profile-link.ts'
import type { Instant } from '../../domain/shared/instant.ts'
import { canExportCsv } from '../../domain/subscriptions/csv-export.ts'
import type { Caller } from './caller.ts'
import type { BillingRepository } from './ports/billing.repository.port.ts'
import type { Clock } from './ports/clock.port.ts'
import type { ContactAccessRepository } from './ports/contact-access.repository.port.ts'
import type { ContactSource, PersonRecord } from './ports/contact-source.port.ts'

// People are looked up in batches, so one export never sends the source an unbounded id list.
const LOOKUP_BATCH = 500

export type ExportRevealedContactsInput = { readonly caller: Caller; readonly filter: CompanyFilter }

export type ContactsExported = {
  readonly _tag: 'ContactsExported'
  /** The file: BOM, header, one row per person, latest reveal first. */
  readonly csv: string
  readonly rows: number
  readonly at: Instant
}
export type ExportNotIncluded = { readonly _tag: 'ExportNotIncluded' }

const forExport = (person: PersonRecord, revealed: Parts, revealedAt: Instant): ContactForExport => ({
  name: person.name,
  title: person.title,
  company: person.company?.name ?? null,
  domain: person.company?.domain ?? null,
  profileUrl: profileLinkFor(person.profileId),
  emails: person.emails.map((e) => e.address),
  emailChecks: person.emails.map((e) => ({ verdict: e.status, checkedAt: e.checkedAt })),
  phones: person.phones.map((p) => p.e164),
  whatsappValid: person.phones[0]?.whatsappValid ?? false,
  revealed,
  revealedAt,
})

/**
 * GET /contact/export: what the caller has revealed, as CSV, for plans that include it. Free: it
 * shows again only what was paid for, so it charges nothing and is no search-log entry. People the
 * source no longer knows (removed, opted out) are left out.
 */
export class ExportRevealedContacts {
  constructor(
    private readonly billing: BillingRepository,
    private readonly access: ContactAccessRepository,
    private readonly source: ContactSource,
    private readonly clock: Clock,
  ) {}

  async execute({
    caller,
    filter,
  }: ExportRevealedContactsInput): Promise<ContactsExported | ExportNotIncluded> {
    const now = this.clock.now()
    const { subscriptions } = await this.billing.holdings(caller.userId)
    if (!canExportCsv(subscriptions, now)) return { _tag: 'ExportNotIncluded' }
    const revealed = await this.access.revealedBy(caller.userId)
    const contacts: ContactForExport[] = []
    for (let start = 0; start < revealed.length; start += LOOKUP_BATCH) {
      const batch = revealed.slice(start, start + LOOKUP_BATCH)
      const people = await this.source.people(batch.map((r) => r.profileId))
      for (const { profileId, revealed: parts, revealedAt } of batch) {
        const person = people.get(profileId)
        if (person !== undefined && matchesCompanyFilter(person.company, filter))
          contacts.push(forExport(person, parts, revealedAt))
      }
    }
    return { _tag: 'ContactsExported', csv: contactsCsv(contacts), rows: contacts.length, at: now }
  }
}
