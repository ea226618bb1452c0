import { type Instant, instant } from '../../domain/shared/instant.ts'
import type { Clock } from '../server/ports/clock.port.ts'

/** A clock for tests: it stands still until told to move. */
export const fixedClock = (start: number) => {
  let current: Instant = instant(start)
  const clock: Clock & { advance(ms: number): void } = {
    now: () => current,
    advance: (ms) => {
      current = instant(current + ms)
    },
  }
  return clock
}
