import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api'
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks'
import { InMemorySpanExporter, SimpleSpanProcessor, TracerProvider } from '@opentelemetry/sdk-trace'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { OtelTracer } from './otel-tracer.ts'

// A provider of the test's own (not the global one: files share a worker), and the context manager
// OpenTelemetry's SDK installs, so a span is the parent of what its work starts, across awaits.
const exporter = new InMemorySpanExporter()
const provider = new TracerProvider({ spanProcessors: [new SimpleSpanProcessor({ exporter })] })
const otel = provider.getTracer('test')
const tracer = new OtelTracer(otel)
const contextManager = new AsyncLocalStorageContextManager()

describe('OtelTracer: a span per piece of work, inside the trace running now', () => {
  beforeAll(() => {
    context.setGlobalContextManager(contextManager.enable())
  })
  afterAll(() => {
    context.disable()
  })
  beforeEach(() => exporter.reset())

  it('records the work as one ended span with its kind and attributes, and passes its answer through', async () => {
    const answer = await tracer.inSpan(
      'smtp conversation',
      { kind: 'client', attributes: { 'server.address': 'mx.example' } },
      async (span) => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        span.set({ 'smtp.outcome': 'Answered' })
        return 42
      },
    )
    expect(answer).toBe(42)
    const [span] = exporter.getFinishedSpans()
    expect(span?.name).toBe('smtp conversation')
    expect(span?.kind).toBe(SpanKind.CLIENT)
    expect(span?.attributes).toEqual({ 'server.address': 'mx.example', 'smtp.outcome': 'Answered' })
    expect(span?.status.code).toBe(SpanStatusCode.UNSET)
  })

  it('is a child of the span active when it starts, and the active span while its work runs', async () => {
    await otel.startActiveSpan('job', async (job) => {
      await tracer.inSpan('smtp conversation', {}, async () => {
        await new Promise((resolve) => setTimeout(resolve, 1))
        expect(trace.getActiveSpan()?.spanContext().traceId).toBe(job.spanContext().traceId)
        expect(trace.getActiveSpan()?.spanContext().spanId).not.toBe(job.spanContext().spanId)
      })
      job.end()
    })
    const [conversation, job] = exporter.getFinishedSpans()
    expect(conversation?.parentSpanContext?.spanId).toBe(job?.spanContext().spanId)
    expect(conversation?.spanContext().traceId).toBe(job?.spanContext().traceId)
  })

  it('marks a failed work as an error and throws what it threw', async () => {
    const failure = new Error('the mail server hung up')
    await expect(
      tracer.inSpan('smtp conversation', {}, async () => {
        throw failure
      }),
    ).rejects.toBe(failure)
    const [span] = exporter.getFinishedSpans()
    expect(span?.status.code).toBe(SpanStatusCode.ERROR)
    expect(span?.events.map((event) => event.name)).toEqual(['exception'])
  })
})
