/** One name's count in its current window, as a response tells it (RateLimit-* and X-RateLimit-*). */
export type WindowCount = {
  /** False: the request is over the limit. */
  readonly allowed: boolean
  readonly limit: number
  readonly remaining: number
  /** Seconds until the window ends and the count starts again. */
  readonly resetSeconds: number
}

/**
 * Counts requests per name in fixed windows. Checking and counting are one atomic step, so requests
 * arriving together cannot all slip through. Shared by every process when it is kept in Redis.
 */
export interface RateCounter {
  take(name: string, limit: number, windowMs: number): Promise<WindowCount>
  /**
   * Gives one call of the current window back (never below nothing): a sign-in that worked does not
   * count against its address. Nothing happens once the window has ended.
   */
  giveBack(name: string, limit: number, windowMs: number): Promise<void>
  close(): Promise<void>
}
