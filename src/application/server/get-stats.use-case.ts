import type { Clock } from './ports/clock.port.ts'
import type { ContactCounts, ContactSource, ExampleCompany } from './ports/contact-source.port.ts'

/** The counts, and a company to suggest searching for (null when none has people). */
export type Stats = ContactCounts & { readonly example: ExampleCompany | null }

// The home page asks on every visit; counts this fresh are live enough and spare the database.
const FRESH_FOR_MS = 10_000

/**
 * GET /stats: how many contacts and companies the service holds, for the home page, and a company in it
 * that the company search suggests trying.
 */
export class GetStats {
  private cached: { readonly at: number; readonly counts: Promise<Stats> } | undefined

  constructor(
    private readonly source: ContactSource,
    private readonly clock: Clock,
  ) {}

  execute(): Promise<Stats> {
    const now = this.clock.now()
    if (this.cached === undefined || now - this.cached.at >= FRESH_FOR_MS) {
      const counts = Promise.all([this.source.counts(), this.source.exampleCompany()]).then(
        ([found, example]) => ({ ...found, example: example ?? null }),
      )
      // A failed count is not kept: the next visit asks again.
      counts.catch(() => {
        this.cached = undefined
      })
      this.cached = { at: now, counts }
    }
    return this.cached.counts
  }
}
