/** Runs `work` repeatedly for about `ms` milliseconds and reports operations per second. */
export const opsPerSecond = (work: () => unknown, ms = 1000): number => {
  for (let i = 0; i < 1000; i++) work() // warm-up, so the JIT has compiled the path we measure
  let runs = 0
  const start = performance.now()
  let elapsed = 0
  while (elapsed < ms) {
    for (let i = 0; i < 100; i++) work()
    runs += 100
    elapsed = performance.now() - start
  }
  return Math.round((runs / elapsed) * 1000)
}

export const percentile = (sorted: readonly number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
