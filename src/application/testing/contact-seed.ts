import type { ProfileId } from '../../domain/profiles/profile-id.ts'
import type { CompanyRecord, ContactEmail, ContactPhone } from '../server/ports/contact-source.port.ts'

/** A person as a contact source stores them: every address, invalid ones too, in the source's order. */
export type SeedPerson = {
  readonly profileId: ProfileId
  readonly name: string
  readonly title: string | null
  readonly isDecisionMaker: boolean
  readonly emails: readonly ContactEmail[]
  readonly phones: readonly ContactPhone[]
}

/** A company with the people who work there: what a contact source is seeded with in tests. */
export type SeedCompany = CompanyRecord & { readonly people: readonly SeedPerson[] }
