import { Effect, Schema } from 'effect'

const PageNumber = Schema.FiniteFromString.pipe(
  Schema.check(Schema.isInt(), Schema.isBetween({ minimum: 1, maximum: 100_000 })),
)

/** A 1-based page number in a query string; absent means 1. */
export const PageQuery = Schema.withDecodingDefaultKey<typeof PageNumber>(Effect.succeed('1'))(PageNumber)

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

/** Instants travel as ISO 8601 strings. */
export const IsoDate = Schema.String.annotate({ format: 'date-time' })

export const Ok = Schema.Struct({ ok: Schema.Literal(true) })
