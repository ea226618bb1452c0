/** What the public site shows that is configuration (GET /api/site-config). */
export type SiteConfig = {
  readonly brandName: string
  readonly supportEmail: string
  readonly salesEmail: string
  /** The customer-service chat, shown as a QR code on the contact page. */
  readonly chatLink: string
  /** A planned service update to announce, ISO instants; null when none is announced. */
  readonly notice: { readonly start: string; readonly end: string } | null
}

export interface SiteConfigGateway {
  /** Rejects when the service cannot be reached: the caller keeps its defaults. */
  load(): Promise<SiteConfig>
}
