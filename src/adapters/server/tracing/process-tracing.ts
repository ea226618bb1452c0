import { NO_TRACING, type Tracer } from '../../../application/server/ports/tracer.port.ts'

/** Traces as this process runs them: started once, before the service's modules load (start-tracing.ts). */
export type RunningTracing = {
  readonly tracer: Tracer
  /** The active trace's ids for a log line (pino's mixin). */
  readonly logFields: () => Record<string, string>
  /** Sends the spans still buffered and stops; a stopping process awaits it before it exits. */
  readonly shutdown: () => Promise<void>
}

// One per process, as OpenTelemetry's own provider is: the SDK is global by design (it patches modules).
let running: RunningTracing | null = null

export const tracingStarted = (tracing: RunningTracing): void => {
  running = tracing
}

/** The tracer the adapters are given: OpenTelemetry's when traces were asked for, else one that does nothing. */
export const processTracer = (): Tracer => running?.tracer ?? NO_TRACING

/** pino's mixin when traces are on; undefined otherwise, so no log line pays for a look-up. */
export const traceLogMixin = (): (() => Record<string, string>) | undefined => running?.logFields

/** Flushes and stops traces (nothing when they are off); never throws: a stop must go on. */
export const stopTracing = async (): Promise<void> => {
  try {
    await running?.shutdown()
  } catch {
    // The collector is away: its spans are lost, the stop is not.
  }
}
