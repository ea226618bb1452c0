import type { Container } from 'inversify'
import type { ServerConfig } from '../../adapters/server/config/server-config.ts'
import { cryptoRandom } from '../../adapters/server/crypto-random.ts'
import { createLogger } from '../../adapters/server/logging/create-logger.ts'
import { PrometheusMetrics } from '../../adapters/server/metrics/prometheus-metrics.ts'
import { randomIds } from '../../adapters/server/random-ids.ts'
import { systemClock } from '../../adapters/server/system-clock.ts'
import { processTracer, traceLogMixin } from '../../adapters/server/tracing/process-tracing.ts'
import { NO_METRICS } from '../../application/server/ports/metrics.port.ts'
import { ServerTokens as T } from '../tokens.ts'
import { typedResolver } from '../typed-resolution.ts'

/** What every area uses: the configuration, the logger, the clock, ids, randomness, metrics and traces. */
export const bindPlatformArea = (container: Container, config: ServerConfig): void => {
  container.bind(T.Config).toConstantValue(config)
  container.bind(T.Clock).toConstantValue(systemClock)
  container.bind(T.Ids).toConstantValue(randomIds)
  container.bind(T.Random).toConstantValue(cryptoRandom)
  // Traces were started (or not) before this module loaded (scripts/start.mjs): the tracer and the log
  // lines' trace ids follow what was started.
  container.bind(T.Tracer).toConstantValue(processTracer())
  container.bind(T.Logger).toDynamicValue(() => createLogger(config.logLevel, traceLogMixin()))
  // Off unless METRICS_TOKEN is set: then nothing is counted, and no request pays for a hook.
  container
    .bind(T.MetricsRegistry)
    .toDynamicValue(() => (config.metricsToken === undefined ? null : new PrometheusMetrics()))
  container.bind(T.Metrics).toDynamicValue((ctx) => typedResolver(ctx)(T.MetricsRegistry) ?? NO_METRICS)
}
