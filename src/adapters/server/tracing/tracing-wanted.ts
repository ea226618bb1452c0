type Env = Readonly<Record<string, string | undefined>>

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== ''

/**
 * Whether the operator asked for traces, in OpenTelemetry's own settings (docs/operations.md, "Traces"):
 * an OTLP endpoint (for every signal or for traces), or a trace exporter named other than `none`; and
 * not `OTEL_SDK_DISABLED=true`. Nothing set: no SDK is loaded at all, so a start without traces pays
 * nothing for them.
 */
export const tracingWanted = (env: Env): boolean => {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false
  const exporters = (env.OTEL_TRACES_EXPORTER ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name !== '')
  if (exporters.includes('none')) return false
  return (
    exporters.length > 0 ||
    isSet(env.OTEL_EXPORTER_OTLP_ENDPOINT) ||
    isSet(env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT)
  )
}
