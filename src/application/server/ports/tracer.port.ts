/** What a span says about its work: names from OpenTelemetry's conventions, values never personal data. */
export type SpanAttributes = Readonly<Record<string, string | number | boolean>>

export type SpanOptions = {
  /** `client` for a conversation with a peer (a mail server); else internal. */
  readonly kind?: 'internal' | 'client'
  readonly attributes?: SpanAttributes
}

/** The span of a piece of work, while it runs. */
export interface OpenSpan {
  /** Adds what was learnt along the way (an outcome, a count). */
  set(attributes: SpanAttributes): void
}

/**
 * Follows a piece of work (an SMTP conversation) inside the trace of whatever it serves: the request or
 * the job running now (docs/operations.md, "Traces"). A span never changes the work it describes: what
 * `work` returns or throws passes through.
 */
export interface Tracer {
  /** Runs `work` inside a span named `name`; a throw marks the span failed; the span ends when work settles. */
  inSpan<T>(name: string, options: SpanOptions, work: (span: OpenSpan) => Promise<T>): Promise<T>
}

const NO_SPAN: OpenSpan = { set: () => {} }

/** Traces nothing: the default where no one asked for traces (no OTEL_* settings). */
export const NO_TRACING: Tracer = { inSpan: (_name, _options, work) => work(NO_SPAN) }
