/** What a span says about its work: names from OpenTelemetry's conventions, values never personal data. */
export type SpanAttributes = Readonly<Record<string, string | number | boolean>>

/**
 * Where a trace stands, written down to travel with work done later (a queued job): the W3C
 * `traceparent` (and `tracestate`) of the span that asked. Empty when nothing is traced.
 */
export type TraceCarrier = Readonly<Record<string, string>>

export type SpanOptions = {
  /** `consumer` for a job taken from the queue, `client` for a conversation with a peer; else internal. */
  readonly kind?: 'internal' | 'client' | 'consumer'
  readonly attributes?: SpanAttributes
  /** The trace this work continues (a job's sender); else the one running now, if any. */
  readonly parent?: TraceCarrier
}

/** The span of a piece of work, while it runs. */
export interface OpenSpan {
  /** Adds what was learnt along the way (an outcome, a count). */
  set(attributes: SpanAttributes): void
}

/**
 * Follows one piece of work (a job run, an SMTP conversation) across the service (docs/operations.md,
 * "Traces"). A span never changes the work it describes: what `work` returns or throws passes through.
 */
export interface Tracer {
  /** Runs `work` inside a span named `name`; a throw marks the span failed; the span ends when work settles. */
  inSpan<T>(name: string, options: SpanOptions, work: (span: OpenSpan) => Promise<T>): Promise<T>
  /** The trace running now, to hand to work done later; empty when there is none. */
  carrier(): TraceCarrier
}

const NO_SPAN: OpenSpan = { set: () => {} }

/** Traces nothing: the default where no one asked for traces (no OTEL_* settings). */
export const NO_TRACING: Tracer = {
  inSpan: (_name, _options, work) => work(NO_SPAN),
  carrier: () => ({}),
}
