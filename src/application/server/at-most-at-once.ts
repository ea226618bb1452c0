/**
 * Runs `work` on each item with at most `limit` running at a time, starting them in order; resolves
 * with the results in the items' order. `stop` is asked before each start: once it says so, no more
 * start (the results of those not started are undefined). A failure rejects once the running ones end.
 */
export const atMostAtOnce = async <T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
  stop: () => boolean = () => false,
): Promise<readonly (R | undefined)[]> => {
  const results: (R | undefined)[] = items.map(() => undefined)
  let next = 0
  let failed = false
  const lane = async () => {
    while (next < items.length && !failed && !stop()) {
      const index = next++
      try {
        results[index] = await work(items[index] as T)
      } catch (error) {
        failed = true
        throw error
      }
    }
  }
  const lanes = await Promise.allSettled(
    Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane),
  )
  const rejected = lanes.find((l) => l.status === 'rejected')
  if (rejected !== undefined) throw rejected.reason
  return results
}
