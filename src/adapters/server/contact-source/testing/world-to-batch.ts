// Test support: the contract suite's seed world as one writer batch. Not product code.
import type { SeedCompany, SeedPerson } from '../../../../application/testing/contact-seed.ts'
import type { ContactBatch, PersonInput } from '../contact-batch.ts'

const personInput = (person: SeedPerson, companyDomain: string | null): PersonInput => ({
  ...person,
  seniority: null,
  companyDomain,
})

export const worldToBatch = (world: {
  readonly companies: readonly SeedCompany[]
  readonly loose: readonly SeedPerson[]
}): ContactBatch => ({
  companies: world.companies.map(({ people: _, ...company }) => ({
    ...company,
    region: null,
    industry: null,
    employeeCount: null,
  })),
  people: [
    ...world.companies.flatMap((c) => c.people.map((p) => personInput(p, c.domain))),
    ...world.loose.map((p) => personInput(p, null)),
  ],
})
