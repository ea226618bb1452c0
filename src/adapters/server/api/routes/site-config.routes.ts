import type { Clock } from '../../../../application/server/ports/clock.port.ts'
import { siteConfig } from '../../../http-contract/public.ts'
import type { ServerConfig } from '../../config/server-config.ts'
import { type AnyRoute, defineRoute } from '../routing/route.ts'

/**
 * What the public site shows that is configuration, not code (PRODUCT.md): brand, contact addresses,
 * the chat link behind the contact page's QR code, and the service-update notice, only until it ends.
 */
export const siteConfigRoutes = (
  config: Pick<ServerConfig, 'brand' | 'notice'>,
  clock: Clock,
): readonly AnyRoute[] => [
  defineRoute(siteConfig, async () => ({
    brandName: config.brand.name,
    supportEmail: config.brand.supportEmail,
    salesEmail: config.brand.salesEmail,
    chatLink: config.brand.chatLink,
    notice: config.notice !== null && clock.now() < Date.parse(config.notice.end) ? config.notice : null,
  })),
]
