/** GET /stats: how many contacts and companies the service holds right now (PRODUCT.md: live, not claims). */
export type LiveCounts = { readonly contacts: number; readonly companies: number }

export interface LiveCountsGateway {
  /** Rejects when the service cannot be reached or answers nonsense: the page then leaves the counts out. */
  load(): Promise<LiveCounts>
}
