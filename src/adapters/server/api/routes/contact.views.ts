import type { CompanyRecord, PersonRecord } from '../../../../application/server/ports/contact-source.port.ts'
import { maskEmail, maskPhone } from '../../../../domain/contacts/mask.ts'
import { NO_PARTS, type Parts } from '../../../../domain/credits/credit-action.ts'
import type { Charge } from '../../../../domain/credits/quote.ts'
import { profileLinkFor } from '../../../../domain/profiles/profile-link.ts'

/** Charges as the API shows them: the total and one line per credit kind taken. */
export const costView = (charges: readonly Charge[]) => {
  // The wire names each kind once: charges from several buckets of one kind (a verified list pays an
  // answer at a time) add up, in the order the kinds were first spent.
  const byKind = new Map<Charge['kind'], number>()
  for (const c of charges) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + c.quantity)
  return {
    credits: charges.reduce((total, c) => total + c.quantity, 0),
    charges: [...byKind].map(([kind, quantity]) => ({ kind, quantity })),
  }
}

/**
 * A person's contacts as the caller may see them: revealed parts in full (with their verification
 * details), the rest masked, so the caller sees what there is before paying for it.
 */
export const contactsView = (
  person: PersonRecord,
  revealed: Parts,
  recheckPending: ReadonlySet<string> = new Set(),
) => {
  const firstPhone = person.phones[0]
  return {
    emails: person.emails.map((e) => (revealed.emails ? e.address : maskEmail(e.address))),
    phones: person.phones.map((p) => (revealed.phones ? p.e164 : maskPhone(p.e164))),
    // SPEC §7: the chat link uses the first phone, so the flag is the first phone's.
    whatsappValid: revealed.phones && (firstPhone?.whatsappValid ?? false),
    revealed,
    emailDetails: revealed.emails
      ? person.emails.map((e) => ({
          address: e.address,
          status: e.status,
          checkedAt: new Date(e.checkedAt).toISOString(),
          recheckPending: recheckPending.has(e.address),
        }))
      : [],
    phoneDetails: revealed.phones
      ? person.phones.map((p) => ({ number: p.e164, type: p.type, whatsappValid: p.whatsappValid }))
      : [],
  }
}

export const personView = (
  person: PersonRecord,
  revealed: Parts,
  recheckPending: ReadonlySet<string> = new Set(),
) => ({
  linkedinId: person.profileId,
  url: profileLinkFor(person.profileId),
  name: person.name,
  title: person.title,
  company: person.company?.name ?? null,
  companyDomain: person.company?.domain ?? null,
  available: { emails: person.emails.length, phones: person.phones.length },
  ...contactsView(person, revealed, recheckPending),
})

/** A company as SPEC §3 names its fields (`logo_url`). */
export const companyItem = (c: CompanyRecord) => ({
  name: c.name,
  website: c.website,
  country: c.country,
  logo_url: c.logoUrl,
  url: c.url,
  domain: c.domain,
})

/** SPEC §3 member maps, keyed by profile id. */
export const memberMap = (
  people: readonly PersonRecord[],
  revealed: ReadonlyMap<string, Parts>,
  offset: number,
) =>
  Object.fromEntries(
    people.map((person, i) => [
      person.profileId,
      {
        key: person.profileId,
        // Map keys that look like numbers are reordered by JSON parsers; this keeps the page's order.
        position: offset + i + 1,
        url: profileLinkFor(person.profileId),
        name: person.name,
        title: person.title,
        company: { name: person.company?.name ?? '' },
        ...contactsView(person, revealed.get(person.profileId) ?? NO_PARTS),
      },
    ]),
  )
