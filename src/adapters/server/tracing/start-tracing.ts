import { tracingStarted } from './process-tracing.ts'
import { tracingWanted } from './tracing-wanted.ts'

/**
 * Starts traces before the service's modules load (scripts/start.mjs imports this first): the HTTP, pg
 * and ioredis instrumentations patch those modules as they load, so a module loaded earlier is not
 * traced. Without OTEL_* settings the SDK is not even imported.
 */
export const startTracing = async (env: Readonly<Record<string, string | undefined>>): Promise<boolean> => {
  if (!tracingWanted(env)) return false
  const { startOtelSdk } = await import('./otel-sdk.ts')
  tracingStarted(startOtelSdk(env))
  return true
}
