import type { MembersPage } from '../../../application/browser/ports/companies.api.port.ts'
import type { ProfileContacts } from '../../../application/browser/ports/contacts.api.port.ts'

type Profiles = MembersPage['desisionMakerProfiles']

const patchProfiles = (profiles: Profiles, key: string, profile: ProfileContacts): Profiles => {
  const member = profiles[key]
  if (member === undefined) return profiles
  return {
    ...profiles,
    [key]: {
      ...member,
      emails: profile.emails,
      phones: profile.phones,
      whatsappValid: profile.whatsappValid,
      revealed: profile.revealed,
      emailDetails: profile.emailDetails,
      phoneDetails: profile.phoneDetails,
    },
  }
}

/** The page as it is after a reveal: the member's contacts as the profile call answered them. */
export const patchMember = (page: MembersPage, key: string, profile: ProfileContacts): MembersPage => ({
  ...page,
  desisionMakerProfiles: patchProfiles(page.desisionMakerProfiles, key, profile),
  searchProfiles: patchProfiles(page.searchProfiles, key, profile),
})
