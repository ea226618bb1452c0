import { maskEmail, maskPhone } from '../../domain/contacts/mask.ts'
import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import { profileLinkFor } from '../../domain/profiles/profile-link.ts'
import type { CompanyMember } from '../browser/ports/companies.gateway.port.ts'
import type { ContactParts } from '../browser/ports/contacts.gateway.port.ts'
import { emailDetailsOf, type FakePerson } from './in-memory-contacts.gateway.ts'

// How the companies fake shows its people: members masked where not revealed, CSV rows of what was.

export const memberView = (person: FakePerson | undefined, shown: ContactParts): CompanyMember[] =>
  person === undefined
    ? []
    : [
        {
          key: person.linkedinId,
          url: profileLinkFor(person.linkedinId as ProfileId),
          name: person.name,
          title: person.title,
          companyName: person.company ?? '',
          emails: person.emails.map((e) => (shown.emails ? e : maskEmail(e))),
          phones: person.phones.map((p) => (shown.phones ? p : maskPhone(p))),
          whatsappValid: shown.phones && person.phones.length > 0 && person.whatsappValid,
          revealed: shown,
          emailDetails: emailDetailsOf(person, shown),
        },
      ]

export const exportRow = (
  person: FakePerson | undefined,
  shown: ContactParts,
  company: string,
): string[][] =>
  person === undefined || !(shown.emails || shown.phones)
    ? []
    : [
        [
          person.name,
          person.title ?? '',
          company,
          shown.emails ? person.emails.join('; ') : '',
          shown.phones ? person.phones.join('; ') : '',
          profileLinkFor(person.linkedinId as ProfileId),
        ],
      ]

const csvField = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)

/** RFC 4180: comma-separated, quoted where needed, CRLF line ends. */
export const csvOf = (rows: readonly (readonly string[])[]): string =>
  `${rows.map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`
