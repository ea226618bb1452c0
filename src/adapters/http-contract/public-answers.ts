import { Schema } from 'effect'

// The answers of the public calls, apart from the calls themselves: the public pages decode them on
// their first load, which should not carry the rest of the contract (its summaries and other calls).

const Whole = Schema.Number.pipe(Schema.check(Schema.isInt(), Schema.isGreaterThanOrEqualTo(0)))

export const StatsAnswer = Schema.Struct({
  contacts: Whole,
  companies: Whole,
  // Issue 24: a company the data holds people of, which the company search suggests (null: none).
  example: Schema.optionalKey(Schema.NullOr(Schema.Struct({ name: Schema.String, domain: Schema.String }))),
})

export const SiteConfigAnswer = Schema.Struct({
  brandName: Schema.String,
  supportEmail: Schema.String,
  salesEmail: Schema.String,
  chatLink: Schema.String,
  notice: Schema.NullOr(Schema.Struct({ start: Schema.String, end: Schema.String })),
})
