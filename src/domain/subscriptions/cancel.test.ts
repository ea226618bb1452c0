import { describe, expect, it } from 'vitest'
import { planOf } from '../plans/plan-catalogue.ts'
import { instant } from '../shared/instant.ts'
import { fen } from '../shared/money.ts'
import { cancel } from './cancel.ts'
import { openSubscription } from './subscription.ts'

const start = instant(Date.UTC(2025, 0, 1))
const later = instant(Date.UTC(2025, 0, 15))
const monthly = openSubscription({ id: 's', plan: planOf('MONTHLY_PRO'), start, amount: fen(35_000) })

describe('cancel', () => {
  it('cancels an ACTIVE plan, keeping its expiry date (no renewal, usable until then)', () => {
    expect(cancel(monthly, later)).toEqual({
      _tag: 'Cancelled',
      subscription: { ...monthly, state: 'CANCELLED' },
    })
  })

  it('refuses a plan already cancelled, an expired one, and the FREE trial', () => {
    const cancelled = { ...monthly, state: 'CANCELLED' as const }
    expect(cancel(cancelled, later)).toMatchObject({ _tag: 'NotCancellable', reason: 'ALREADY_CANCELLED' })
    expect(cancel(monthly, instant(Date.UTC(2025, 1, 1)))).toMatchObject({ reason: 'EXPIRED' })
    const free = openSubscription({ id: 'f', plan: planOf('FREE'), start, amount: fen(0) })
    expect(cancel(free, later)).toEqual({ _tag: 'NotCancellable', subscriptionId: 'f', reason: 'FREE_TRIAL' })
  })

  it('cancels a running packet too', () => {
    const packet = openSubscription({ id: 'p', plan: planOf('PACKET_EMAIL_PRO'), start, amount: fen(20_000) })
    expect(cancel(packet, later)._tag).toBe('Cancelled')
  })
})
