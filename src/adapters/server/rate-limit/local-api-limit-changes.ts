import type { ApiLimitChanges } from '../../../application/server/ports/api-limit-changes.port.ts'

/** Changes heard in this process only: the embedded default, where one process serves everything. */
export class LocalApiLimitChanges implements ApiLimitChanges {
  private readonly listeners: ((userId: string) => void)[] = []

  async announce(userId: string): Promise<void> {
    for (const listener of this.listeners) listener(userId)
  }

  async listen(listener: (userId: string) => void): Promise<void> {
    this.listeners.push(listener)
  }

  async close(): Promise<void> {}
}
