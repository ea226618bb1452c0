import { Result, Schema } from 'effect'
import type { SiteConfig } from '../../../application/browser/ports/site-config.gateway.port.ts'
import { SiteConfigAnswer } from '../../http-contract/public-answers.ts'

/** GET /api/site-config's answer, read at the boundary (DESIGN rule 13); throws on any other shape. */
export const decodeSiteConfig = (body: unknown): SiteConfig => {
  const decoded = Schema.decodeUnknownResult(SiteConfigAnswer)(body)
  if (!Result.isSuccess(decoded)) throw new Error('site configuration of an unexpected shape')
  return decoded.success
}
