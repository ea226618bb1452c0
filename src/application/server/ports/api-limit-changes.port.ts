/**
 * Tells every process that a user's API limits changed (a plan bought or refunded, a limit an admin set),
 * so none goes on counting them against the limits it remembers (issue 32). Delivered to every process
 * that listens, the announcing one included; with one process, in its memory.
 */
export interface ApiLimitChanges {
  announce(userId: string): Promise<void>
  /** `listener` hears every change announced from now on, by any process. */
  listen(listener: (userId: string) => void): Promise<void>
  close(): Promise<void>
}
