import { type Tracer as OtelApiTracer, type Span, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import type { OpenSpan, SpanOptions, Tracer } from '../../../application/server/ports/tracer.port.ts'

const KINDS = { internal: SpanKind.INTERNAL, client: SpanKind.CLIENT } as const

const openSpan = (span: Span): OpenSpan => ({ set: (attributes) => span.setAttributes(attributes) })

/**
 * Tracer on the OpenTelemetry API: spans go to whatever provider the SDK registered (otel-sdk.ts), as
 * children of the span active now (a request's, a job run's), and are active while their work runs.
 */
export class OtelTracer implements Tracer {
  constructor(private readonly tracer: OtelApiTracer = trace.getTracer('leadlens')) {}

  inSpan<T>(name: string, options: SpanOptions, work: (span: OpenSpan) => Promise<T>): Promise<T> {
    return this.tracer.startActiveSpan(
      name,
      { kind: KINDS[options.kind ?? 'internal'], attributes: options.attributes ?? {} },
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
}
