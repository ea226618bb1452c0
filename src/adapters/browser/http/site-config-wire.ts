import { Result, Schema } from 'effect'
import type { SiteConfig } from '../../../application/browser/ports/site-config.gateway.port.ts'

const SiteConfigBody = Schema.Struct({
  brandName: Schema.String,
  supportEmail: Schema.String,
  salesEmail: Schema.String,
  chatLink: Schema.String,
  notice: Schema.NullOr(Schema.Struct({ start: Schema.String, end: Schema.String })),
})

/** GET /api/site-config's answer, read at the boundary (DESIGN rule 13); throws on any other shape. */
export const decodeSiteConfig = (body: unknown): SiteConfig => {
  const decoded = Schema.decodeUnknownResult(SiteConfigBody)(body)
  if (!Result.isSuccess(decoded)) throw new Error('site configuration of an unexpected shape')
  return decoded.success
}
