import { Effect, Schema } from 'effect'
import { REVEAL_WANTS } from '../../domain/companies/reveal-choice.ts'
import { CREDIT_KINDS } from '../../domain/credits/credit-kind.ts'
import { EMAIL_VERDICTS } from '../../domain/email/email-verdict.ts'
import { defineCall, type ErrorDoc } from './call.ts'
import { ERROR_CODES } from './error-codes.ts'
import { IsoDate, PagedQuery, PageMeta, Text } from './wire-schemas.ts'

// The contacts calls (SPEC §3 names and spellings are the public contract).

const Parts = Schema.Struct({ emails: Schema.Boolean, phones: Schema.Boolean })

/** A price in credits, itemised by the kind of credit that pays. */
export const Cost = Schema.Struct({
  credits: Schema.Number,
  charges: Schema.Array(Schema.Struct({ kind: Schema.Literals(CREDIT_KINDS), quantity: Schema.Number })),
})

// Parts not paid for come masked; the verification details only for revealed parts.
const Contacts = {
  emails: Schema.Array(Schema.String),
  phones: Schema.Array(Schema.String),
  whatsappValid: Schema.Boolean,
  revealed: Parts,
  emailDetails: Schema.Array(
    Schema.Struct({
      address: Schema.String,
      /** The verdict (docs/contact-engine.md "Verdicts"). */
      status: Schema.Literals(EMAIL_VERDICTS),
      /** ISO 8601: when the verdict was reached. */
      checkedAt: Schema.String,
      /** The verdict is older than REVERIFY_AFTER_DAYS and a re-check is queued: ask again later. */
      recheckPending: Schema.Boolean,
    }),
  ),
  phoneDetails: Schema.Array(
    Schema.Struct({
      number: Schema.String,
      type: Schema.NullOr(Schema.String),
      whatsappValid: Schema.Boolean,
    }),
  ),
}

export const ProfileAnswer = Schema.Struct({
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

/** A company as SPEC §3 names its fields (`logo_url`). */
export const CompanyItem = Schema.Struct({
  name: Schema.String,
  website: Schema.NullOr(Schema.String),
  country: Schema.NullOr(Schema.String),
  logo_url: Schema.NullOr(Schema.String),
  url: Schema.NullOr(Schema.String),
  domain: Schema.String,
})

export const Member = Schema.Struct({
  key: Schema.String,
  /** Map keys that look like numbers are reordered by JSON parsers; this keeps the page's order. */
  position: Schema.Number,
  url: Schema.String,
  name: Schema.String,
  title: Schema.NullOr(Schema.String),
  company: Schema.Struct({ name: Schema.String }),
  ...Contacts,
})

const Total = Schema.Struct({ total_results: Schema.Number })

/** SPEC §3, misspelling included: `desision…` is the public contract. */
export const MembersAnswer = Schema.Struct({
  desisionMetadata: Total,
  searchMetadata: Total,
  desisionMakerProfiles: Schema.Record(Schema.String, Member),
  searchProfiles: Schema.Record(Schema.String, Member),
  page: Schema.Number,
  totalPages: Schema.Number,
  company: CompanyItem,
  charged: Cost,
})

export const HistoryAnswer = Schema.Struct({
  data: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      apiName: Schema.String,
      requestParams: Schema.Record(Schema.String, Schema.Union([Schema.String, Schema.Number])),
      createdAt: IsoDate,
      user: Schema.Struct({ id: Schema.String, username: Schema.String }),
    }),
  ),
  meta: PageMeta,
})

const CREDITS_EXCEEDED = {
  status: 429,
  code: ERROR_CODES.creditsExceeded,
  when: 'no credit can pay (message `Credits Exceeded`)',
} as const satisfies ErrorDoc

const Bounded = Text(200)

export const revealProfile = defineCall({
  method: 'GET',
  path: '/api/contact/profile/:linkedinId',
  access: 'user',
  keyScope: {
    note: '`read`; `reveal` with `reveal=true`',
    of: (query) => ((query as { reveal?: unknown }).reveal === 'true' ? 'reveal' : 'read'),
  },
  idempotent: true,
  tag: 'contacts',
  summary: 'A person by profile id: masked with the cost first; `reveal=true` pays and reveals',
  params: Schema.Struct({ linkedinId: Schema.String }),
  query: Schema.Struct({
    reveal: Schema.withDecodingDefaultKey<Schema.Literals<readonly ['true', 'false']>>(
      Effect.succeed('false'),
    )(Schema.Literals(['true', 'false'])),
    want: Schema.withDecodingDefaultKey<Schema.Literals<typeof REVEAL_WANTS>>(Effect.succeed('all'))(
      Schema.Literals(REVEAL_WANTS),
    ),
  }),
  response: ProfileAnswer,
  errors: [
    { status: 400, code: ERROR_CODES.invalidProfileId, when: 'the id is not a profile id' },
    { status: 404, code: ERROR_CODES.profileNotFound, when: 'no data for this person' },
    CREDITS_EXCEEDED,
  ],
})

export const searchCompanies = defineCall({
  method: 'GET',
  path: '/api/contact/search/company',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts',
  summary: 'Company autocomplete (free): by companyName (prefix, then fuzzy) or exact domain; at most 10',
  query: Schema.Struct({ companyName: Schema.optionalKey(Bounded), domain: Schema.optionalKey(Bounded) }),
  response: Schema.Array(CompanyItem),
})

export const companyMembers = defineCall({
  method: 'GET',
  path: '/api/contact/company/members',
  access: 'user',
  keyScope: 'reveal',
  idempotent: true,
  tag: 'contacts',
  summary: "One page (10 each) of a company's decision makers and other members; one search credit a page",
  query: Schema.Struct({
    company: Schema.optionalKey(Bounded),
    domain: Schema.optionalKey(Bounded),
    page: PagedQuery.fields.page,
  }),
  response: MembersAnswer,
  errors: [{ status: 404, code: ERROR_CODES.companyNotFound, when: 'no such company' }, CREDITS_EXCEEDED],
})

export const searchHistory = defineCall({
  method: 'GET',
  path: '/api/contact/history',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts',
  summary: "The search log, 10 a page, newest first: the caller's own, or everyone's for admins",
  query: PagedQuery,
  response: HistoryAnswer,
})

export const exportContacts = defineCall({
  method: 'GET',
  path: '/api/contact/export',
  access: 'user',
  keyScope: 'read',
  tag: 'contacts',
  summary:
    'Download what you revealed as CSV (UTF-8 with BOM), latest first: everyone, or one company by ' +
    '`domain` (wins when both are given) or exact `company` name; only revealed parts; free',
  query: Schema.Struct({ domain: Schema.optionalKey(Bounded), company: Schema.optionalKey(Bounded) }),
  produces: 'text/csv',
  errors: [
    {
      status: 403,
      code: ERROR_CODES.exportNotIncluded,
      when: 'no Pro plan or Pro packet is running (a cancelled one counts until it expires)',
    },
  ],
})
