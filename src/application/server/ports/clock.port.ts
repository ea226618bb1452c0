import type { Instant } from '../../../domain/shared/instant.ts'

/** Where the service learns the time; the domain itself never reads a clock. */
export interface Clock {
  now(): Instant
}
