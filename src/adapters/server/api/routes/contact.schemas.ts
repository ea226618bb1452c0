import { Schema } from 'effect'
import { CREDIT_KINDS } from '../../../../domain/credits/credit-kind.ts'

const Parts = Schema.Struct({ emails: Schema.Boolean, phones: Schema.Boolean })

export const Cost = Schema.Struct({
  credits: Schema.Number,
  charges: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), quantity: Schema.Number })),
})

const Contacts = {
  emails: Schema.Array(Schema.String),
  phones: Schema.Array(Schema.String),
  whatsappValid: Schema.Boolean,
  revealed: Parts,
  emailDetails: Schema.Array(
    Schema.Struct({ address: Schema.String, status: Schema.String, checkedAt: Schema.String }),
  ),
  phoneDetails: Schema.Array(
    Schema.Struct({
      number: Schema.String,
      type: Schema.NullOr(Schema.String),
      whatsappValid: Schema.Boolean,
    }),
  ),
}

export const ProfileResponse = Schema.Struct({
  linkedinId: Schema.String,
  url: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.NullOr(Schema.String),
  companyDomain: Schema.NullOr(Schema.String),
  available: Schema.Struct({ emails: Schema.Number, phones: Schema.Number }),
  ...Contacts,
  cost: Schema.NullOr(Cost),
  charged: Cost,
})

export const CompanyItem = Schema.Struct({
  name: Schema.String,
  website: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  logo_url: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  domain: Schema.String,
})

const Member = Schema.Struct({
  key: Schema.String,
  position: Schema.Number,
  url: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.Struct({ name: Schema.String }),
  ...Contacts,
})

const Total = Schema.Struct({ total_results: Schema.Number })

/** SPEC §3, misspelling included: `desision…` is the public contract. */
export const MembersResponse = Schema.Struct({
  desisionMetadata: Total,
  searchMetadata: Total,
  desisionMakerProfiles: Schema.Record(Schema.String, Member),
  searchProfiles: Schema.Record(Schema.String, Member),
  page: Schema.Number,
  totalPages: Schema.Number,
  company: CompanyItem,
  charged: Cost,
})

export const HistoryResponse = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      apiName: Schema.String,
      requestParams: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
      createdAt: Schema.String,
      user: Schema.Struct({ id: Schema.String, username: Schema.String }),
    }),
  ),
  meta: Schema.Struct({ totalPages: Schema.Number, total: Schema.Number, page: Schema.Number }),
})
