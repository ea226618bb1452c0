import { Result, Schema } from 'effect'
import type { LiveCounts } from '../../../application/browser/ports/live-counts.gateway.port.ts'
import { StatsAnswer } from '../../http-contract/public-answers.ts'

/** GET /api/stats's answer, read at the boundary (DESIGN rule 13); throws on any other shape. */
export const decodeLiveCounts = (body: unknown): LiveCounts => {
  const decoded = Schema.decodeUnknownResult(StatsAnswer)(body)
  if (!Result.isSuccess(decoded)) throw new Error('stats of an unexpected shape')
  return decoded.success
}
