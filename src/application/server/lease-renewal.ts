import type { Clock } from './ports/clock.port.ts'

/**
 * Keeps a bulk job's lease while slow rows run (the finder and the verifier wait on mail servers), so no
 * other process takes the job over: `renew` after each row takes the lease again once a third of it has
 * passed, one renewal at a time however many rows end together. Once a renewal finds the lease taken,
 * `lost` is true for good and the run stops starting rows.
 */
export class LeaseRenewal {
  private renewedAt: number
  private renewing: Promise<void> | undefined
  private taken = false

  constructor(
    private readonly clock: Clock,
    private readonly leaseMs: number,
    /** Takes the lease again; false when another holder has it. */
    private readonly take: () => Promise<boolean>,
  ) {
    this.renewedAt = clock.now()
  }

  get lost(): boolean {
    return this.taken
  }

  async renew(): Promise<void> {
    if (this.clock.now() - this.renewedAt <= this.leaseMs / 3) return
    this.renewing ??= (async () => {
      if (!(await this.take())) this.taken = true
      this.renewedAt = this.clock.now()
      this.renewing = undefined
    })()
    await this.renewing
  }
}
