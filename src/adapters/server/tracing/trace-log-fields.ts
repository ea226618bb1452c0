import { isSpanContextValid, trace } from '@opentelemetry/api'

/**
 * The trace and span of the work a log line was written in (pino's mixin): every line of one request
 * carries its trace id, so a log search finds the trace and a trace finds its lines.
 */
export const traceLogFields = (): Record<string, string> => {
  const span = trace.getActiveSpan()
  if (span === undefined) return {}
  const spanContext = span.spanContext()
  if (!isSpanContextValid(spanContext)) return {}
  return { trace_id: spanContext.traceId, span_id: spanContext.spanId }
}
