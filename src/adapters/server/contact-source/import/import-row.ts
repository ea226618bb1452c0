import { hostnameOf } from '../../../../domain/companies/hostname.ts'
import { isRegion } from '../../../../domain/onboarding/enumerations.ts'
import { isIndustry } from '../../../../domain/onboarding/industries.ts'
import { type ProfileId, parseProfileId } from '../../../../domain/profiles/profile-id.ts'
import { parseProfileLink } from '../../../../domain/profiles/profile-link.ts'
import type { Instant } from '../../../../domain/shared/instant.ts'
import { SENIORITIES } from '../../demo-data/demo-records.ts'
import type { CompanyInput, PersonInput } from '../contact-batch.ts'
import { booleanValue, boundedText, httpUrl, type RawRow, RowRejected, reject, text } from './import-cells.ts'
import { emailsOf, phonesOf } from './import-contact-values.ts'

export type ImportedRow = { readonly company: CompanyInput | null; readonly person: PersonInput }
export type ImportRowResult =
  | { readonly _tag: 'Accepted'; readonly row: ImportedRow }
  | { readonly _tag: 'Rejected'; readonly reason: string }

const profileIdOf = (row: RawRow): ProfileId => {
  const url = text(row, 'profile_url')
  const id = text(row, 'profile_id')
  const fromUrl = url === undefined ? undefined : parseProfileLink(url)
  const fromId = id === undefined ? undefined : parseProfileId(id)
  if (typeof fromUrl === 'object') return reject(`profile_url is not a profile link: "${url}"`)
  if (typeof fromId === 'object') return reject(`profile_id is not a profile id: "${id}"`)
  if (fromUrl !== undefined && fromId !== undefined && fromUrl !== fromId)
    return reject(`profile_url and profile_id name different people ("${fromUrl}", "${fromId}")`)
  return fromId ?? fromUrl ?? reject('profile_url or profile_id is required')
}

const countryOf = (row: RawRow): string | null => {
  const value = text(row, 'company_country')?.toUpperCase()
  if (value === undefined) return null
  return /^[A-Z]{2}$/u.test(value)
    ? value
    : reject(`company_country must be a two-letter ISO code, not "${value}"`)
}

const employeeCountOf = (row: RawRow): number | null => {
  const value = text(row, 'company_employee_count')
  if (value === undefined) return null
  const count = /^\d{1,9}$/u.test(value) ? Number(value) : Number.NaN
  return Number.isNaN(count) ? reject(`company_employee_count must be a whole number, not "${value}"`) : count
}

const enumerated = (
  row: RawRow,
  column: 'company_region' | 'company_industry',
  known: (v: string) => boolean,
) => {
  const value = text(row, column)?.toUpperCase()
  if (value === undefined) return null
  return known(value) ? value : reject(`${column} is not one of the known values: "${value}"`)
}

/** The company columns, or null when the row names no company (no name, domain or website). */
const companyOf = (row: RawRow, country: string | null): CompanyInput | null => {
  const name = boundedText(text(row, 'company_name'), 'company_name')
  const domainText = text(row, 'company_domain')
  const website = text(row, 'company_website')
  if (name === undefined && domainText === undefined && website === undefined) return null
  const domain = hostnameOf(domainText ?? website ?? '')
  if (domain === undefined)
    return reject(`company_domain is missing or not a domain: "${domainText ?? website ?? ''}"`)
  if (name === undefined) return reject('company_name is missing')
  return {
    name,
    domain,
    website: httpUrl(website, 'company_website'),
    country,
    logoUrl: httpUrl(text(row, 'company_logo_url'), 'company_logo_url'),
    url: httpUrl(text(row, 'company_url'), 'company_url'),
    region: enumerated(row, 'company_region', isRegion),
    industry: enumerated(row, 'company_industry', isIndustry),
    employeeCount: employeeCountOf(row),
  }
}

const seniorityOf = (row: RawRow): string | null => {
  const value = text(row, 'seniority')?.toLowerCase()
  if (value === undefined) return null
  return (
    SENIORITIES.find((s) => s === value) ??
    reject(`seniority is not one of ${SENIORITIES.join(', ')}: "${value}"`)
  )
}

const readRow = (row: RawRow, importedAt: Instant): ImportedRow => {
  const profileId = profileIdOf(row)
  const name = boundedText(text(row, 'name'), 'name') ?? reject('name is missing')
  const country = countryOf(row)
  const company = companyOf(row, country)
  const decisionMaker = text(row, 'is_decision_maker')
  return {
    company,
    person: {
      profileId,
      name,
      title: boundedText(text(row, 'title'), 'title') ?? null,
      isDecisionMaker: decisionMaker === undefined ? false : booleanValue(decisionMaker, 'is_decision_maker'),
      seniority: seniorityOf(row),
      companyDomain: company?.domain ?? null,
      emails: emailsOf(row, importedAt),
      phones: phonesOf(row, country),
    },
  }
}

/**
 * One file row, checked and normalised, or the first reason it cannot be imported. Never throws for
 * bad data: whatever the file holds, the answer is a row or a reason (a throw here is a defect).
 */
export const validateImportRow = (row: unknown, importedAt: Instant): ImportRowResult => {
  if (typeof row !== 'object' || row === null || Array.isArray(row))
    return { _tag: 'Rejected', reason: 'a row must be an object of columns' }
  try {
    return { _tag: 'Accepted', row: readRow(row as RawRow, importedAt) }
  } catch (error) {
    if (error instanceof RowRejected) return { _tag: 'Rejected', reason: error.message }
    throw error
  }
}
