import type { Clock } from './ports/clock.port.ts'
import type { ContactCounts, ContactSource } from './ports/contact-source.port.ts'

// The home page asks on every visit; counts this fresh are live enough and spare the database.
const FRESH_FOR_MS = 10_000

/** GET /stats: how many contacts and companies the service holds, for the home page. */
export class GetStats {
  private cached: { readonly at: number; readonly counts: Promise<ContactCounts> } | undefined

  constructor(
    private readonly source: ContactSource,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<ContactCounts> {
    const now = this.clock.now()
    if (this.cached === undefined || now - this.cached.at >= FRESH_FOR_MS) {
      const counts = this.source.counts()
      // A failed count is not kept: the next visit asks again.
      counts.catch(() => {
        this.cached = undefined
      })
      this.cached = { at: now, counts }
    }
    return this.cached.counts
  }
}
