import { percentile } from './measure.ts'

/**
 * Closed-loop load on one URL: `connections` concurrent clients, each sending its next request as soon
 * as the last one answers, for `seconds`. Runs in this process; the server runs in another.
 */
export const loadUrl = async (url: string, { connections = 16, seconds = 5 } = {}) => {
  const latencies: number[] = []
  let errors = 0
  const deadline = performance.now() + seconds * 1000
  const client = async () => {
    while (performance.now() < deadline) {
      const sent = performance.now()
      try {
        const response = await fetch(url)
        await response.arrayBuffer()
        if (!response.ok) errors++
      } catch {
        errors++
      }
      latencies.push(performance.now() - sent)
    }
  }
  const began = performance.now()
  await Promise.all(Array.from({ length: connections }, client))
  const elapsed = (performance.now() - began) / 1000
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    requestsPerSecond: Math.round(latencies.length / elapsed),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  }
}
