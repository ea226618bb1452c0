import type { FastifyInstance } from 'fastify'
import type { Logger } from 'pino'
import type { Authenticate } from '../adapters/server/api/routing/register-routes.ts'
import type { AnyRoute } from '../adapters/server/api/routing/route.ts'
import type { ServerConfig } from '../adapters/server/config/server-config.ts'
import type { PrometheusMetrics } from '../adapters/server/metrics/prometheus-metrics.ts'
import type { OpenDatabase } from '../adapters/server/persistence/open-database.ts'
import type { AuditLogRepository } from '../application/server/ports/audit-log.repository.port.ts'
import type { BillingRepository } from '../application/server/ports/billing.repository.port.ts'
import type { Clock } from '../application/server/ports/clock.port.ts'
import type { ContactAccessRepository } from '../application/server/ports/contact-access.repository.port.ts'
import type { ContactSource } from '../application/server/ports/contact-source.port.ts'
import type { CreditLedgerRepository } from '../application/server/ports/credit-ledger.repository.port.ts'
import type { IdGenerator } from '../application/server/ports/id-generator.port.ts'
import type { InvitationRepository } from '../application/server/ports/invitation.repository.port.ts'
import type { MailOutbox } from '../application/server/ports/mail.port.ts'
import type { Metrics } from '../application/server/ports/metrics.port.ts'
import type { Random } from '../application/server/ports/random.port.ts'
import type { SearchLogRepository } from '../application/server/ports/search-log.repository.port.ts'
import type { SuppressionList } from '../application/server/ports/suppression-list.repository.port.ts'
import type { Tracer } from '../application/server/ports/tracer.port.ts'
import type { UserRepository } from '../application/server/ports/user.repository.port.ts'
import { token } from './token.ts'

/**
 * Service identifiers. A token carries the type it resolves to, so `container.get(T.Clock)` is typed
 * without a cast at the call site.
 */
export type { Token } from './token.ts'

/**
 * The server's shared tokens: what several areas (and the API tests) reach. Each area's own use cases
 * and adapters are named in its module (src/composition/server/<area>.area.ts); the browser's, in
 * src/composition/browser/<area>.area.ts.
 */
/** Something the service runs beside its requests, for as long as the app is open. */
export type BackgroundWork = { start(): Promise<void>; stop(): Promise<void> }

export const ServerTokens = {
  Config: token<ServerConfig>('Config'),
  Logger: token<Logger>('Logger'),
  Clock: token<Clock>('Clock'),
  Ids: token<IdGenerator>('Ids'),
  Random: token<Random>('Random'),
  /** What the use cases and adapters record; records nothing unless METRICS_TOKEN is set. */
  Metrics: token<Metrics>('Metrics'),
  /** The registry GET /metrics serves; null when METRICS_TOKEN is not set. */
  MetricsRegistry: token<PrometheusMetrics | null>('MetricsRegistry'),
  /** Spans for job runs and SMTP conversations; traces nothing unless the OTEL_* settings ask. */
  Tracer: token<Tracer>('Tracer'),
  // Persistence (bound asynchronously: the database is opened and migrated first).
  Database: token<OpenDatabase>('Database'),
  CreditLedger: token<CreditLedgerRepository>('CreditLedger'),
  Users: token<UserRepository>('Users'),
  ContactSource: token<ContactSource>('ContactSource'),
  ContactAccess: token<ContactAccessRepository>('ContactAccess'),
  SearchLog: token<SearchLogRepository>('SearchLog'),
  Invitations: token<InvitationRepository>('Invitations'),
  Billing: token<BillingRepository>('Billing'),
  AuditLog: token<AuditLogRepository>('AuditLog'),
  SuppressionList: token<SuppressionList>('SuppressionList'),
  /** What the service "sent" (the opt-out area binds it; tests read it). */
  MailOutbox: token<MailOutbox>('MailOutbox'),
  // HTTP
  /** Each area binds its routes here once (a multi-binding); ApiRoutes is all of them, in area order. */
  AreaRoutes: token<readonly AnyRoute[]>('AreaRoutes'),
  /** Work beside the requests (the job engine's workers): started when the app is ready, stopped before the database closes. */
  BackgroundWork: token<BackgroundWork>('BackgroundWork'),
  Authenticate: token<Authenticate>('Authenticate'),
  ApiRoutes: token<readonly AnyRoute[]>('ApiRoutes'),
  HttpApp: token<FastifyInstance>('HttpApp'),
} as const
