import type {
  CompanyMember,
  MembersPage,
  MembersSection,
} from '../../../application/browser/ports/companies.gateway.port.ts'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.gateway.port.ts'

const patchSection = (section: MembersSection, key: string, profile: ProfileContacts): MembersSection => ({
  ...section,
  members: section.members.map(
    (member): CompanyMember =>
      member.key === key
        ? {
            ...member,
            emails: profile.emails,
            phones: profile.phones,
            whatsappValid: profile.whatsappValid,
            revealed: profile.revealed,
            emailDetails: profile.emailDetails,
          }
        : member,
  ),
})

/** The page as it is after a reveal: the member's contacts as the profile call answered them. */
export const patchMember = (page: MembersPage, key: string, profile: ProfileContacts): MembersPage => ({
  ...page,
  decisionMakers: patchSection(page.decisionMakers, key, profile),
  others: patchSection(page.others, key, profile),
})
