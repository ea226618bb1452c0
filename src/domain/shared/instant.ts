import type { Brand } from './brand.ts'

/**
 * A point in time as epoch milliseconds. The domain never reads the clock: callers pass `now`
 * (DESIGN rule 1), so every rule is a pure function of its arguments.
 */
export type Instant = Brand<number, 'Instant'>
export const instant = (epochMs: number): Instant => epochMs as Instant
export const toDate = (at: Instant): Date => new Date(at)
