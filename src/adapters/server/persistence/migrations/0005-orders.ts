import type { Kysely } from 'kysely'

// Placeholder: filled before any release (no database outside tests has run it yet).
export const up = async (_db: Kysely<unknown>): Promise<void> => {}
