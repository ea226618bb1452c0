import type { Clock } from '../../application/server/ports/clock.port.ts'
import { instant } from '../../domain/shared/instant.ts'

export const systemClock: Clock = { now: () => instant(Date.now()) }
