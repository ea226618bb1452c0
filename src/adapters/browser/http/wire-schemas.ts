import { Schema } from 'effect'
import { yuanToFen } from '../../../domain/shared/money.ts'

/** An instant as the API sends it (ISO 8601); refused when it does not parse as a date. */
export const IsoInstant = Schema.String.pipe(
  Schema.check(Schema.makeFilter((text: string) => Number.isFinite(Date.parse(text)))),
)

/** Money on the wire is yuan (docs/api.md); `toFen` turns it into integer fen for inside. */
export const Yuan = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))
export const toFen = yuanToFen

/** A count the service gives: credits, totals, pages. */
export const Count = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** The `meta` of a paged log answer. */
export const PageMeta = Schema.Struct({ page: Count, totalPages: Count, total: Count })
