import {
  context,
  type Tracer as OtelApiTracer,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api'
import type {
  OpenSpan,
  SpanOptions,
  TraceCarrier,
  Tracer,
} from '../../../application/server/ports/tracer.port.ts'

const KINDS = { internal: SpanKind.INTERNAL, client: SpanKind.CLIENT, consumer: SpanKind.CONSUMER } as const

const openSpan = (span: Span): OpenSpan => ({ set: (attributes) => span.setAttributes(attributes) })

/**
 * Tracer on the OpenTelemetry API: spans go to whatever provider the SDK registered (otel-sdk.ts), and
 * a carrier is the W3C trace context the SDK's propagator writes.
 */
export class OtelTracer implements Tracer {
  constructor(private readonly tracer: OtelApiTracer = trace.getTracer('leadlens')) {}

  inSpan<T>(name: string, options: SpanOptions, work: (span: OpenSpan) => Promise<T>): Promise<T> {
    const parent =
      options.parent === undefined || Object.keys(options.parent).length === 0
        ? context.active()
        : propagation.extract(context.active(), options.parent)
    return this.tracer.startActiveSpan(
      name,
      { kind: KINDS[options.kind ?? 'internal'], attributes: options.attributes ?? {} },
      parent,
      async (span) => {
        try {
          return await work(openSpan(span))
        } catch (error) {
          span.recordException(error instanceof Error ? error : String(error))
          span.setStatus({ code: SpanStatusCode.ERROR, message: String(error) })
          throw error
        } finally {
          span.end()
        }
      },
    )
  }

  carrier(): TraceCarrier {
    const carrier: Record<string, string> = {}
    propagation.inject(context.active(), carrier)
    return carrier
  }
}
