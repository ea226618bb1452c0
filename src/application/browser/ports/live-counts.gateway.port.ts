/** GET /stats: how many contacts and companies the service holds right now (PRODUCT.md: live, not claims). */
export type LiveCounts = {
  readonly contacts: number
  readonly companies: number
  /** A company the service holds people of, to suggest searching for; absent or null when none. */
  readonly example?: { readonly name: string; readonly domain: string } | null
}

export interface LiveCountsGateway {
  /** Rejects when the service cannot be reached or answers nonsense: the page then leaves the counts out. */
  load(): Promise<LiveCounts>
}
