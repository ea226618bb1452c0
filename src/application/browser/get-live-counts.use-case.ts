import type { LiveCounts, LiveCountsGateway } from './ports/live-counts.gateway.port.ts'

/** The home page's contact and company counts, for anyone (no sign-in needed). */
export class GetLiveCounts {
  constructor(private readonly gateway: LiveCountsGateway) {}

  execute(): Promise<LiveCounts> {
    return this.gateway.load()
  }
}
