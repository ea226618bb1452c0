import { instant } from '../../../domain/shared/instant.ts'
import type { ContactBatch, PersonInput } from '../contact-source/contact-batch.ts'
import type { DemoCompanyWithPeople, DemoPerson } from './demo-records.ts'

const personInput = (person: DemoPerson, companyDomain: string): PersonInput => ({
  profileId: person.profileId,
  name: person.fullName,
  title: person.title,
  isDecisionMaker: person.isDecisionMaker,
  seniority: person.seniority,
  companyDomain,
  emails: person.emails.map((e) => ({ ...e, checkedAt: instant(Date.parse(e.checkedAt)) })),
  phones: person.phones,
})

/** Demo records in the writer's shape: each company with its people, as one batch. */
export const demoBatch = (items: readonly DemoCompanyWithPeople[]): ContactBatch => ({
  companies: items.map(({ company }) => ({
    id: company.id,
    name: company.name,
    domain: company.domain,
    website: company.website,
    country: company.country,
    logoUrl: company.logoUrl,
    url: company.url,
    region: company.region,
    industry: company.industry,
    employeeCount: company.employeeCount,
  })),
  people: items.flatMap(({ company, people }) => people.map((p) => personInput(p, company.domain))),
})
