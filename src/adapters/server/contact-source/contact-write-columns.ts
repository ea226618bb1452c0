import type { ContactEmail, ContactPhone } from '../../../application/server/ports/contact-source.port.ts'
import type { CompanyInput, PersonInput } from './contact-batch.ts'
import { normaliseName } from './contact-keys.ts'
import type { ColumnSpec } from './unnest-rows.ts'

// How each table's columns are filled from the writer's input, in the order of the insert's column list.

/** A company whose domain is normalised and whose id is settled. */
export type Company = CompanyInput & { readonly id: string; readonly domain: string }

export const COMPANY_COLUMNS: readonly ColumnSpec<Company>[] = [
  ['id', 'text', (c) => c.id],
  ['name', 'text', (c) => normaliseName(c.name)],
  ['domain', 'text', (c) => c.domain],
  ['website', 'text', (c) => c.website],
  ['country', 'text', (c) => c.country],
  ['logo_url', 'text', (c) => c.logoUrl],
  ['url', 'text', (c) => c.url],
  ['region', 'text', (c) => c.region],
  ['industry', 'text', (c) => c.industry],
  ['employee_count', 'int4', (c) => c.employeeCount],
]
/** A person whose company is resolved to its id. */
export type Person = PersonInput & { readonly companyId: string | null }
export const PERSON_COLUMNS: readonly ColumnSpec<Person>[] = [
  ['profile_id', 'text', (p) => p.profileId],
  ['company_id', 'text', (p) => p.companyId],
  ['name', 'text', (p) => normaliseName(p.name)],
  ['title', 'text', (p) => p.title],
  ['is_decision_maker', 'bool', (p) => p.isDecisionMaker],
  ['seniority', 'text', (p) => p.seniority],
]
type Owned<T> = T & { readonly personId: string }
export const EMAIL_COLUMNS: readonly ColumnSpec<Owned<ContactEmail>>[] = [
  ['person_id', 'text', (e) => e.personId],
  ['address', 'text', (e) => e.address],
  ['status', 'text', (e) => e.status],
  ['checked_at', 'timestamptz', (e) => new Date(e.checkedAt).toISOString()],
]
export const PHONE_COLUMNS: readonly ColumnSpec<Owned<ContactPhone>>[] = [
  ['person_id', 'text', (p) => p.personId],
  ['e164', 'text', (p) => p.e164],
  ['type', 'text', (p) => p.type],
  ['whatsapp_valid', 'bool', (p) => p.whatsappValid],
]
