import { Effect, Schema, SchemaGetter } from 'effect'
import { type Instant, instant, toDate } from '../../domain/shared/instant.ts'
import { type Fen, fenToYuan, yuanToFen } from '../../domain/shared/money.ts'

// The shapes many calls share. Inputs are bounded and refuse what cannot be stored; answers say what
// the service sends, so the browser can check it at its boundary (DESIGN rule 13).

const PageNumber = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100_000 })),
)

/** A 1-based page number in a query string; absent means 1. */
export const PageQuery = Schema.withDecodingDefaultKey<typeof PageNumber>(Effect.succeed('1'))(PageNumber)

/** The query of a paged list: `?page=`. */
export const PagedQuery = Schema.Struct({ page: PageQuery })

// Control characters and lone surrogates cannot be stored (PostgreSQL refuses NUL in text and jsonb)
// and are never meant: refuse them at the door rather than fail after a charge.
const PRINTABLE = /^[^\p{Cc}\p{Cs}]*$/u
// A text area's line breaks and tabs are meant; the other control characters still are not.
const PRINTABLE_LINES = /^(?:[\t\n\r]|[^\p{Cc}\p{Cs}])*$/u

/** Refuses control characters and lone surrogates, for free text that is stored. */
export const isPrintable = () => Schema.isPattern(PRINTABLE)
/** As isPrintable, but a multi-line text (a remark) keeps its tabs and line breaks. */
export const isPrintableLines = () => Schema.isPattern(PRINTABLE_LINES)

/** A non-empty text field of bounded length, without control characters. */
export const Text = (maxLength: number) =>
  Schema.String.pipe(Schema.check(Schema.isMinLength(1), Schema.isMaxLength(maxLength), isPrintable()))

/** Instants travel as ISO 8601 strings; one that does not parse as a date is refused. */
export const IsoDate = Schema.String.annotate({ format: 'date-time' }).pipe(
  Schema.check(Schema.makeFilter((text: string) => Number.isFinite(Date.parse(text)))),
)

/**
 * An instant the caller holds as epoch milliseconds and the wire carries as ISO 8601 (issue 30 §4): no
 * caller parses or formats dates by hand. The wire form and its document stay IsoDate's.
 */
export const IsoAsInstant = IsoDate.pipe(
  Schema.decodeTo(
    Schema.declare((value: unknown): value is Instant => Number.isFinite(value)),
    {
      decode: SchemaGetter.transform((text: string) => instant(Date.parse(text))),
      encode: SchemaGetter.transform((at: Instant) => toDate(at).toISOString()),
    },
  ),
)

/** Money on the wire is yuan (docs/api.md); inside either side it is integer fen. */
export const Yuan = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/**
 * An amount the caller holds in fen and the wire carries in yuan: decoding gives fen, encoding yuan, so
 * neither side converts by hand (issue 30 §4). The wire form and its document stay Yuan's.
 */
export const YuanAsFen = Yuan.pipe(
  Schema.decodeTo(
    Schema.declare((value: unknown): value is Fen => Number.isSafeInteger(value)),
    {
      decode: SchemaGetter.transform(yuanToFen),
      encode: SchemaGetter.transform(fenToYuan),
    },
  ),
)

/** A count the service gives: credits, totals, pages. */
export const Count = Schema.Finite.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)))

/** The `meta` of a paged log answer. */
export const PageMeta = Schema.Struct({ page: Count, totalPages: Count, total: Count })

/** An answer that only says it worked. */
export const Ok = Schema.Struct({ ok: Schema.Literal(true) })

/** Every error the service sends (docs/api.md): branch on `code`, show `message` only where SPEC §8 says. */
export const ErrorBody = Schema.Struct({
  statusCode: Schema.Number,
  code: Schema.String,
  message: Schema.String,
})
