import type {
  CompanyRecord,
  ContactEmail,
  ContactPhone,
  EmailStatus,
  PersonRecord,
} from '../../../application/server/ports/contact-source.port.ts'
import { isPhoneType, type PhoneType } from '../../../domain/contacts/phone-type.ts'
import { EMAIL_VERDICTS } from '../../../domain/email/email-verdict.ts'
import type { ProfileId } from '../../../domain/profiles/profile-id.ts'
import { instant } from '../../../domain/shared/instant.ts'

// Rows are a boundary (DESIGN rule 13): a value the check constraints should have kept out means the
// schema and the code disagree, a defect, so it throws rather than reaching a user.

export type CompanyRow = {
  readonly id: string
  readonly name: string
  readonly domain: string
  readonly website: string | null
  readonly country: string | null
  readonly logo_url: string | null
  readonly url: string | null
}

export type PersonRow = {
  readonly profile_id: string
  readonly name: string
  readonly title: string | null
  readonly is_decision_maker: boolean
  readonly company_id: string | null
  readonly company_name: string | null
  readonly company_domain: string | null
  /** JSON arrays, in the port's order (person-contacts.ts). */
  readonly emails: readonly EmailRow[]
  readonly phones: readonly PhoneRow[]
}

export type EmailRow = {
  readonly address: string
  readonly status: string
  /** ISO text, as JSON writes a timestamptz. */
  readonly checked_at: string
}
export type PhoneRow = {
  readonly e164: string
  readonly type: string | null
  readonly whatsapp_valid: boolean
}

export const companyFromRow = (row: CompanyRow): CompanyRecord => ({
  id: row.id,
  name: row.name,
  domain: row.domain,
  website: row.website,
  country: row.country,
  logoUrl: row.logo_url,
  url: row.url,
})

const statusOf = (value: string): EmailStatus => {
  const status = EMAIL_VERDICTS.find((s) => s === value)
  if (status === undefined) throw new Error(`unknown email status in the database: ${value}`)
  return status
}

const phoneTypeOf = (value: string | null): PhoneType | null => {
  if (value === null) return null
  if (!isPhoneType(value)) throw new Error(`unknown phone type in the database: ${value}`)
  return value
}

export const emailFromRow = (row: EmailRow): ContactEmail => ({
  address: row.address,
  status: statusOf(row.status),
  checkedAt: instant(new Date(row.checked_at).getTime()),
})

export const phoneFromRow = (row: PhoneRow): ContactPhone => ({
  e164: row.e164,
  type: phoneTypeOf(row.type),
  whatsappValid: row.whatsapp_valid,
})

export const personFromRow = (row: PersonRow): PersonRecord => ({
  profileId: row.profile_id as ProfileId,
  name: row.name,
  title: row.title,
  isDecisionMaker: row.is_decision_maker,
  company:
    row.company_id === null || row.company_name === null || row.company_domain === null
      ? null
      : { id: row.company_id, name: row.company_name, domain: row.company_domain },
  emails: row.emails.map(emailFromRow),
  phones: row.phones.map(phoneFromRow),
})
