import { Schema } from 'effect'
import type { CompanyItem, CompanyMember } from '../../../application/browser/ports/companies.gateway.port.ts'
import { CREDIT_KINDS } from '../../../domain/credits/credit-kind.ts'

// The company calls' answers as the service sends them (SPEC §3 names), and their reading into the port's.

const Parts = Schema.Struct({ emails: Schema.Boolean, phones: Schema.Boolean })
const Cost = Schema.Struct({
  credits: Schema.Number,
  charges: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), quantity: Schema.Number })),
})

export const Company = Schema.Struct({
  name: Schema.String,
  website: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  logo_url: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  domain: Schema.String,
})

// Only what the page uses is decoded; the service may add fields (verification details) freely.
const Member = Schema.Struct({
  key: Schema.String,
  position: Schema.Number,
  url: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.Struct({ name: Schema.String }),
  emails: Schema.Array(Schema.String),
  phones: Schema.Array(Schema.String),
  whatsappValid: Schema.Boolean,
  revealed: Parts,
})

const Total = Schema.Struct({ total_results: Schema.Number })

// SPEC §3, misspelling included: `desision…` is the public contract.
export const MembersBody = Schema.Struct({
  desisionMetadata: Total,
  searchMetadata: Total,
  desisionMakerProfiles: Schema.Record(Schema.String, Member),
  searchProfiles: Schema.Record(Schema.String, Member),
  page: Schema.Number,
  company: Company,
  charged: Cost,
})

export const Features = Schema.Struct({ features: Schema.Struct({ csvExport: Schema.Boolean }) })

export const companyOf = (c: typeof Company.Type): CompanyItem => ({
  name: c.name,
  website: c.website,
  country: c.country,
  logoUrl: c.logo_url,
  url: c.url,
  domain: c.domain,
})

// The maps are keyed by profile id; `position` keeps the service's order (JSON reorders numeric keys).
export const membersOf = (map: Readonly<Record<string, typeof Member.Type>>): readonly CompanyMember[] =>
  Object.values(map)
    .toSorted((a, b) => a.position - b.position)
    .map((m) => ({
      key: m.key,
      url: m.url,
      name: m.name,
      title: m.title,
      companyName: m.company.name,
      emails: m.emails,
      phones: m.phones,
      whatsappValid: m.whatsappValid,
      revealed: m.revealed,
    }))
