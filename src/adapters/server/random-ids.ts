import { randomUUID } from 'node:crypto'
import type { IdGenerator } from '../../application/server/ports/id-generator.port.ts'

/** Random UUIDs (v4): unique without coordination between processes. */
export const randomIds: IdGenerator = { next: () => randomUUID() }
