import type { PersonRecord } from '../../../../application/server/ports/contact-source.port.ts'
import { maskEmail, maskPhone } from '../../../../domain/contacts/mask.ts'
import type { Parts } from '../../../../domain/credits/credit-action.ts'
import type { Charge } from '../../../../domain/credits/quote.ts'
import { profileLinkFor } from '../../../../domain/profiles/profile-link.ts'

/** Charges as the API shows them: the total and one line per credit kind taken. */
export const costView = (charges: readonly Charge[]) => ({
  credits: charges.reduce((total, c) => total + c.quantity, 0),
  charges: charges.map((c) => ({ kind: c.kind, quantity: c.quantity })),
})

/**
 * A person's contacts as the caller may see them: revealed parts in full (with their verification
 * details), the rest masked, so the caller sees what there is before paying for it.
 */
export const contactsView = (person: PersonRecord, revealed: Parts) => {
  const firstPhone = person.phones[0]
  return {
    emails: person.emails.map((e) => (revealed.emails ? e.address : maskEmail(e.address))),
    phones: person.phones.map((p) => (revealed.phones ? p.e164 : maskPhone(p.e164))),
    // SPEC §7: the chat link uses the first phone, so the flag is the first phone's.
    whatsappValid: revealed.phones && firstPhone !== undefined && firstPhone.whatsappValid,
    revealed,
    emailDetails: revealed.emails
      ? person.emails.map((e) => ({
          address: e.address,
          status: e.status,
          checkedAt: new Date(e.checkedAt).toISOString(),
        }))
      : [],
    phoneDetails: revealed.phones
      ? person.phones.map((p) => ({ number: p.e164, type: p.type, whatsappValid: p.whatsappValid }))
      : [],
  }
}

export const personView = (person: PersonRecord, revealed: Parts) => ({
  linkedinId: person.profileId,
  url: profileLinkFor(person.profileId),
  name: person.name,
  title: person.title,
  company: person.company?.name ?? null,
  companyDomain: person.company?.domain ?? null,
  available: { emails: person.emails.length, phones: person.phones.length },
  ...contactsView(person, revealed),
})
