import { describe, expect, it } from 'vitest'
import { tracingWanted } from './tracing-wanted.ts'

describe('tracingWanted: traces only when the OTEL_* settings ask for them', () => {
  it('is off with no OTEL_* settings (the default start loads no SDK)', () => {
    expect(tracingWanted({})).toBe(false)
    expect(tracingWanted({ OTEL_SERVICE_NAME: 'leadlens', OTEL_EXPORTER_OTLP_ENDPOINT: ' ' })).toBe(false)
  })

  it('is on with an OTLP endpoint, for every signal or for traces alone', () => {
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true)
    expect(tracingWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(
      true,
    )
  })

  it('is on with a trace exporter named, off when it is none', () => {
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true)
    expect(tracingWanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false)
    expect(
      tracingWanted({ OTEL_TRACES_EXPORTER: 'otlp, none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318' }),
    ).toBe(false)
  })

  it('honours OTEL_SDK_DISABLED=true over everything else', () => {
    const asked = { OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_TRACES_EXPORTER: 'otlp' }
    expect(tracingWanted({ ...asked, OTEL_SDK_DISABLED: 'true' })).toBe(false)
    expect(tracingWanted({ ...asked, OTEL_SDK_DISABLED: 'TRUE' })).toBe(false)
    expect(tracingWanted({ ...asked, OTEL_SDK_DISABLED: 'false' })).toBe(true)
  })
})
